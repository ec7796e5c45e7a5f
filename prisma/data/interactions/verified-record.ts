// A supplement–medicine record checked against the text of its references, keyed `di-<ingredient>-<target>`.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";

export type RecordTarget = Pick<
  DrugInteractionInput,
  "drugName" | "genericName" | "brandNames" | "drugClass" | "targetClass"
>;
export type RecordFields = Omit<
  DrugInteractionInput,
  "id" | "ingredient" | keyof RecordTarget | "isVerified"
>;

export function verifiedRecord(
  ingredient: string,
  target: RecordTarget,
  fields: RecordFields,
): DrugInteractionInput {
  return { id: `di-${ingredient}-${target.genericName}`, ingredient, ...target, ...fields, isVerified: true };
}
