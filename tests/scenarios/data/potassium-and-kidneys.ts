// Potassium supplements with medicines that retain potassium (ACE inhibitors, angiotensin-II receptor
// blockers, spironolactone) and with chronic kidney disease; magnesium where the kidneys are fine.
import type { ScenarioInput } from "../schema";
import { cond, flag, med, noFlag, take } from "./build";
import { PRODUCT } from "./products";
import { REF } from "./references";

export const POTASSIUM_AND_KIDNEY_SCENARIOS: ScenarioInput[] = [
  {
    id: "sc-ramipril-potassium",
    title: "Ramipril for high blood pressure with potassium capsules",
    profile: { medicines: ["Ramipril"], conditions: ["high blood pressure"] },
    stack: [take(PRODUCT.potassium99, 3)],
    expect: { flags: [flag("potassium", med("Ramipril"), "minor", "major")] },
    rationale:
      "ACE inhibitors raise serum potassium; potassium supplements taken with them need close monitoring because of the risk of hyperkalaemia.",
    sources: [REF.leicsFormularyPotassium],
  },
  {
    id: "sc-spironolactone-potassium",
    title: "Spironolactone for heart failure with potassium capsules",
    profile: { medicines: ["Spironolactone"], conditions: ["heart failure"] },
    stack: [take(PRODUCT.potassium99, 2)],
    expect: { flags: [flag("potassium", med("Spironolactone"), "moderate")], risk: { min: "moderate" } },
    rationale:
      "Spironolactone is potassium-sparing; it should be used in preference to potassium supplements, and combining it with agents that raise potassium needs close monitoring.",
    sources: [REF.leicsFormularyPotassium],
  },
  {
    id: "sc-losartan-potassium",
    title: "Losartan with potassium capsules",
    profile: { medicines: ["Losartan"] },
    stack: [take(PRODUCT.potassium99, 3)],
    expect: { flags: [flag("potassium", med("Losartan"), "minor", "major")] },
    rationale:
      "Angiotensin-II receptor blockers such as losartan raise serum potassium like ACE inhibitors; potassium supplements with them need monitoring.",
    sources: [REF.leicsFormularyPotassium],
  },
  {
    id: "sc-ckd-potassium",
    title: "Stage 3 CKD with potassium capsules",
    profile: { conditions: ["stage 3 CKD"] },
    stack: [take(PRODUCT.potassium99, 3)],
    expect: { flags: [flag("potassium", cond("stage 3 CKD"), "moderate", "contraindicated")] },
    rationale:
      "In chronic kidney disease potassium supplements raise plasma potassium and some patients become hyperkalaemic (higher baseline potassium and age add to the risk); UK kidney advice is not to take them unless the kidney team prescribes them.",
    sources: [REF.potassiumChlorideCkd],
  },
  {
    id: "sc-no-kidney-problems-magnesium",
    title: "User writes 'no kidney problems' and takes magnesium 200 mg",
    profile: { conditions: ["no kidney problems"] },
    stack: [take(PRODUCT.magnesiumChelate200)],
    expect: {
      noFlags: [noFlag("magnesium", cond("no kidney problems"))],
      risk: { max: "low" },
    },
    rationale:
      "The user says they do NOT have kidney disease, so no kidney-related warning applies; 200 mg of magnesium is within the NHS level of 400 mg a day.",
    sources: [REF.nhsOthersMagnesium],
  },
];
