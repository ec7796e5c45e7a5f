// Condition records of the p7 round (blind probes of the ingredients no catalogue product carries yet), each checked
// against the text it cites. Texts copied from a reference database are graded as theory (5).
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_P7 as R } from "./references-p7";
import { REF_VERIFY } from "./references-verify";
import { verifiedCondition as checked } from "./verified-record";

const DIABETES = {
  condition: "diabetes",
  conditionName: "Diabetes",
  conditionSynonyms: ["diabetes", "diabetic"],
};

function lowersBloodSugar(
  ingredient: string,
  herb: string,
  references: MedicalContraindicationInput["references"],
) {
  return checked({
    ingredient,
    ...DIABETES,
    level: "relative",
    advice: `Ask your diabetes team before taking ${herb} if you have diabetes, and check your blood sugar more often while you take it.`,
    why: `the Natural Medicines text on ${herb} says it may lower blood sugar in people with diabetes, and to watch for signs of low blood sugar and monitor blood sugar carefully.`,
    evidenceLevel: 5,
    references,
  });
}

// Resveratrol is a weak plant oestrogen: a hormone-sensitive cancer asks, and so does one named without its status.
const RESVERATROL_CANCERS = (
  [
    [
      "hormone-sensitive-cancer",
      "Hormone-sensitive cancer",
      ["hormone-sensitive cancer"],
      "a hormone-sensitive cancer",
    ],
    ["breast-cancer", "Breast cancer", ["breast cancer"], "breast cancer"],
    ["womb-cancer", "Womb (uterine) cancer", ["womb cancer", "uterine cancer"], "womb cancer"],
    ["ovarian-cancer", "Ovarian cancer", ["ovarian cancer"], "ovarian cancer"],
  ] as const
).map(([condition, conditionName, conditionSynonyms, state]) =>
  checked({
    ingredient: "resveratrol",
    condition,
    conditionName,
    conditionSynonyms,
    level: "relative",
    advice: `Ask your cancer team before taking resveratrol if you have or have had ${state}.`,
    why: "Memorial Sloan Kettering says resveratrol has hormone-like properties that may stimulate some types of cancer cells, and a manufacturer's product information says, as a weak plant oestrogen, it should be avoided with a hormone-sensitive cancer such as breast, uterine or ovarian cancer.",
    evidenceLevel: 5,
    references: [R.mskccResveratrol, R.hillPharmaResveratrol],
  }),
);

export const MEDICAL_CONTRAINDICATIONS_P7: MedicalContraindicationInput[] = [
  lowersBloodSugar("fenugreek", "fenugreek", [R.medicinenetFenugreek]),
  lowersBloodSugar("cinnamon", "cassia cinnamon", [R.cassiaCinnamonPrecautions]),
  lowersBloodSugar("tribulus", "tribulus", [R.medicinenetTribulus]),
  checked({
    ingredient: "tribulus",
    condition: "benign-prostatic-hyperplasia",
    conditionName: "Enlarged prostate (benign prostatic hyperplasia)",
    conditionSynonyms: ["enlarged prostate", "BPH"],
    level: "relative",
    advice: "Ask your GP before taking tribulus if you have an enlarged prostate.",
    why: "the Natural Medicines text on tribulus says there is a concern it might make prostate conditions such as benign prostatic hyperplasia worse, as early research suggests it can increase prostate weight.",
    evidenceLevel: 5,
    references: [R.medicinenetTribulus],
  }),
  // Case reports only, and disputed: it asks rather than blocks.
  checked({
    ingredient: "noni",
    condition: "liver-disease",
    conditionName: "Liver disease",
    conditionSynonyms: ["liver disease", "liver problems"],
    level: "relative",
    advice: "Ask your liver specialist or GP before taking noni if you have a liver condition.",
    why: "the NIH's LiverTox says a small number of case reports of liver injury have been attributed to noni, and CAM-Cancer that several cases of liver toxicity have been reported, though noni was not shown to cause them.",
    evidenceLevel: 4,
    references: [R.livertoxNoni, R.camCancerNoni],
  }),
  checked({
    ingredient: "green-coffee-extract",
    condition: "pregnancy",
    conditionName: "Pregnancy",
    conditionSynonyms: ["pregnant", "pregnancy"],
    level: "relative",
    advice:
      "Ask your midwife before taking green coffee extract if you are pregnant, and count its caffeine towards the 200 mg a day limit.",
    why: "UK Medicines Information says the adverse effects of green coffee extract appear to be mainly due to its caffeine, and in pregnancy caffeine should be kept to no more than 200 mg a day, as high levels can cause low birth weight and may increase the risk of miscarriage.",
    references: [R.ukmiGreenCoffee, REF_VERIFY.hseCaffeinePregnancy],
  }),
  checked({
    ingredient: "flaxseed",
    condition: "hormone-sensitive-breast-cancer",
    conditionName: "Hormone-sensitive breast cancer",
    conditionSynonyms: ["oestrogen receptor-positive breast cancer", "ER-positive breast cancer"],
    level: "relative",
    advice:
      "Ask your cancer team before taking flaxseed supplements if you have or have had hormone-sensitive breast cancer.",
    why: "Memorial Sloan Kettering's integrative medicine service says that, because flaxseed contains plant-oestrogen lignans, people with oestrogen receptor-positive breast cancer should use caution before taking flaxseed supplements.",
    evidenceLevel: 5,
    references: [R.mskccFlaxseed],
  }),
  ...RESVERATROL_CANCERS,
  checked({
    ingredient: "betaine",
    condition: "high-cholesterol",
    conditionName: "High cholesterol",
    conditionSynonyms: ["high cholesterol"],
    level: "relative",
    advice: "Ask your GP before taking 4 g or more of betaine a day if your cholesterol is high.",
    why: "the European Food Safety Authority found that daily doses of 4 g of betaine may significantly increase total and LDL cholesterol.",
    references: [R.efsaBetaineHomocysteine, R.efsaBetaineNovelFood],
    appliesWhen: {
      ingredient: "betaine",
      minDailyAmount: { amount: 4, unit: "g" },
      rationale:
        "EFSA describes the rise in cholesterol at intakes of 4 g a day and names no smaller amount.",
    },
  }),
  checked({
    ingredient: "bcaa",
    condition: "upcoming-surgery",
    conditionName: "Upcoming surgery",
    conditionSynonyms: ["surgery", "operation"],
    level: "relative",
    advice:
      "Stop taking BCAAs at least 2 weeks before a planned operation, and tell your surgical team you take them.",
    why: "the Natural Medicines text on branched-chain amino acids says they might affect blood sugar and so interfere with its control during and after surgery.",
    evidenceLevel: 5,
    references: [R.webmdBcaa],
  }),
];
