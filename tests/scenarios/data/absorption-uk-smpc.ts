// Iron, calcium, magnesium and zinc with the medicines UK product information (section 4.5) and the NIH fact
// sheets say they bind in the gut: tetracyclines, quinolones, bisphosphonates, thyroid hormone, integrase
// inhibitors, eltrombopag, entacapone, levodopa, penicillamine — and antibiotics no source names, which must not alarm.
import type { ScenarioInput } from "../schema";
import { flag, med, noFlag } from "./build";
import { scenario } from "./by-mechanism";
import { PRODUCT } from "./products";
import { REF } from "./references";
import { REF2 } from "./references-part-2";

type Mineral = "iron" | "calcium" | "magnesium" | "zinc";

const PRODUCT_OF = {
  iron: PRODUCT.iron20,
  calcium: PRODUCT.osteocare,
  magnesium: PRODUCT.magnesiumCitrate200,
  zinc: PRODUCT.zinc22,
} as const;

const LABEL = {
  iron: "an iron supplement",
  calcium: "a calcium and vitamin D tablet",
  magnesium: "magnesium citrate",
  zinc: "a zinc supplement",
} as const;

interface Binding {
  mineral: Mineral;
  medicine: string;
  /** What the medicine is, for the title ("the antibiotic"). */
  what: string;
  rationale: string;
  sources: ScenarioInput["sources"];
  min?: "minor" | "moderate";
}

/** A mineral with a medicine it binds: a separation warning, minor to major. */
function binds(entry: Binding): ScenarioInput {
  const slug = entry.medicine.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-");
  return scenario(
    {
      id: `sc-absorb-${slug}-${entry.mineral}`,
      title: `${entry.medicine} (${entry.what}) with ${LABEL[entry.mineral]}`,
      medicines: [entry.medicine],
      stack: [PRODUCT_OF[entry.mineral]],
      rationale: entry.rationale,
      sources: entry.sources,
    },
    { flags: [flag(entry.mineral, med(entry.medicine), entry.min ?? "minor", "major")] },
  );
}

const TETRACYCLINE =
  "Iron, calcium, magnesium and zinc form complexes with tetracyclines in the gut, so less antibiotic is absorbed; the doses must be taken hours apart.";
const QUINOLONE =
  "Polyvalent cations (iron, calcium, magnesium, zinc) bind quinolone antibiotics in the gut and cut their absorption; the mineral must be taken hours apart.";
const BISPHOSPHONATE =
  "Bisphosphonates are barely absorbed at the best of times; calcium, iron and magnesium taken at the same time bind them and stop absorption, so the mineral must wait until later in the day.";
const INTEGRASE =
  "Integrase inhibitors bind polyvalent cations: taken together on an empty stomach, iron, calcium or magnesium lower their levels, so the product information sets a timing gap.";
const THYROID =
  "Minerals such as calcium, iron and magnesium bind levothyroxine in the gut and reduce its absorption; the NHS advises taking them at least 4 hours apart.";

const POSITIVES: ScenarioInput[] = [
  // Tetracyclines.
  binds({
    mineral: "iron",
    medicine: "Minocycline",
    what: "an antibiotic for acne",
    rationale: TETRACYCLINE,
    sources: [REF2.ferrousSulfateSmpc, REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Oxytetracycline",
    what: "an antibiotic for rosacea or acne",
    rationale: TETRACYCLINE,
    sources: [REF2.ferrousSulfateSmpc, REF.ironTetracyclineAbsorption],
  }),
  binds({
    mineral: "calcium",
    medicine: "Doxycycline",
    what: "an antibiotic or malaria tablet",
    rationale: TETRACYCLINE,
    sources: [REF2.odsCalcium, REF2.nhsDoxycycline],
  }),
  binds({
    mineral: "calcium",
    medicine: "Lymecycline",
    what: "an antibiotic for acne",
    rationale: TETRACYCLINE,
    sources: [REF2.odsCalcium, REF.emcAntacidInteractions],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Minocycline",
    what: "an antibiotic for acne",
    rationale: TETRACYCLINE,
    sources: [REF2.odsMagnesium, REF.emcMagnesiumSaltsInteractions],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Tetracycline",
    what: "an antibiotic",
    rationale: TETRACYCLINE,
    sources: [REF2.odsMagnesium, REF.emcMagnesiumSaltsInteractions],
  }),
  binds({
    mineral: "zinc",
    medicine: "Doxycycline",
    what: "an antibiotic",
    rationale: TETRACYCLINE,
    sources: [REF2.odsZinc, REF2.nhsDoxycycline],
  }),
  binds({
    mineral: "zinc",
    medicine: "Lymecycline",
    what: "an antibiotic for acne",
    rationale: TETRACYCLINE,
    sources: [REF2.odsZinc],
  }),
  // Quinolones.
  binds({
    mineral: "iron",
    medicine: "Levofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.ferrousSulfateSmpc, REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Moxifloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.ferrousSulfateSmpc],
  }),
  binds({
    mineral: "iron",
    medicine: "Ofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.ferrousSulfateSmpc],
  }),
  binds({
    mineral: "calcium",
    medicine: "Ciprofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsCalcium, REF2.nhsCiprofloxacin],
  }),
  binds({
    mineral: "calcium",
    medicine: "Levofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsCalcium],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Ciprofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsMagnesium, REF.antacidCiprofloxacin],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Moxifloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsMagnesium, REF.emcMagnesiumSaltsInteractions],
  }),
  binds({
    mineral: "zinc",
    medicine: "Ciprofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsZinc, REF.ironCiprofloxacin],
  }),
  binds({
    mineral: "zinc",
    medicine: "Levofloxacin",
    what: "a quinolone antibiotic",
    rationale: QUINOLONE,
    sources: [REF2.odsZinc],
  }),
  // Bisphosphonates.
  binds({
    mineral: "iron",
    medicine: "Alendronic acid",
    what: "a weekly osteoporosis tablet",
    rationale: BISPHOSPHONATE,
    sources: [REF2.ferrousSulfateSmpc],
  }),
  binds({
    mineral: "iron",
    medicine: "Actonel",
    what: "risedronate for osteoporosis",
    rationale: BISPHOSPHONATE,
    sources: [REF2.ferrousSulfateSmpc],
  }),
  binds({
    mineral: "calcium",
    medicine: "Fosamax",
    what: "alendronic acid",
    rationale: BISPHOSPHONATE,
    sources: [REF2.odsCalcium, REF.emcAntacidInteractions],
  }),
  binds({
    mineral: "calcium",
    medicine: "Ibandronic acid",
    what: "a monthly osteoporosis tablet",
    rationale: BISPHOSPHONATE,
    sources: [REF2.odsCalcium, REF.emcAntacidInteractions],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Alendronic acid",
    what: "a weekly osteoporosis tablet",
    rationale: BISPHOSPHONATE,
    sources: [REF.emcMagnesiumSupplementSmpc, REF2.odsMagnesium],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Ibandronic acid",
    what: "a monthly osteoporosis tablet",
    rationale: BISPHOSPHONATE,
    sources: [REF.emcMagnesiumSupplementSmpc, REF2.odsMagnesium],
  }),
  // Thyroid hormone.
  binds({
    mineral: "magnesium",
    medicine: "Levothyroxine",
    what: "thyroid hormone",
    rationale: THYROID,
    sources: [REF2.nhsLevothyroxine, REF.emcMagnesiumSaltsInteractions],
  }),
  binds({
    mineral: "iron",
    medicine: "Thyroxine",
    what: "levothyroxine by its old name",
    rationale: THYROID,
    sources: [REF2.nhsLevothyroxine, REF2.odsIron],
  }),
  binds({
    mineral: "calcium",
    medicine: "Thyroxine",
    what: "levothyroxine by its old name",
    rationale: THYROID,
    sources: [REF2.nhsLevothyroxine, REF2.odsCalcium],
  }),
  // Integrase inhibitors.
  binds({
    mineral: "iron",
    medicine: "Isentress",
    what: "raltegravir for HIV",
    rationale: INTEGRASE,
    sources: [REF2.isentressEpar, REF.hivInsiteIntegraseCations],
  }),
  binds({
    mineral: "iron",
    medicine: "Biktarvy",
    what: "an HIV medicine with bictegravir",
    rationale: INTEGRASE,
    sources: [REF2.biktarvyEpar],
  }),
  binds({
    mineral: "calcium",
    medicine: "Biktarvy",
    what: "an HIV medicine with bictegravir",
    rationale: INTEGRASE,
    sources: [REF2.biktarvyEpar],
  }),
  binds({
    mineral: "calcium",
    medicine: "Dolutegravir",
    what: "an HIV medicine",
    rationale: INTEGRASE,
    sources: [REF2.tivicayEpar, REF.hivInsiteIntegraseCations],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Tivicay",
    what: "dolutegravir for HIV",
    rationale: INTEGRASE,
    sources: [REF2.tivicayEpar],
  }),
  binds({
    mineral: "magnesium",
    medicine: "Dovato",
    what: "an HIV medicine with dolutegravir",
    rationale: INTEGRASE,
    sources: [REF2.tivicayEpar],
  }),
  // Eltrombopag, entacapone, levodopa, penicillamine.
  binds({
    mineral: "iron",
    medicine: "Revolade",
    what: "eltrombopag for low platelets",
    rationale:
      "The product information of eltrombopag asks for at least 4 hours between it and antacids, dairy food or supplements with polyvalent cations such as iron, calcium, magnesium and zinc, which lower its levels.",
    sources: [REF2.revoladeEpar],
  }),
  binds({
    mineral: "calcium",
    medicine: "Eltrombopag",
    what: "for low platelets",
    rationale:
      "Eltrombopag is chelated by polyvalent cations such as calcium; its product information asks for at least 4 hours between them.",
    sources: [REF2.revoladeEpar],
  }),
  binds({
    mineral: "zinc",
    medicine: "Revolade",
    what: "eltrombopag for low platelets",
    rationale:
      "The eltrombopag product information names zinc among the polyvalent cations that must be taken at least 4 hours apart from it.",
    sources: [REF2.revoladeEpar],
  }),
  binds({
    mineral: "iron",
    medicine: "Comtess",
    what: "entacapone for Parkinson's",
    rationale:
      "Entacapone may form chelates with iron in the gut; its product information asks for at least 2 to 3 hours between them.",
    sources: [REF2.comtanEpar],
  }),
  binds({
    mineral: "iron",
    medicine: "Stalevo",
    what: "levodopa, carbidopa and entacapone",
    rationale:
      "Stalevo contains levodopa and entacapone, both of which iron binds in the gut; the doses should be taken hours apart.",
    sources: [REF2.comtanEpar, REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Sinemet",
    what: "co-careldopa for Parkinson's",
    rationale:
      "Iron supplements can reduce the absorption of levodopa; the NIH iron fact sheet lists levodopa among the medicines iron interacts with.",
    sources: [REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Madopar",
    what: "co-beneldopa for Parkinson's",
    rationale: "Madopar contains levodopa, whose absorption iron supplements can reduce.",
    sources: [REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Penicillamine",
    what: "for Wilson's disease or rheumatoid arthritis",
    rationale: "Oral iron reduces the absorption of penicillamine; the doses must be separated.",
    sources: [REF2.bnfPenicillamine],
  }),
  binds({
    mineral: "zinc",
    medicine: "Penicillamine",
    what: "for Wilson's disease or rheumatoid arthritis",
    rationale:
      "Zinc reduces the absorption of penicillamine (and penicillamine that of zinc); the doses must be separated.",
    sources: [REF2.bnfPenicillamine, REF2.odsZinc],
  }),
  // Over-the-counter medicines named by brand.
  binds({
    mineral: "iron",
    medicine: "Gaviscon",
    what: "an alginate for heartburn",
    rationale:
      "UK product information for Gaviscon asks for a 2-hour interval between it and other medicines taken by mouth, iron salts among them.",
    sources: [REF2.gavisconAdvanceSmpc],
  }),
  binds({
    mineral: "iron",
    medicine: "Zoton",
    what: "lansoprazole for heartburn",
    rationale:
      "Proton pump inhibitors reduce stomach acid, which lowers the absorption of iron from food and supplements; the NIH iron fact sheet names them.",
    sources: [REF2.odsIron],
  }),
  binds({
    mineral: "iron",
    medicine: "Nexium",
    what: "esomeprazole for heartburn",
    rationale:
      "Proton pump inhibitors such as esomeprazole reduce the acid that helps iron be absorbed; the NIH iron fact sheet names them.",
    sources: [REF2.odsIron],
  }),
];

// A multivitamin with minerals brings the same minerals; the separation applies to it too.
const MULTIVITAMIN: ScenarioInput[] = [
  scenario(
    {
      id: "sc-absorb-doxycycline-multivitamin",
      title: "Doxycycline for acne with a daily multivitamin and minerals",
      medicines: ["Doxycycline"],
      stack: [PRODUCT.centrum],
      rationale:
        "The multivitamin contains iron and zinc, which bind doxycycline in the gut; the NHS says not to take them at the same time.",
      sources: [REF2.nhsDoxycycline, REF2.ferrousSulfateSmpc],
    },
    { flags: [flag("iron", med("Doxycycline"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-absorb-alendronic-acid-multivitamin",
      title: "Alendronic acid with a multivitamin and minerals at breakfast",
      medicines: ["Alendronic acid"],
      stack: [PRODUCT.centrum],
      rationale:
        "Alendronic acid must be taken on an empty stomach with nothing else; the multivitamin's iron binds it.",
      sources: [REF2.ferrousSulfateSmpc],
    },
    { flags: [flag("iron", med("Alendronic acid"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-absorb-levothyroxine-multivitamin",
      title: "Levothyroxine with a multivitamin containing iron",
      medicines: ["Levothyroxine"],
      stack: [PRODUCT.centrum],
      rationale:
        "The multivitamin's iron binds levothyroxine; the NHS advises 4 hours between levothyroxine and iron-containing supplements.",
      sources: [REF2.nhsLevothyroxine, REF2.odsIron],
    },
    { flags: [flag("iron", med("Levothyroxine"), "minor", "major")] },
  ),
  scenario(
    {
      id: "sc-absorb-ciprofloxacin-zma",
      title: "Ciprofloxacin while taking ZMA (zinc and magnesium) for training",
      medicines: ["Ciprofloxacin"],
      stack: [PRODUCT.zma],
      rationale:
        "ZMA gives zinc 30 mg and magnesium 450 mg, both of which bind ciprofloxacin and cut its absorption.",
      sources: [REF2.odsZinc, REF2.odsMagnesium, REF.antacidCiprofloxacin],
    },
    {
      flags: [
        flag("zinc", med("Ciprofloxacin"), "minor", "major"),
        flag("magnesium", med("Ciprofloxacin"), "minor", "major"),
      ],
    },
  ),
];

interface Unbound {
  id: string;
  medicine: string;
  what: string;
  mineral: Mineral;
}

/** Antibiotics and everyday medicines no source says minerals bind: no separation warning. */
function notBound(entry: Unbound): ScenarioInput {
  return scenario(
    {
      id: entry.id,
      title: `${entry.medicine} (${entry.what}) with ${LABEL[entry.mineral]}`,
      medicines: [entry.medicine],
      stack: [PRODUCT_OF[entry.mineral]],
      rationale: `The product information of minerals names tetracyclines, quinolones, bisphosphonates, thyroid hormone and a few others; ${entry.medicine.toLowerCase()} is not among them and no source reports that ${entry.mineral} binds it.`,
      sources: [
        REF2.ferrousSulfateSmpc,
        entry.mineral === "iron"
          ? REF2.odsIron
          : entry.mineral === "zinc"
            ? REF2.odsZinc
            : entry.mineral === "calcium"
              ? REF2.odsCalcium
              : REF2.odsMagnesium,
      ],
    },
    { noFlags: [noFlag(entry.mineral, med(entry.medicine))] },
  );
}

const NEGATIVES: ScenarioInput[] = [
  notBound({
    id: "sc-absorb-amoxicillin-iron",
    medicine: "Amoxicillin",
    what: "a penicillin antibiotic",
    mineral: "iron",
  }),
  notBound({
    id: "sc-absorb-amoxicillin-zinc",
    medicine: "Amoxicillin",
    what: "a penicillin antibiotic",
    mineral: "zinc",
  }),
  notBound({
    id: "sc-absorb-flucloxacillin-magnesium",
    medicine: "Flucloxacillin",
    what: "a penicillin antibiotic",
    mineral: "magnesium",
  }),
  notBound({
    id: "sc-absorb-clarithromycin-iron",
    medicine: "Clarithromycin",
    what: "a macrolide antibiotic",
    mineral: "iron",
  }),
  notBound({
    id: "sc-absorb-cefalexin-zinc",
    medicine: "Cefalexin",
    what: "a cephalosporin antibiotic",
    mineral: "zinc",
  }),
  notBound({
    id: "sc-absorb-nitrofurantoin-iron",
    medicine: "Nitrofurantoin",
    what: "an antibiotic for cystitis",
    mineral: "iron",
  }),
  notBound({
    id: "sc-absorb-amlodipine-calcium",
    medicine: "Amlodipine",
    what: "for blood pressure",
    mineral: "calcium",
  }),
  notBound({
    id: "sc-absorb-ramipril-magnesium",
    medicine: "Ramipril",
    what: "for blood pressure",
    mineral: "magnesium",
  }),
  notBound({
    id: "sc-absorb-sertraline-iron",
    medicine: "Sertraline",
    what: "an antidepressant",
    mineral: "iron",
  }),
  notBound({
    id: "sc-absorb-metformin-zinc",
    medicine: "Metformin",
    what: "for type 2 diabetes",
    mineral: "zinc",
  }),
];

export const ABSORPTION_UK_SMPC_SCENARIOS: ScenarioInput[] = [...POSITIVES, ...MULTIVITAMIN, ...NEGATIVES];
