// The seed converges the database to the shipped reference data and is safe to run on every start.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseClaimsRegister } from "@/lib/catalogue/claims-register";
import { migrate } from "@/lib/db/migrate";
import { createDatabase } from "@/lib/db/prisma";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { seedDatabase } from "@/prisma/seed";
import { createScratchDatabase, type ScratchDatabase } from "../support/database";

describe("seed", () => {
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    await migrate(scratch.url);
  });
  afterAll(async () => {
    await scratch.drop();
  });

  it("loads every authorised GB health claim verbatim, and a second run changes nothing", async () => {
    const csv = await readFile(
      path.join(process.cwd(), "prisma", "data", "gb-nhc-register", "claims_repository.csv"),
      "utf8",
    );
    const shipped = parseClaimsRegister(csv);

    const first = await seedDatabase(scratch.url);
    const second = await seedDatabase(scratch.url);
    expect(first.authorisedClaims).toBe(shipped.length);
    expect(second.authorisedClaims).toBe(shipped.length);
    expect(first.ingredients).toBe(INGREDIENTS.length);

    const prisma = createDatabase(scratch.url);
    try {
      expect(await prisma.authorisedClaim.count()).toBe(shipped.length);
      // One register id can carry several wordings; each is its own row.
      const magnesium = await prisma.authorisedClaim.findMany({
        where: { registerId: "GB-00239" },
        orderBy: { claimText: "asc" },
      });
      expect(magnesium.map((claim) => claim.claimText)).toEqual([
        "Magnesium contributes to the maintenance of normal bones",
        "Magnesium contributes to the maintenance of normal teeth",
      ]);
    } finally {
      await prisma.$disconnect();
    }
  });

  it("stores every cited ingredient once, links its authorised claims by substance, and leaves unchanged rows alone", async () => {
    const prisma = createDatabase(scratch.url);
    try {
      await seedDatabase(scratch.url);
      const before = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "magnesium" } });
      await seedDatabase(scratch.url);
      const after = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "magnesium" } });

      expect(await prisma.ingredient.count()).toBe(INGREDIENTS.length);
      expect(after.id).toBe(before.id);
      expect(after.updatedAt).toEqual(before.updatedAt);
      expect(after).toMatchObject({
        nrvAmount: 375,
        nrvUnit: "mg",
        upperLevelAmount: 400,
        upperLevelUnit: "mg",
      });
      expect(after.upperLevelSource).toMatch(/^.+ — .+: .+$/);

      const claims = await prisma.authorisedClaim.findMany({
        where: { substance: { in: after.claimSubstances } },
      });
      expect(claims.length).toBeGreaterThan(0);
      expect(claims.every((claim) => claim.claimText.startsWith("Magnesium"))).toBe(true);

      const vitaminD = await prisma.ingredient.findUniqueOrThrow({ where: { slug: "vitamin-d3" } });
      expect(vitaminD).toMatchObject({
        upperLevelAmount: 100,
        upperLevelUnit: "µg",
        nrvAmount: 5,
        nrvUnit: "µg",
      });
    } finally {
      await prisma.$disconnect();
    }
  });

  it("loads the interaction knowledge base keyed by ingredient, and reads it back unchanged", async () => {
    const { KNOWLEDGE_BASE } = await import("@/prisma/data/interactions");
    const prisma = createDatabase(scratch.url);
    try {
      await seedDatabase(scratch.url);
      const report = await seedDatabase(scratch.url);
      const shipped =
        KNOWLEDGE_BASE.supplementInteractions.length +
        KNOWLEDGE_BASE.drugInteractions.length +
        KNOWLEDGE_BASE.nutrientInteractions.length +
        KNOWLEDGE_BASE.foodInteractions.length +
        KNOWLEDGE_BASE.medicalContraindications.length +
        KNOWLEDGE_BASE.medicineFoodInteractions.length;
      expect(report.interactionRecords).toBe(shipped);
      expect(await prisma.drugInteraction.count()).toBe(KNOWLEDGE_BASE.drugInteractions.length);
      const warfarin = await prisma.drugInteraction.findMany({
        where: {
          genericName: { equals: "warfarin", mode: "insensitive" },
          ingredient: { slug: "st-johns-wort" },
        },
      });
      expect(warfarin).toHaveLength(1);
      expect(warfarin[0]?.avoidCombination).toBe(true);
    } finally {
      await prisma.$disconnect();
    }
  });

  it("loads the products with their ingredients and sample offers, never overwriting a real price", async () => {
    const { PRODUCTS } = await import("@/prisma/data/catalogue/products");
    const prisma = createDatabase(scratch.url);
    try {
      await seedDatabase(scratch.url);
      expect(await prisma.supplement.count()).toBe(PRODUCTS.length);
      expect(await prisma.supplementIngredient.count()).toBe(
        PRODUCTS.reduce((sum, product) => sum + product.ingredients.length, 0),
      );
      const offers = await prisma.retailerOffer.findMany();
      expect(offers.length).toBe(PRODUCTS.reduce((sum, product) => sum + product.sampleOffers.length, 0));
      expect(offers.every((offer) => offer.source === "sample")).toBe(true);

      const first = offers[0];
      if (!first) throw new Error("no offers seeded");
      await prisma.retailerOffer.update({
        where: { id: first.id },
        data: { source: "feed", pricePence: 1234 },
      });
      await seedDatabase(scratch.url);
      const kept = await prisma.retailerOffer.findUniqueOrThrow({ where: { id: first.id } });
      expect(kept).toMatchObject({ source: "feed", pricePence: 1234 });
      expect(await prisma.supplement.count()).toBe(PRODUCTS.length);
    } finally {
      await prisma.$disconnect();
    }
  });
});
