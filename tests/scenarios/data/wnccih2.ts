// NCCIH herb pages read systematically (wnccih2): dandelion with the medicine groups its current page names, and agnus
// castus with womb and ovarian cancer; medicines and cancers the pages do not name stay quiet. Written from the pages.
import type { ScenarioInput } from "../schema";
import { CAUTIONS, conditionCases } from "./by-mechanism";
import { flag, med, noFlag } from "./build";
import { PRODUCT } from "./products";

type Reference = ScenarioInput["sources"][number];
const NCCIH = "National Center for Complementary and Integrative Health (NIH)";

const SOURCE = {
  dandelion: {
    title: "Dandelion: usefulness and safety (What Do We Know About Safety?)",
    publisher: `${NCCIH}, served from its CloudFront address`,
    url: "https://d11phh4h66yddz.cloudfront.net/health/dandelion",
  },
  chasteberry: {
    title: "Chasteberry: usefulness and safety (What Do We Know About Safety?)",
    publisher: NCCIH,
    url: "https://nccih.nih.gov/health/chasteberry",
  },
} satisfies Record<string, Reference>;

const DANDELION =
  "NCCIH: there are theoretical reasons to suspect dandelion might interact with antidiabetes, anticoagulant, antiplatelet and water pill drugs; talk with a health care provider before using it with any medicine.";
const DANDELION_QUIET =
  "NCCIH's dandelion page names diabetes medicines, anticoagulants, antiplatelet medicines and water pills, not this medicine.";
const CHASTEBERRY =
  "NCCIH: it may not be safe for women with hormone-sensitive conditions, such as breast, uterine or ovarian cancer, to take chasteberry.";
const CHASTEBERRY_QUIET =
  "NCCIH's chasteberry page names breast, uterine and ovarian cancer, not this cancer.";

const DANDELION_ROOT: ScenarioInput["stack"][number] = {
  custom: {
    name: "Dandelion root 500 mg capsules",
    ingredients: [{ ingredient: "dandelion", amount: 500, unit: "mg" }],
  },
  servingsPerDay: 2,
};

function dandelionWith(id: string, title: string, medicine: string): ScenarioInput {
  return {
    id: `sc-wnccih2-dandelion-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [DANDELION_ROOT],
    expect: { flags: [flag("dandelion", med(medicine), ...CAUTIONS)] },
    rationale: DANDELION,
    sources: [SOURCE.dandelion],
  };
}

function dandelionQuiet(id: string, title: string, medicine: string): ScenarioInput {
  return {
    id: `sc-wnccih2-dandelion-quiet-${id}`,
    title,
    profile: { medicines: [medicine] },
    stack: [DANDELION_ROOT],
    expect: { noFlags: [noFlag("dandelion", med(medicine))] },
    rationale: DANDELION_QUIET,
    sources: [SOURCE.dandelion],
  };
}

const { named, quiet } = conditionCases("sc-wnccih2-");
const agnus = (id: string, typed: string) =>
  named(
    `agnus-castus-${id}`,
    `${typed}, and agnus castus for PMS`,
    "chasteberry",
    typed,
    PRODUCT.agnusCastus,
    CAUTIONS,
    CHASTEBERRY,
    [SOURCE.chasteberry],
  );
const agnusQuiet = (id: string, typed: string) =>
  quiet(
    `agnus-castus-quiet-${id}`,
    `${typed}, which the chasteberry page does not name, and agnus castus`,
    "chasteberry",
    typed,
    PRODUCT.agnusCastus,
    CHASTEBERRY_QUIET,
    [SOURCE.chasteberry],
  );

export const WNCCIH2_SCENARIOS: ScenarioInput[] = [
  dandelionWith("warfarin", "On warfarin and starts dandelion root capsules", "warfarin"),
  dandelionWith(
    "apixaban",
    "Takes apixaban for atrial fibrillation and dandelion root",
    "apixaban 5mg twice a day",
  ),
  dandelionWith("aspirin", "Low-dose aspirin and dandelion root for digestion", "aspirin 75mg"),
  dandelionWith("clopidogrel", "Clopidogrel after a stent and dandelion root", "clopidogrel"),
  dandelionWith("metformin", "Metformin for type 2 diabetes and dandelion root", "metformin"),
  dandelionWith("gliclazide", "Gliclazide and dandelion root capsules", "gliclazide"),
  dandelionWith("furosemide", "Furosemide for swollen ankles and dandelion root", "furosemide"),
  dandelionWith(
    "bendroflumethiazide",
    "Bendroflumethiazide and dandelion as a 'natural diuretic'",
    "bendroflumethiazide",
  ),
  dandelionWith("water-tablets", "Takes water tablets and adds dandelion root", "water tablets"),
  dandelionQuiet("amlodipine", "Amlodipine for blood pressure and dandelion root", "amlodipine"),
  dandelionQuiet("atorvastatin", "Atorvastatin and dandelion root capsules", "atorvastatin"),
  dandelionQuiet("levothyroxine", "Levothyroxine and dandelion root capsules", "levothyroxine"),
  agnus("ovarian", "ovarian cancer"),
  agnus("ovarian-past", "had ovarian cancer 5 years ago"),
  agnus("womb", "womb cancer"),
  agnus("endometrial", "endometrial cancer"),
  agnus("uterine", "uterine cancer in remission"),
  agnusQuiet("bowel", "bowel cancer"),
  agnusQuiet("lung", "lung cancer"),
];
