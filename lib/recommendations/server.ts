import "server-only";
import { z } from "zod";

import { cheapestPackPerProduct } from "@/lib/catalogue/packs";
import { cheapestOffer, pricePerDayPence } from "@/lib/catalogue/pricing";
import { db } from "@/lib/db/prisma";
import { interactionEngine } from "@/lib/interactions/server-engine";
import type { MedicalProfile, StandingCautionFinding } from "@/lib/interactions/types";

import {
  selectRecommendations,
  type Candidate,
  type IngredientFacts,
  type RecommendationResult,
  type Selection,
} from "./select";
import { verdictOf } from "./verdict";

const referenceSchema = z.object({ title: z.string().min(1), url: z.url({ protocol: /^https?$/ }) });

function referencesOf(value: unknown): IngredientFacts["references"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = referenceSchema.safeParse(entry);
    return parsed.success ? [{ title: parsed.data.title, url: parsed.data.url }] : [];
  });
}

async function loadFacts(): Promise<Map<string, IngredientFacts>> {
  const prisma = db();
  const [ingredients, claims] = await Promise.all([
    prisma.ingredient.findMany({
      select: {
        slug: true,
        name: true,
        category: true,
        evidenceSummary: true,
        references: true,
        claimSubstances: true,
      },
    }),
    prisma.authorisedClaim.findMany({
      select: { substance: true, claimText: true, conditionsOfUse: true },
      orderBy: [{ registerId: "asc" }, { claimText: "asc" }],
    }),
  ]);
  return new Map(
    ingredients.map((row) => {
      const own = new Set(row.claimSubstances);
      return [
        row.slug,
        {
          slug: row.slug,
          name: row.name,
          category: row.category,
          evidenceSummary: row.evidenceSummary,
          references: referencesOf(row.references),
          claims: claims
            .filter((claim) => own.has(claim.substance))
            .map(({ claimText, conditionsOfUse }) => ({ claimText, conditionsOfUse })),
        },
      ];
    }),
  );
}

async function loadCandidates(): Promise<Candidate[]> {
  const rows = await db().supplement.findMany({
    include: {
      ingredients: { include: { ingredient: { select: { slug: true, name: true } } } },
      offers: { select: { pricePence: true, packSize: true, inStock: true, retailer: true } },
    },
    orderBy: { name: "asc" },
  });
  // A product sold in several pack sizes is one candidate, at its cheapest pack per day
  // (lib/catalogue/packs.ts), whose id is what "Add" adds, so the stack costs what was shown.
  const candidates = rows.map((row): Candidate & { packOfId: string | null } => {
    const offer = cheapestOffer(row.offers.filter((entry) => entry.inStock));
    return {
      packOfId: row.packOfId,
      id: row.id,
      slug: row.slug,
      name: row.name,
      brand: row.brand,
      category: row.category,
      // Only a checked label's diet counts (docs/catalogue-labels.md); the database refuses others anyway.
      diet: row.labelCheckedAt
        ? { vegan: row.vegan, vegetarian: row.vegetarian, glutenFree: row.glutenFree }
        : { vegan: null, vegetarian: null, glutenFree: null },
      ingredients: row.ingredients.map((item) => ({
        slug: item.ingredient.slug,
        name: item.ingredient.name,
        amount: item.amount,
        unit: item.unit,
      })),
      costPerDayPence: offer ? pricePerDayPence(offer, row.unitsPerServing) : null,
      packPricePence: offer ? offer.pricePence : null,
    };
  });
  return cheapestPackPerProduct(candidates, (candidate) => candidate.costPerDayPence).map(
    ({ packOfId: _packOfId, ...candidate }) => candidate,
  );
}

function underTreatment(
  selection: Selection,
  cautions: readonly StandingCautionFinding[],
): RecommendationResult {
  const because = cautions.map((caution) => caution.because.toLowerCase()).join(" and ");
  return {
    items: [],
    excluded: [],
    unmetGoals: selection.goals.map((goal) => ({
      goal,
      why: `We do not recommend supplements while you are ${because}: ask your care team which, if any, are right for you.`,
    })),
    coveredByStack: [],
    profileNotes: cautions.map((caution) => ({
      rule: "standing-caution",
      text: caution.advice,
      references: caution.references.map(({ title, url }) => ({ title, url })),
    })),
    totalCostPerDayPence: 0,
    totalCostPerMonthPence: 0,
  };
}

export async function recommend(
  selection: Selection,
  profile: MedicalProfile | undefined,
): Promise<RecommendationResult> {
  const [engine, candidates, facts] = await Promise.all([interactionEngine(), loadCandidates(), loadFacts()]);
  // During active treatment (chemotherapy, a transplant) every supplement is for the person's team to agree:
  // nothing is recommended, and the team's advice is what we say.
  const { standingCautions } = await engine.analyseStack([], profile);
  if (standingCautions.length > 0) return underTreatment(selection, standingCautions);
  return selectRecommendations(candidates, facts, selection, async (candidateId, chosenIds) => {
    const check = await engine.checkNewSupplement(candidateId, chosenIds, profile);
    const analysis = await engine.analyseStack([...chosenIds, candidateId], profile);
    const exceeded = [
      ...new Set([
        ...analysis.upperLevelFindings.map((finding) => finding.ingredientName),
        ...analysis.cumulativeDoses
          .filter((dose) => dose.exceedsUpperLevel === true)
          .map((dose) => dose.ingredientName),
      ]),
    ];
    return verdictOf(check, exceeded);
  });
}
