// The wnci2 round's scenarios: yohimbe with diabetes medicines from NCI's 2009 table, and neighbours it does not name.
import type { ScenarioInput } from "../schema";
import { CAUTIONS } from "./by-mechanism";
import { flag, med, noFlag } from "./build";

type StackItem = ScenarioInput["stack"][number];

const NCI_TABLE = {
  title:
    "Nutrition in Cancer Care (PDQ), Health Professional Version, Table 3: common herbal treatments used by people with cancer and possible food/drug interactions",
  publisher: "National Cancer Institute (archived by the UNT Libraries End of Term web archive, 2009)",
  url: "https://webarchive.library.unt.edu/eot2008/20090510023941/http://www.cancer.gov/cancertopics/pdq/supportivecare/nutrition/HealthProfessional/Table3",
} satisfies ScenarioInput["sources"][number];

const YOHIMBE: StackItem = {
  custom: {
    name: "Yohimbe bark extract 500 mg",
    ingredients: [{ ingredient: "yohimbe", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 1,
};

const NAMED =
  "NCI PDQ, nutrition in cancer care, Table 3: yohimbe decreases the effect of antidepressants, antihypertensives, hyperglycaemic agents (medicines for high blood sugar), MAOIs and St John's wort.";
const QUIET =
  "NCI's table names antidepressants, blood pressure and blood sugar medicines and MAOIs with yohimbe; a thyroid hormone or a statin is none of these.";

function flagged(id: string, title: string, medicine: string): ScenarioInput {
  return {
    id: `sc-wnci2-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [YOHIMBE],
    expect: { flags: [flag("yohimbe", med(medicine), CAUTIONS[0], CAUTIONS[1])] },
    rationale: NAMED,
    sources: [NCI_TABLE],
  };
}

function quiet(id: string, title: string, medicine: string): ScenarioInput {
  return {
    id: `sc-wnci2-quiet-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [YOHIMBE],
    expect: { noFlags: [noFlag("yohimbe", med(medicine))] },
    rationale: QUIET,
    sources: [NCI_TABLE],
  };
}

export const WNCI2_SCENARIOS: ScenarioInput[] = [
  flagged("yohimbe-metformin", "Metformin and a yohimbe bark supplement", "metformin 500mg tablets"),
  flagged("yohimbe-lantus", "Lantus insulin and yohimbe bark extract", "Lantus"),
  flagged("yohimbe-januvia", "Januvia (sitagliptin) and yohimbe bark extract", "Januvia"),
  flagged("yohimbe-forxiga", "Forxiga (dapagliflozin) and yohimbe bark extract", "Forxiga"),
  quiet("yohimbe-levothyroxine", "Levothyroxine (Eltroxin) and yohimbe bark extract", "Eltroxin"),
  quiet("yohimbe-simvastatin", "Simvastatin and yohimbe bark extract", "simvastatin"),
];
