// One medicine class with a single reference, as the class files write them.
import type { MedicineClass } from "../../../lib/interactions/dictionary-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export function cls(
  slug: string,
  name: string,
  parents: string[],
  reference: Reference,
  synonyms: string[] = [],
): MedicineClass {
  return { slug, name, synonyms, parents, references: [reference] };
}
