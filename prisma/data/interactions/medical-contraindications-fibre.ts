// Condition records of psyllium (ispaghula) from section 4.3 of its UK licensed product, each checked against the
// text: a fibre that swells can block a narrowed or slow gut, or the throat of someone who cannot swallow well.
import type { MedicalContraindicationInput } from "../../../lib/interactions/knowledge-base-schema";
import { REF } from "./references";
import { REF_FIBRE } from "./references-fibre";

interface Contraindication {
  condition: string;
  conditionName: string;
  conditionSynonyms: string[];
  advice: string;
  why: string;
}

function psylliumContraindicated(entry: Contraindication): MedicalContraindicationInput {
  return {
    id: `mc-psyllium-${entry.condition}`,
    ingredient: "psyllium",
    condition: entry.condition,
    conditionName: entry.conditionName,
    conditionSynonyms: entry.conditionSynonyms,
    contraindicationLevel: "absolute",
    reason: `${entry.advice.replace(/\.$/, "")}: ${entry.why}`,
    advice: entry.advice,
    medicalSupervisionRequired: false,
    dosageModification: null,
    alternativeRecommendations: [],
    evidenceLevel: 1,
    references: [REF_FIBRE.fybogelSmpcSections43And44, REF.fybogelSmpc],
    isVerified: true,
  };
}

export const MEDICAL_CONTRAINDICATIONS_FIBRE: MedicalContraindicationInput[] = [
  psylliumContraindicated({
    condition: "bowel-obstruction",
    conditionName: "Bowel obstruction",
    conditionSynonyms: ["intestinal obstruction", "blocked bowel", "ileus"],
    advice: "Do not take psyllium if you have, or may have, a blockage in your bowel.",
    why: "psyllium swells as it takes up water, and UK ispaghula product information lists intestinal obstruction among its contraindications.",
  }),
  psylliumContraindicated({
    condition: "faecal-impaction",
    conditionName: "Faecal impaction",
    conditionSynonyms: ["fecal impaction", "impacted stool"],
    advice: "Do not take psyllium if you have faecal impaction; ask your doctor what to use instead.",
    why: "UK ispaghula product information lists faecal impaction among its contraindications, as the swollen fibre can add to the blockage.",
  }),
  psylliumContraindicated({
    condition: "swallowing-difficulty",
    conditionName: "Difficulty swallowing (dysphagia)",
    conditionSynonyms: ["dysphagia", "swallowing problems"],
    advice: "Do not take psyllium if you have difficulty swallowing or any throat problems.",
    why: "psyllium swells when wet and can block the throat or gullet and cause choking; UK ispaghula product information lists difficulty swallowing and throat problems among its contraindications.",
  }),
];
