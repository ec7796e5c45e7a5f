// Nutrient effects of the minerals round: the medicines section 4.5 of the Neomag (magnesium glycerophosphate) SmPC
// names as raising magnesium losses, so that a magnesium dose may need adjusting. Each was checked against the text.
import type { NutrientInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF_MIN } from "./references-min";

const MAGNESIUM_LOSS: Omit<NutrientInteractionInput, "id" | "cause" | "mechanism"> = {
  nutrientName: "Magnesium",
  nutrientIngredient: "magnesium",
  interactionType: "depletion",
  magnitude:
    "UK magnesium glycerophosphate product information (Neomag, section 4.5) says a magnesium dose adjustment may be needed with this medicine because of increased magnesium losses.",
  timeCourse: "chronic",
  clinicalRelevance: "Low magnesium can cause tiredness, muscle cramps and heart rhythm problems.",
  recommendations:
    "Ask your doctor whether your magnesium level should be checked while you take this medicine, and take magnesium supplements only as they advise.",
  evidenceLevel: 1,
  references: [REF_MIN.neomagSmpc],
  isVerified: true,
};

const DIURETIC = "Diuretics increase the magnesium passed out in urine.";

/** Medicine slug and why it lowers magnesium, in the SmPC's terms. */
const CAUSES: [string, string][] = [
  // "Diuretics (such as thiazide and furosemide)" and "loop diuretics": the dictionary's single-medicine members
  // (furosemide and bendroflumethiazide already have their records).
  ["hydrochlorothiazide", DIURETIC],
  ["indapamide", DIURETIC],
  ["chlortalidone", DIURETIC],
  ["metolazone", DIURETIC],
  ["bumetanide", DIURETIC],
  ["torasemide", DIURETIC],
  ["cisplatin", "Cisplatin increases the magnesium lost by the kidneys."],
  ["ciclosporin", "Ciclosporin increases the magnesium lost by the kidneys."],
  ["sirolimus", "Sirolimus (rapamycin) increases magnesium losses."],
  ["amphotericin", "Amphotericin B increases magnesium losses."],
  ["cetuximab", "EGF-receptor antagonists such as cetuximab increase magnesium losses."],
  ["erlotinib", "EGF-receptor antagonists such as erlotinib increase magnesium losses."],
];

export const NUTRIENT_INTERACTIONS_MIN: NutrientInteractionInput[] = [
  ...CAUSES.map(([drug, mechanism]): NutrientInteractionInput => ({
    id: `ni-${drug}-magnesium`,
    cause: { drug },
    mechanism,
    ...MAGNESIUM_LOSS,
  })),
  {
    id: "ni-digoxin-magnesium",
    cause: { drug: "digoxin" },
    ...MAGNESIUM_LOSS,
    mechanism:
      "Digoxin increases magnesium loss in urine, and low magnesium can make digoxin side effects more likely.",
    magnitude:
      "UK magnesium glycerophosphate product information (Neomag, section 4.5) says digoxin is magnesiuretic and may affect magnesium balance, and that magnesium deficiency may enhance digoxin toxicity.",
    recommendations:
      "If you take digoxin, ask your doctor whether your magnesium should be checked, and keep magnesium supplements 2 to 3 hours away from your digoxin dose.",
  },
];
