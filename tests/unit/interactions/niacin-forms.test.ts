/** @jest-environment node */
// Niacin's UK upper level depends on the form on the label (NHS/EVM: 17 mg nicotinic acid, 500 mg
// nicotinamide). The ingredient row carries only the nicotinic-acid level, so lib/interactions/doses.ts
// applies the level of the form each product states.
import { analyseSupplements } from "@/lib/interactions/analyse";
import { dailyIntake } from "@/lib/interactions/applicability";
import { cumulativeDoses, formUpperLevel } from "@/lib/interactions/doses";
import { knowledgeBaseSchema } from "@/lib/interactions/knowledge-base-schema";
import { buildKnowledgeIndex } from "@/lib/interactions/knowledge-index";
import type { CumulativeDose, EngineSupplement, IngredientLimits } from "@/lib/interactions/types";
import { DICTIONARIES } from "@/prisma/data/dictionaries";
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

const LIMITS = new Map<string, IngredientLimits>([
  [
    "niacin",
    {
      slug: "niacin",
      name: "Niacin (vitamin B3)",
      // What the ingredient row holds today: the nicotinic-acid level only.
      upperLevel: {
        amount: 17,
        unit: "mg",
        source: "NHS (EVM): 17 mg or less a day of nicotinic acid supplements",
      },
    },
  ],
]);

function niacinProduct(
  id: string,
  amount: number,
  chemicalForm: string | null,
  unit = "mg",
): EngineSupplement {
  return {
    id,
    name: `${id} product`,
    brand: "Test",
    category: "energy",
    optimalTiming: null,
    ingredients: [{ slug: "niacin", name: "Niacin (vitamin B3)", amount, unit, chemicalForm }],
  };
}

function niacinDose(...products: EngineSupplement[]): CumulativeDose {
  const dose = cumulativeDoses(dailyIntake(products, new Map()), LIMITS).find(
    (row) => row.ingredientSlug === "niacin",
  );
  if (!dose) throw new Error("no niacin row");
  return dose;
}

describe("niacin upper level by form", () => {
  it("does not flag a B-complex with 100 mg nicotinamide as above the upper level", () => {
    const dose = niacinDose(niacinProduct("b100", 100, "as nicotinamide"));
    expect(dose.exceedsUpperLevel).toBe(false);
    expect(dose.upperLevel).toMatchObject({ amount: 500, unit: "mg" });
    expect(dose.upperLevel?.source).toMatch(/nicotinamide/);
  });

  it("recognises the niacinamide spelling", () => {
    expect(niacinDose(niacinProduct("b50", 50, "as niacinamide"))).toMatchObject({
      exceedsUpperLevel: false,
      upperLevel: { amount: 500 },
    });
  });

  it("flags 50 mg of nicotinic acid as above the 17 mg level", () => {
    const dose = niacinDose(niacinProduct("na", 50, "as nicotinic acid"));
    expect(dose.exceedsUpperLevel).toBe(true);
    expect(dose.upperLevel).toMatchObject({ amount: 17, unit: "mg" });
    expect(dose.upperLevel?.source).toMatch(/nicotinic acid/);
  });

  it("flags nicotinamide above 500 mg a day", () => {
    expect(niacinDose(niacinProduct("nam", 600, "as nicotinamide")).exceedsUpperLevel).toBe(true);
  });

  it("checks each form against its own level when a stack has both", () => {
    const within = niacinDose(
      niacinProduct("na", 10, "as nicotinic acid"),
      niacinProduct("nam", 400, "as nicotinamide"),
    );
    expect(within).toMatchObject({ total: 410, exceedsUpperLevel: false, duplicated: true });
    expect(within.upperLevel?.source).toMatch(
      /17 mg a day applies to nicotinic acid; 500 mg a day applies to nicotinamide/,
    );

    const above = niacinDose(
      niacinProduct("na", 20, "as nicotinic acid"),
      niacinProduct("nam", 100, "as nicotinamide"),
    );
    expect(above.exceedsUpperLevel).toBe(true);
  });

  it("does not claim 'above' from the nicotinic-acid level when the label does not state the form", () => {
    const dose = niacinDose(niacinProduct("unknown", 50, null));
    expect(dose.exceedsUpperLevel).toBeNull();
    expect(dose.upperLevel?.source).toMatch(
      /17 mg a day applies to nicotinic acid; 500 mg a day applies to nicotinamide/,
    );
    expect(dose.upperLevel?.source).toMatch(/form not stated on the label 50 mg/);
  });

  it("still answers when every possible form gives the same answer", () => {
    expect(niacinDose(niacinProduct("small", 10, null)).exceedsUpperLevel).toBe(false);
    expect(niacinDose(niacinProduct("huge", 600, null)).exceedsUpperLevel).toBe(true);
    // 20 mg nicotinic acid is above its level whatever the unstated product is.
    expect(
      niacinDose(niacinProduct("na", 20, "as nicotinic acid"), niacinProduct("unknown", 5, null))
        .exceedsUpperLevel,
    ).toBe(true);
  });

  it("counts servings and converts grams", () => {
    const dose = cumulativeDoses(
      dailyIntake([niacinProduct("b", 0.1, "as nicotinamide", "g")], new Map([["b", 6]])),
      LIMITS,
    )[0];
    expect(dose).toMatchObject({ total: 600, unit: "mg", exceedsUpperLevel: true });
  });

  it("treats other niacin compounds as forms it cannot place", () => {
    expect(formUpperLevel("niacin", "as inositol hexanicotinate")).toBeNull();
    expect(formUpperLevel("niacin", "as nicotinamide riboside chloride")).toBeNull();
    expect(formUpperLevel("niacin", "as nicotinamide mononucleotide")).toBeNull();
    expect(formUpperLevel("niacin", "as nicotinic acid and nicotinamide")).toBeNull();
    expect(formUpperLevel("niacin", "Nicotinamide")).toMatchObject({ amount: 500 });
    expect(formUpperLevel("magnesium", "as nicotinamide")).toBeNull();
  });

  it("leaves ingredients without form-specific levels on their single level", () => {
    const iron: EngineSupplement = {
      ...niacinProduct("iron", 14, null),
      ingredients: [
        { slug: "iron", name: "Iron", amount: 20, unit: "mg", chemicalForm: "as ferrous fumarate" },
      ],
    };
    const limits = new Map<string, IngredientLimits>([
      ["iron", { slug: "iron", name: "Iron", upperLevel: { amount: 17, unit: "mg", source: "NHS" } }],
    ]);
    expect(cumulativeDoses(dailyIntake([iron], new Map()), limits)[0]).toMatchObject({
      upperLevel: { amount: 17, source: "NHS" },
      exceedsUpperLevel: true,
    });
  });
});

describe("niacin condition records by form", () => {
  const index = buildKnowledgeIndex(knowledgeBaseSchema.parse(KNOWLEDGE_BASE), DICTIONARIES);
  const conditionRecords = (product: EngineSupplement, condition: string) =>
    analyseSupplements(index, {
      supplements: [product],
      profile: { prescriptionDrugs: [], medicalConditions: [condition] },
    }).interactions.medicalContraindications.map((finding) => finding.record.id);

  it.each([
    ["gout", "mc-niacin-gout"],
    ["stomach ulcer", "mc-niacin-peptic-ulcer"],
    ["low blood pressure", "mc-niacin-hypotension"],
  ])("asks about nicotinic acid with %s, not about nicotinamide", (condition, id) => {
    expect(conditionRecords(niacinProduct("acid", 500, "as nicotinic acid"), condition)).toContain(id);
    expect(conditionRecords(niacinProduct("b50", 50, "as nicotinamide"), condition)).not.toContain(id);
    // A label that gives no form may be nicotinic acid: the record stays.
    expect(conditionRecords(niacinProduct("unstated", 50, null), condition)).toContain(id);
  });
});
