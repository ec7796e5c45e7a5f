// The shipped medicine dictionary as the checker reads it, for the tests of what each round added.
import { buildDictionaryIndex, readMedicineEntry } from "@/lib/interactions/dictionary";
import { knowledgeBaseSchema, type KnowledgeBaseInput } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex, type KnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { DICTIONARIES } from "@/prisma/data/dictionaries";

export const index = buildDictionaryIndex(DICTIONARIES);

/** The medicines a typed name reads as (sorted) and the words left unread. */
export function read(name: string) {
  const reading = readMedicineEntry(index, name);
  return { medicines: [...reading.medicines].sort(), unrecognised: reading.unrecognised };
}

export function classesOf(slug: string): ReadonlySet<string> {
  return index.classesOfMedicine.get(slug) ?? new Set();
}

const NO_RECORDS: KnowledgeBaseInput = {
  supplementInteractions: [],
  drugInteractions: [],
  nutrientInteractions: [],
  foodInteractions: [],
  medicalContraindications: [],
  medicineFoodInteractions: [],
};
let recordless: KnowledgeIndex | undefined;

/** The shipped dictionaries with only the records given. */
export function indexWithRecords(records: Partial<KnowledgeBaseInput>): KnowledgeIndex {
  return buildKnowledgeIndex(knowledgeBaseSchema.parse({ ...NO_RECORDS, ...records }), DICTIONARIES);
}

/** The shipped dictionaries with no records: what an entry alone makes the checker say (an allergy, a family name). */
export function recordlessIndex(): KnowledgeIndex {
  recordless ??= indexWithRecords({});
  return recordless;
}
