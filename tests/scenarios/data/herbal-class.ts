// Herbal supplements in pregnancy, while breastfeeding and before an operation, from the NHS Specialist Pharmacy
// Service's answers ("in general, herbal medicines should be avoided by pregnant women"; breastfeeding mothers are
// "generally advised" to avoid them) and the UKCPA handbook ("stop all herbal medicines 2 weeks pre-operatively"),
// written from those texts: herbs in several phrasings of each state, and negatives the texts do not reach (a vitamin,
// a mineral, ginger in pregnancy, which the RCOG guideline supports, an operation that is over, other conditions).
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

const SPS = "Specialist Pharmacy Service (NHS), UK Medicines Information";
const PREGNANCY: Source = {
  title: "Is it safe to take herbal medicines during pregnancy?",
  publisher: SPS,
  url: "https://www.sps.nhs.uk/articles/is-it-safe-to-take-herbal-medicines-during-pregnancy/",
};
const BREASTFEEDING: Source = {
  title: "Is it safe for breastfeeding women to take herbal medicines?",
  publisher: SPS,
  url: "https://www.sps.nhs.uk/articles/is-it-safe-for-breastfeeding-women-to-take-herbal-medicines/",
};

function herb(name: string, ingredient: string, amount: number): StackItem {
  return { custom: { name, ingredients: [{ ingredient, amount, unit: "mg" }] }, servingsPerDay: 1 };
}

const UKCPA: Source = {
  title: "Herbal remedies (UKCPA Handbook of Perioperative Medicines)",
  publisher: "UK Clinical Pharmacy Association",
  url: "https://www.ukcpa-periophandbook.co.uk/medicine-monographs/herbal-remedies-1",
};

const GARLIC = take(PRODUCT.garlic, 2);

interface Case {
  id: string;
  title: string;
  medicines?: string[];
  conditions: string[];
  stack: StackItem[];
  flags?: NonNullable<ScenarioInput["expect"]["flags"]>;
  noFlags?: NonNullable<ScenarioInput["expect"]["noFlags"]>;
  rationale: string;
  sources: Source[];
}

function scenario(entry: Case): ScenarioInput {
  return {
    id: `sc-herbal-class-${entry.id}`,
    title: entry.title,
    profile: { medicines: entry.medicines ?? [], conditions: entry.conditions },
    stack: entry.stack,
    expect: { flags: entry.flags ?? [], noFlags: entry.noFlags ?? [] },
    rationale: entry.rationale,
    sources: entry.sources,
  };
}

const NOACS: Source = {
  title: "Is it safe to take herbal medicines with non-vitamin K antagonist oral anticoagulants (NOACs)?",
  publisher: SPS,
  url: "https://www.sps.nhs.uk/articles/is-it-safe-to-take-herbal-medicines-with-non-vitamin-k-antagonist-oral-anticoagulants-noacs/",
};
const HIGH_RISK: Source = {
  title: "Questions to ask when reviewing herbal medicines and interactions",
  publisher: SPS,
  url: "https://www.sps.nhs.uk/articles/questions-to-ask-when-reviewing-herbal-medicines-and-interactions/",
};
const AVOID_IN_LIVER_OR_KIDNEY_DISEASE =
  "SPS: the safety of many herbal medicines has not been established in people with liver or kidney disease; it is advisable they avoid herbal medicines.";
const POORLY_STUDIED =
  "SPS: interactions between herbal medicines and the newer anticoagulants are poorly studied and may be unpredictable; no documented interaction does not mean none exists.";

const AVOID_IN_PREGNANCY = "SPS: in general, herbal medicines should be avoided in pregnancy.";
const AVOID_WHILE_BREASTFEEDING =
  "SPS: breastfeeding mothers are generally advised to avoid herbal medicines, for lack of safety data.";

export const HERBAL_CLASS_SCENARIOS: ScenarioInput[] = [
  scenario({
    id: "garlic-pregnant",
    title: "Aged garlic capsules for blood pressure, 12 weeks pregnant, with hay fever",
    conditions: ["12 weeks pregnant", "hay fever"],
    stack: [GARLIC],
    flags: [flag("garlic", cond("12 weeks pregnant"), "moderate")],
    noFlags: [noFlag("garlic", cond("hay fever"))],
    rationale: `${AVOID_IN_PREGNANCY} Hay fever is not named.`,
    sources: [PREGNANCY],
  }),
  scenario({
    id: "garlic-expecting",
    title: "Expecting a baby and takes garlic",
    conditions: ["expecting a baby"],
    stack: [GARLIC],
    flags: [flag("garlic", cond("expecting a baby"), "moderate")],
    rationale: AVOID_IN_PREGNANCY,
    sources: [PREGNANCY],
  }),
  scenario({
    id: "garlic-breastfeeding",
    title: "Breastfeeding a 4 month old and takes garlic, with asthma",
    conditions: ["breastfeeding my 4 month old", "asthma"],
    stack: [GARLIC],
    flags: [flag("garlic", cond("breastfeeding my 4 month old"), "moderate")],
    noFlags: [noFlag("garlic", cond("asthma"))],
    rationale: `${AVOID_WHILE_BREASTFEEDING} Asthma is not named.`,
    sources: [BREASTFEEDING],
  }),
  scenario({
    id: "hawthorn-pregnant",
    title: "Hawthorn for the heart while pregnant",
    conditions: ["pregnant"],
    stack: [herb("Hawthorn leaf and flower 300 mg", "hawthorn", 300)],
    flags: [flag("hawthorn", cond("pregnant"), "moderate")],
    rationale: AVOID_IN_PREGNANCY,
    sources: [PREGNANCY],
  }),
  scenario({
    id: "soy-nursing",
    title: "Soy isoflavones while nursing: a herbal product with hormonal effects",
    conditions: ["nursing mother"],
    stack: [herb("Soy isoflavones 50 mg", "soy-isoflavones", 50)],
    flags: [flag("soy-isoflavones", cond("nursing mother"), "moderate")],
    rationale: `${AVOID_WHILE_BREASTFEEDING} It also names herbal medicines with hormonal effects as unsuitable.`,
    sources: [BREASTFEEDING],
  }),
  scenario({
    id: "fenugreek-breastfeeding",
    title: "Fenugreek for milk supply while exclusively breastfeeding",
    conditions: ["exclusively breastfeeding"],
    stack: [herb("Fenugreek seed 610 mg", "fenugreek", 610)],
    flags: [flag("fenugreek", cond("exclusively breastfeeding"), "moderate")],
    rationale: AVOID_WHILE_BREASTFEEDING,
    sources: [BREASTFEEDING],
  }),
  scenario({
    id: "vitamins-pregnant-quiet",
    title: "Pregnant, with vitamin D and magnesium: not herbal medicines",
    conditions: ["pregnant"],
    stack: [
      {
        custom: {
          name: "Vitamin D3 10 µg",
          ingredients: [{ ingredient: "vitamin-d3", amount: 10, unit: "µg" }],
        },
        servingsPerDay: 1,
      },
      {
        custom: {
          name: "Magnesium 150 mg",
          ingredients: [{ ingredient: "magnesium", amount: 150, unit: "mg" }],
        },
        servingsPerDay: 1,
      },
    ],
    noFlags: [noFlag("vitamin-d3", cond("pregnant")), noFlag("magnesium", cond("pregnant"))],
    rationale:
      "The SPS answer is about herbal medicines; the NHS advises 10 micrograms of vitamin D a day in pregnancy.",
    sources: [PREGNANCY],
  }),
  scenario({
    id: "ginger-pregnant-quiet",
    title: "Ginger capsules for morning sickness while pregnant",
    conditions: ["pregnant"],
    stack: [herb("Ginger root 250 mg", "ginger", 250)],
    noFlags: [noFlag("ginger", cond("pregnant"))],
    rationale:
      "The RCOG guideline on sickness in pregnancy says ginger can play a useful role; a herb's own guidance outranks the general one.",
    sources: [PREGNANCY],
  }),
  scenario({
    id: "garlic-trying-quiet",
    title: "Trying for a baby and takes garlic",
    conditions: ["trying for a baby"],
    stack: [GARLIC],
    noFlags: [noFlag("garlic", cond("trying for a baby"))],
    rationale: "The SPS answers are about pregnancy and breastfeeding, not trying to conceive.",
    sources: [PREGNANCY],
  }),
  scenario({
    id: "black-cohosh-knee-operation",
    title: "MenoHerb black cohosh with a knee operation in 3 weeks",
    conditions: ["knee operation in 3 weeks"],
    stack: [take(PRODUCT.blackCohosh)],
    flags: [flag("black-cohosh", cond("knee operation in 3 weeks"), "minor", "moderate")],
    rationale: "UKCPA: stop all herbal medicines 2 weeks before elective surgery.",
    sources: [UKCPA],
  }),
  scenario({
    id: "feverfew-gallbladder-out",
    title: "MigraHerb feverfew, having the gallbladder out next month, with migraine",
    conditions: ["having my gallbladder out next month", "migraine"],
    stack: [take(PRODUCT.feverfew)],
    flags: [flag("feverfew", cond("having my gallbladder out next month"), "minor", "moderate")],
    noFlags: [noFlag("feverfew", cond("migraine"))],
    rationale:
      "UKCPA: stop all herbal medicines 2 weeks before elective surgery. Migraine is what it is taken for.",
    sources: [UKCPA],
  }),
  scenario({
    id: "agnus-castus-hip-replacement",
    title: "PremHerb agnus castus with a hip replacement booked",
    conditions: ["hip replacement booked for March"],
    stack: [take(PRODUCT.agnusCastus)],
    flags: [flag("chasteberry", cond("hip replacement booked for March"), "minor", "moderate")],
    rationale: "UKCPA: stop all herbal medicines 2 weeks before elective surgery.",
    sources: [UKCPA],
  }),
  scenario({
    id: "kaloba-operation-over-quiet",
    title: "Kaloba pelargonium after an operation last year",
    conditions: ["had an operation last year"],
    stack: [take(PRODUCT.pelargonium)],
    noFlags: [noFlag("pelargonium", cond("had an operation last year"))],
    rationale: "The advice is about the 2 weeks before an operation; this one is over.",
    sources: [UKCPA],
  }),
  scenario({
    id: "magnesium-surgery-quiet",
    title: "Magnesium with surgery next week: not a herbal medicine",
    conditions: ["surgery next week"],
    stack: [
      {
        custom: {
          name: "Magnesium 150 mg",
          ingredients: [{ ingredient: "magnesium", amount: 150, unit: "mg" }],
        },
        servingsPerDay: 1,
      },
    ],
    noFlags: [noFlag("magnesium", cond("surgery next week"))],
    rationale: "The UKCPA statement is about herbal medicines.",
    sources: [UKCPA],
  }),
  scenario({
    id: "valerian-apixaban",
    title: "Valerian for sleep while on apixaban for atrial fibrillation",
    medicines: ["apixaban 5mg twice a day"],
    conditions: [],
    stack: [take(PRODUCT.valerian)],
    flags: [flag("valerian", med("apixaban 5mg twice a day"), "minor", "moderate")],
    rationale: POORLY_STUDIED,
    sources: [NOACS],
  }),
  scenario({
    id: "echinacea-eliquis",
    title: "Echinacea for a cold, on Eliquis",
    medicines: ["Eliquis"],
    conditions: [],
    stack: [take(PRODUCT.echinacea)],
    flags: [flag("echinacea", med("Eliquis"), "minor", "moderate")],
    rationale: `${POORLY_STUDIED} The answer looks at echinacea by name.`,
    sources: [NOACS],
  }),
  scenario({
    id: "milk-thistle-xarelto",
    title: "Milk thistle with Xarelto after a DVT",
    medicines: ["Xarelto 20mg"],
    conditions: ["DVT last year"],
    stack: [take(PRODUCT.milkThistle)],
    flags: [flag("milk-thistle", med("Xarelto 20mg"), "minor", "moderate")],
    rationale: POORLY_STUDIED,
    sources: [NOACS],
  }),
  scenario({
    id: "saw-palmetto-edoxaban",
    title: "Saw palmetto for the prostate while taking edoxaban",
    medicines: ["edoxaban"],
    conditions: [],
    stack: [herb("Saw palmetto berry extract 320 mg", "saw-palmetto", 320)],
    flags: [flag("saw-palmetto", med("edoxaban"), "minor", "moderate")],
    rationale: `${POORLY_STUDIED} The answer looks at saw palmetto by name.`,
    sources: [NOACS],
  }),
  scenario({
    id: "vitamins-apixaban-quiet",
    title: "Vitamin D and magnesium while on apixaban: not herbal medicines",
    medicines: ["apixaban"],
    conditions: [],
    stack: [
      take(PRODUCT.vitaminD10),
      {
        custom: {
          name: "Magnesium 150 mg",
          ingredients: [{ ingredient: "magnesium", amount: 150, unit: "mg" }],
        },
        servingsPerDay: 1,
      },
    ],
    noFlags: [noFlag("vitamin-d3", med("apixaban")), noFlag("magnesium", med("apixaban"))],
    rationale: "The SPS answer is about herbal medicines; vitamin D and magnesium are not.",
    sources: [NOACS],
  }),
  scenario({
    id: "valerian-amlodipine-quiet",
    title: "Valerian with amlodipine: the answer is about anticoagulants",
    medicines: ["amlodipine"],
    conditions: [],
    stack: [take(PRODUCT.valerian)],
    noFlags: [noFlag("valerian", med("amlodipine"))],
    rationale: "The SPS answer speaks of the newer anticoagulants only.",
    sources: [NOACS],
  }),
  scenario({
    id: "valerian-ckd-3",
    title: "Valerian for sleep with CKD stage 3",
    conditions: ["CKD stage 3"],
    stack: [take(PRODUCT.valerian)],
    flags: [flag("valerian", cond("CKD stage 3"), "moderate")],
    rationale: AVOID_IN_LIVER_OR_KIDNEY_DISEASE,
    sources: [HIGH_RISK],
  }),
  scenario({
    id: "echinacea-cirrhosis",
    title: "Echinacea for colds with cirrhosis of the liver",
    conditions: ["cirrhosis of the liver"],
    stack: [take(PRODUCT.echinacea)],
    flags: [flag("echinacea", cond("cirrhosis of the liver"), "moderate")],
    rationale: AVOID_IN_LIVER_OR_KIDNEY_DISEASE,
    sources: [HIGH_RISK],
  }),
  scenario({
    id: "valerian-kidney-stones-quiet",
    title: "Valerian with a history of kidney stones: not kidney disease",
    conditions: ["kidney stones"],
    stack: [take(PRODUCT.valerian)],
    noFlags: [noFlag("valerian", cond("kidney stones"))],
    rationale:
      "The SPS advice is about liver and kidney disease; kidney stones are not impaired kidney function.",
    sources: [HIGH_RISK],
  }),
  scenario({
    id: "chamomile-pregnant",
    title: "Chamomile capsules for sleep at 20 weeks pregnant",
    conditions: ["20 weeks pregnant"],
    stack: [herb("Chamomile flower extract 350 mg", "chamomile", 350)],
    flags: [flag("chamomile", cond("20 weeks pregnant"), "moderate")],
    rationale: AVOID_IN_PREGNANCY,
    sources: [PREGNANCY],
  }),
  scenario({
    id: "liquorice-breastfeeding",
    title: "Liquorice root capsules while breastfeeding",
    conditions: ["breastfeeding"],
    stack: [herb("Liquorice root 400 mg", "licorice-root", 400)],
    flags: [flag("licorice-root", cond("breastfeeding"), "moderate")],
    rationale: AVOID_WHILE_BREASTFEEDING,
    sources: [BREASTFEEDING],
  }),
];
