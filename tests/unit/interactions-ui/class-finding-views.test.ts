/** @jest-environment node */
// A finding that reaches a medicine through a mechanism class names the medicine and, in plain words, why.
import { groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
import { productFindingView } from "@/components/interactions/product-finding-views";
import { analyseSupplements } from "@/lib/interactions/analyse";
import { ingredientItem } from "@/lib/interactions/ingredient-items";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import { summariseProductInteractions } from "@/lib/interactions/product-summary";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

const index = buildKnowledgeIndex(knowledgeBaseSchema.parse(KNOWLEDGE_BASE), DICTIONARIES);

describe("findings through a mechanism class", () => {
  it("shows the medicine typed, the medicine read, and the group in words, never a class slug", () => {
    const result = analyseSupplements(index, {
      supplements: [
        {
          id: "p-sjw",
          name: "St John's wort tablets",
          brand: "Test",
          category: "wellness",
          optimalTiming: null,
          ingredients: [
            { slug: "st-johns-wort", name: "St John's wort", amount: 300, unit: "mg", chemicalForm: null },
          ],
        },
      ],
      profile: { prescriptionDrugs: [{ drugName: "Urorec" }], medicalConditions: [] },
    });
    const views = groupFindings(result, nameLookupFor(result)).flatMap((group) => group.findings);
    const view = views.find((item) => item.key.startsWith("di-st-johns-wort-cyp3a4-dependent"));
    expect(view?.involved).toEqual(
      expect.arrayContaining([
        { label: "Medicine", value: "Urorec (Silodosin)" },
        { label: "Applies to", value: "Medicines cleared mainly by the liver enzyme CYP3A4" },
      ]),
    );
    expect(view?.involved.map((item) => item.value).join(" ")).not.toMatch(/cyp3a4-dependent/);
  });

  it("names the group on the supplement page without its slug", () => {
    const finding = summariseProductInteractions(index, ["iron"]).findings.find(
      (item) => item.kind === "medicine" && item.record.id === "di-iron-binds-iron",
    )!;
    const view = productFindingView(finding, { iron: "Iron" });
    expect(view.involved[0]).toEqual({ label: "Medicine", value: "Medicines that iron binds in the gut" });
  });

  it("names no product for an ingredient chosen without one", () => {
    const result = analyseSupplements(index, {
      supplements: [
        ingredientItem(
          { slug: "st-johns-wort", name: "St John's wort", category: "wellness", optimalTiming: null },
          { labelUnknown: true },
        ),
      ],
      profile: { prescriptionDrugs: [{ drugName: "warfarin" }], medicalConditions: [] },
    });
    const views = groupFindings(result, nameLookupFor(result)).flatMap((group) => group.findings);
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      expect(view.involved).toContainEqual({ label: "Ingredient", value: "St John's wort" });
      expect(view.involved.map((item) => item.label)).not.toContain("Product");
    }
  });
});
