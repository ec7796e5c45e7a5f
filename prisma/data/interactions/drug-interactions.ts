// Supplement–medicine interactions (DrugInteraction model), unique per (ingredient, genericName).
// Split into parts to keep each file readable.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";
import { DRUG_INTERACTIONS_PART_1 } from "./drug-interactions-part-1";
import { DRUG_INTERACTIONS_PART_2 } from "./drug-interactions-part-2";

export const DRUG_INTERACTIONS: DrugInteractionInput[] = [
  ...DRUG_INTERACTIONS_PART_1,
  ...DRUG_INTERACTIONS_PART_2,
];
