// The wzero3 round's ingredients, written from its sources independently of the records.
import type { ScenarioInput } from "../schema";
import { cond, flag, take } from "./build";
import { pairCases } from "./by-mechanism";
import { PRODUCT } from "./products";

type Source = ScenarioInput["sources"][number];
type StackItem = ScenarioInput["stack"][number];

// MyProtein L-Glutamine powder, 5 g a serving.
const GLUTAMINE = take(PRODUCT.glutamine);
// Host Defense Lion's Mane capsules, 1,000 mg of mycelium powder a serving.
const LIONS_MANE: StackItem = { product: "host-defense-lions-mane-mushroom-capsules-60", servingsPerDay: 1 };

const SOY: StackItem = {
  custom: {
    name: "Soy isoflavones 50 mg tablets",
    ingredients: [{ ingredient: "soy-isoflavones", amount: 50, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const PHARMACY_NETWORK_MENOPAUSE: Source = {
  title: "Managing the menopause: complementary therapies",
  publisher: "Pharmacy Network News (pharmacy-network.co.uk)",
  url: "https://pharmacy-network.co.uk/clinical/819037-managing-the-menopause/complementary-therapies-819258",
};

const ONCALL_GLUTAMINE: Source = {
  title: "Glutamine: drug monograph (contraindications and interactions)",
  publisher: "Pediatric Oncall",
  url: "https://www.pediatriconcall.com/drugs/glutamine/160",
};
const LEAFLET_GLUTAMINE: Source = {
  title: "Glutamine (patient medicine information)",
  publisher: "Health library, umcvc.org",
  url: "https://umcvc.org/health-library/d07315a1",
};
const BCCT_MUSHROOMS: Source = {
  title: "Medicinal mushrooms (therapy summary, key points)",
  publisher: "Beyond Conventional Cancer Therapies (BCCT)",
  url: "https://bcct.ngo/search-therapies/search-therapy-summaries/medicinal-mushrooms",
};

const LACTULOSE =
  "Pediatric Oncall's monograph says glutamine may diminish the ammonia-lowering effect of lactulose; the person should be asked why they take lactulose, a caution rather than a ban.";
const LAXATIVE_QUIET =
  "The monograph names lactulose only, for its ammonia-lowering effect; this laxative is not lactulose, so no glutamine interaction should be shown.";
const GLUTAMINE_ORGAN =
  "Pediatric Oncall lists renal and liver impairment among glutamine's contraindications and the patient leaflet asks people with liver or kidney disease to tell their doctor first: a question for the doctor, not a ban, since both are written for glutamine given as a medicine.";
const GLUTAMINE_BABY =
  "The glutamine patient leaflet says not to use it without a doctor's advice when pregnant or breastfeeding, as it is not known whether it could harm the baby.";
const GLUTAMINE_QUIET =
  "Neither glutamine source names this condition, so no glutamine caution should be shown.";
const MUSHROOM_BABY =
  "BCCT's summary, which lists lion's mane among medicinal mushrooms, says evidence is insufficient to establish safety in pregnancy and lactation and suggests not using mushroom extracts while pregnant or nursing.";
const MUSHROOM_QUIET =
  "BCCT's summary names only pregnancy and breastfeeding as cautions for mushroom extracts; this condition is not one, so no lion's mane caution should be shown.";

const SOY_BREAST =
  "The article says complementary therapies with phytoestrogens, as in red clover and soya, should not be used by people with a history of breast cancer, so the combination must be stopped or at least strongly flagged.";
const SOY_QUIET =
  "The article names a history of breast cancer only; this condition is not one, so no soy isoflavone caution from it should be shown.";

const medicines = pairCases("sc-wzero3-glutamine-", "medicine");
const conditions = pairCases("sc-wzero3-", "condition");
const ASKS = ["minor", "moderate"] as const;
const withMedicine = (id: string, medicine: string, title: string) =>
  medicines.named(id, title, "glutamine", medicine, GLUTAMINE, ASKS, LACTULOSE, [ONCALL_GLUTAMINE]);

const quietMedicine = (id: string, medicine: string, title: string) =>
  medicines.quiet(id, title, "glutamine", medicine, GLUTAMINE, LAXATIVE_QUIET, [ONCALL_GLUTAMINE]);

const withCondition = (
  id: string,
  stack: StackItem,
  ingredient: string,
  condition: string,
  title: string,
  rationale: string,
  sources: Source[],
) => conditions.named(id, title, ingredient, condition, stack, ASKS, rationale, sources);

const quietCondition = (
  id: string,
  stack: StackItem,
  ingredient: string,
  condition: string,
  title: string,
  rationale: string,
  sources: Source[],
) => conditions.quiet(id, title, ingredient, condition, stack, rationale, sources);

const GLUTAMINE_SOURCES = [ONCALL_GLUTAMINE, LEAFLET_GLUTAMINE];

export const WZERO3_SCENARIOS: ScenarioInput[] = [
  // Glutamine and lactulose, typed by name, brand and with a dose; other laxatives stay quiet.
  withMedicine("lactulose", "lactulose", "Person on lactulose adds a glutamine powder"),
  withMedicine("duphalac", "Duphalac", "Person on Duphalac adds a glutamine powder"),
  withMedicine(
    "lactulose-dose",
    "Lactulose solution 15ml twice a day",
    "Person taking lactulose solution twice a day adds glutamine",
  ),
  quietMedicine("senna", "senna 7.5mg at night", "Person taking senna adds glutamine"),
  quietMedicine("movicol", "Movicol one sachet a day", "Person taking Movicol adds glutamine"),
  quietMedicine("rifaximin", "rifaximin 550mg twice a day", "Person taking rifaximin adds glutamine"),
  // Glutamine in liver and kidney disease, in lay and clinical words.
  ...(
    [
      ["liver-disease", "liver disease", "Person with liver disease adds glutamine"],
      ["cirrhosis", "cirrhosis of the liver", "Person with cirrhosis adds glutamine"],
      ["fatty-liver", "fatty liver", "Person with a fatty liver adds glutamine"],
      ["ckd", "CKD stage 3", "Person with stage 3 chronic kidney disease adds glutamine"],
      ["kidney-disease", "kidney disease", "Person with kidney disease adds glutamine"],
      ["dialysis", "on dialysis", "Person on dialysis adds glutamine"],
    ] as const
  ).map(([id, condition, title]) =>
    withCondition(
      `glutamine-${id}`,
      GLUTAMINE,
      "glutamine",
      condition,
      title,
      GLUTAMINE_ORGAN,
      GLUTAMINE_SOURCES,
    ),
  ),
  ...(
    [
      ["pregnant", "12 weeks pregnant", "Woman 12 weeks pregnant adds glutamine"],
      ["expecting", "expecting a baby", "Woman expecting a baby adds glutamine"],
      ["breastfeeding", "breastfeeding", "Breastfeeding mother adds glutamine"],
    ] as const
  ).map(([id, condition, title]) =>
    withCondition(`glutamine-${id}`, GLUTAMINE, "glutamine", condition, title, GLUTAMINE_BABY, [
      LEAFLET_GLUTAMINE,
    ]),
  ),
  ...(
    [
      ["kidney-stones", "kidney stones", "Person with kidney stones adds glutamine"],
      ["gallstones", "gallstones", "Person with gallstones adds glutamine"],
      ["ibs", "IBS", "Person with IBS adds glutamine"],
    ] as const
  ).map(([id, condition, title]) =>
    quietCondition(
      `glutamine-${id}`,
      GLUTAMINE,
      "glutamine",
      condition,
      title,
      GLUTAMINE_QUIET,
      GLUTAMINE_SOURCES,
    ),
  ),
  // Lion's mane in pregnancy and breastfeeding; other conditions stay quiet.
  ...(
    [
      ["pregnant", "pregnant", "Pregnant woman adds lion's mane capsules"],
      ["weeks-pregnant", "20 weeks pregnant", "Woman 20 weeks pregnant adds lion's mane"],
      ["breastfeeding", "breast feeding my baby", "Breastfeeding mother adds lion's mane"],
    ] as const
  ).map(([id, condition, title]) =>
    withCondition(`lions-mane-${id}`, LIONS_MANE, "lions-mane", condition, title, MUSHROOM_BABY, [
      BCCT_MUSHROOMS,
    ]),
  ),
  ...(
    [
      ["liver-disease", "liver disease", "Person with liver disease adds lion's mane"],
      ["trying-to-conceive", "trying to conceive", "Woman trying to conceive adds lion's mane"],
      ["high-blood-pressure", "high blood pressure", "Person with high blood pressure adds lion's mane"],
    ] as const
  ).map(([id, condition, title]) =>
    quietCondition(`lions-mane-${id}`, LIONS_MANE, "lions-mane", condition, title, MUSHROOM_QUIET, [
      BCCT_MUSHROOMS,
    ]),
  ),
  // Soy isoflavones after breast cancer, in several phrasings; other cancers and menopause itself stay quiet.
  ...(
    [
      ["breast-cancer", "breast cancer", "Woman with breast cancer adds soy isoflavones"],
      ["history", "history of breast cancer", "Woman with a history of breast cancer adds soy isoflavones"],
      ["survivor", "breast cancer survivor", "Breast cancer survivor adds soy isoflavones for hot flushes"],
      ["years-ago", "had breast cancer 5 years ago", "Woman who had breast cancer 5 years ago adds soy"],
    ] as const
  ).map(([id, condition, title]): ScenarioInput => ({
    id: `sc-wzero3-soy-${id}`,
    title,
    profile: { medicines: [], conditions: [condition] },
    stack: [SOY],
    expect: { flags: [flag("soy-isoflavones", cond(condition), "major")] },
    rationale: SOY_BREAST,
    sources: [PHARMACY_NETWORK_MENOPAUSE],
  })),
  ...(
    [
      ["bowel-cancer", "bowel cancer", "Person with bowel cancer adds soy isoflavones"],
      ["menopause", "menopause", "Woman going through the menopause adds soy isoflavones"],
    ] as const
  ).map(([id, condition, title]) =>
    quietCondition(`soy-${id}`, SOY, "soy-isoflavones", condition, title, SOY_QUIET, [
      PHARMACY_NETWORK_MENOPAUSE,
    ]),
  ),
];
