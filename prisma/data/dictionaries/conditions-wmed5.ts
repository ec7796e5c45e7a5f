// Conditions a UK product information text read in the unread-medicines round (wmed5) names that the dictionary
// lacked; each sits under the broader condition, so that condition's records still reach it.
import type { Condition } from "../../../lib/interactions/dictionary-schema";
import { REF_WMED5 } from "../interactions/references-wmed5";

export const CONDITIONS_WMED5: Condition[] = [
  // Potassium Citrate Mixture's section 4.3 names "ventricular arrhythmias", narrower than any heart rhythm problem.
  {
    slug: "ventricular-arrhythmia",
    name: "Ventricular arrhythmia (a heart rhythm problem in the lower chambers)",
    synonyms: [
      "ventricular arrhythmia",
      "ventricular arrhythmias",
      "ventricular fibrillation",
      "ventricular tachycardia",
      "ventricular tachyarrhythmia",
    ],
    parents: ["arrhythmia"],
    references: [REF_WMED5.arrhythmiaNhsWales],
  },
];
