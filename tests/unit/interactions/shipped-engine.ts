// The shipped knowledge base and dictionaries as the engine reads them, with one product of one ingredient.
import { analyseSupplements } from "@/lib/interactions/analyse";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

export const engineIndex = buildKnowledgeIndex(knowledgeBaseSchema.parse(KNOWLEDGE_BASE), DICTIONARIES);

/** 300 mg (or `dailyMg`) of one ingredient as product "p", against the medicines and conditions given. */
export function analyseOne(
  slug: string,
  name: string,
  profile: { medicines?: string[]; conditions?: string[] },
  dailyMg = 300,
) {
  return analyseSupplements(engineIndex, {
    supplements: [
      {
        id: "p",
        name: `${name} product`,
        brand: "Test",
        category: "wellness",
        optimalTiming: null,
        ingredients: [{ slug, name, amount: dailyMg, unit: "mg", chemicalForm: null }],
      },
    ],
    profile: {
      prescriptionDrugs: (profile.medicines ?? []).map((drugName) => ({ drugName })),
      medicalConditions: profile.conditions ?? [],
    },
  });
}
