// Nutrient effects of the wmed6 round: nitrous oxide (Entonox, gas and air) inactivates vitamin B12.
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_WMED6 } from "./references-wmed6";

export const NUTRIENT_INTERACTIONS_WMED6: NutrientInteractionInput[] = [
  {
    id: "ni-nitrous-oxide-vitamin-b12",
    cause: { drug: "nitrous oxide" },
    nutrientName: "Vitamin B12",
    nutrientIngredient: "vitamin-b12",
    interactionType: "depletion",
    mechanism: "Nitrous oxide inactivates vitamin B12, which the body needs to process folate and make DNA.",
    magnitude:
      "UK product information for Entonox (section 4.4) says prolonged or frequent use may cause changes in the bone marrow, nerve damage and damage to the spinal cord, and that it should not be used for more than 24 hours in total, or more often than every 4 days, without close supervision and blood tests. NICE names the recreational use of nitrous oxide among the causes of vitamin B12 deficiency.",
    timeCourse: "chronic",
    clinicalRelevance:
      "Low vitamin B12 can cause anaemia and nerve damage. The Entonox product information says nerve damage can happen without anaemia and with vitamin B12 blood levels in the normal range.",
    recommendations:
      "If you use nitrous oxide often or for long periods, including as 'laughing gas', tell your doctor, and see them if you get numbness, tingling or weakness. A normal B12 blood test may not rule the problem out. Take vitamin B12 for a deficiency as your doctor advises.",
    evidenceLevel: 1,
    references: [REF_WMED6.entonoxMgds, REF_WMED6.niceB12Recommendations],
    isVerified: true,
  },
];
