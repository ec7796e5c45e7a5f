// Records that target a medicine class (classes.md / prisma/data/dictionaries/medicine-classes.ts) name the
// class in plain words as their drug and carry the class slug as `genericName` and `targetClass`.
import type { DrugInteractionInput } from "../../../lib/interactions/knowledge-base-schema";

type ClassTarget = Pick<
  DrugInteractionInput,
  "drugName" | "genericName" | "brandNames" | "drugClass" | "targetClass"
>;

/** e.g. classTarget("ssri", "SSRI antidepressants"). */
export function classTarget(slug: string, name: string): ClassTarget {
  return { drugName: name, genericName: slug, brandNames: [], drugClass: name, targetClass: slug };
}
