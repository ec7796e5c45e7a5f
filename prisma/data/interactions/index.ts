// The interaction knowledge base shipped with the app (SPEC.md §3 "Interaction database"), keyed by
// ingredient slug. Validate with knowledgeBaseSchema (lib/interactions/knowledge-base-schema.ts) before
// seeding; tests/unit/interactions/knowledge-base-data.test.ts checks every record.
import type { KnowledgeBaseInput } from "../../../lib/interactions/knowledge-base-schema";
import { DRUG_INTERACTIONS } from "./drug-interactions";
import { FOOD_INTERACTIONS } from "./food-interactions";
import { MEDICAL_CONTRAINDICATIONS } from "./medical-contraindications";
import { NUTRIENT_INTERACTIONS } from "./nutrient-interactions";
import { SUPPLEMENT_INTERACTIONS } from "./supplement-interactions";

export { DRUG_INTERACTIONS, FOOD_INTERACTIONS, MEDICAL_CONTRAINDICATIONS, NUTRIENT_INTERACTIONS, SUPPLEMENT_INTERACTIONS };

export const KNOWLEDGE_BASE: KnowledgeBaseInput = {
  supplementInteractions: SUPPLEMENT_INTERACTIONS,
  drugInteractions: DRUG_INTERACTIONS,
  nutrientInteractions: NUTRIENT_INTERACTIONS,
  foodInteractions: FOOD_INTERACTIONS,
  medicalContraindications: MEDICAL_CONTRAINDICATIONS,
};
