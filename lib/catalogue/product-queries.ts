import "server-only";
import { cache } from "react";
import { z } from "zod";

import { db } from "@/lib/db/prisma";
import { convertAmount, formUpperLevel } from "@/lib/interactions/doses";

import {
  cheapestOffer,
  compareOffers,
  compareServingCost,
  pricePerDayPence,
  pricePerServingPence,
} from "./pricing";
import { INGREDIENT_NAMES } from "./search/match";

export type OfferSource = "sample" | "feed" | "manual";
import type { OptimalTiming } from "@/lib/catalogue/values";

export type IngredientReference = { title: string; publisher: string; url: string };

export type ClaimView = { id: string; claimText: string; conditionsOfUse: string };

export type ProductIngredient = {
  ingredientId: string;
  slug: string;
  name: string;
  /** Per serving. */
  amount: number;
  unit: string;
  chemicalForm: string | null;
  nrv: { amount: number; unit: string } | null;
  upperLevel: { amount: number; unit: string; source: string | null } | null;
  optimalTiming: OptimalTiming | null;
  evidenceSummary: string | null;
  references: IngredientReference[];
  claims: ClaimView[];
};

export type ProductOffer = {
  id: string;
  /** What "Add to stack" adds for this price. */
  productId: string;
  retailer: string;
  pricePence: number;
  packSize: number;
  url: string;
  inStock: boolean;
  source: OfferSource;
  lastCheckedAt: Date;
  pricePerServingPence: number;
  /** One serving a day. */
  pricePerDayPence: number;
};

export type ProductPack = { id: string; slug: string; unitsPerPack: number | null };

export type SupplementDetail = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  description: string | null;
  form: string;
  unitsPerPack: number | null;
  unitsPerServing: number;
  optimalTiming: OptimalTiming | null;
  takeWithFood: boolean | null;
  vegan: boolean | null;
  vegetarian: boolean | null;
  glutenFree: boolean | null;
  allergens: string[];
  labelCheckedAt: Date | null;
  imageRetailer: string | null;
  ingredients: ProductIngredient[];
  packs: ProductPack[];
  offers: ProductOffer[];
};

export type CheaperAlternative = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  pricePerServingPence: number;
  source: OfferSource;
  lastCheckedAt: Date;
};

const referenceSchema = z.object({
  title: z.string().min(1),
  publisher: z.string(),
  url: z.url({ protocol: /^https?$/ }),
});

/** Entries that are not a usable link are left out rather than rendered broken. */
function parseReferences(value: unknown): IngredientReference[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = referenceSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const findProductRef = cache(
  async (slugOrId: string): Promise<{ id: string; slug: string; packOf: { slug: string } | null } | null> =>
    db().supplement.findFirst({
      where: { OR: [{ slug: slugOrId }, { id: slugOrId }] },
      select: { id: true, slug: true, packOf: { select: { slug: true } } },
    }),
);

type OfferRow = Omit<ProductOffer, "productId" | "pricePerServingPence" | "pricePerDayPence"> & {
  supplementId: string;
};

function productOffers(
  packs: ReadonlyArray<{ offers: OfferRow[] }>,
  unitsPerServing: number,
): ProductOffer[] {
  return packs
    .flatMap((pack) => pack.offers)
    .sort(compareOffers)
    .map((offer) => ({
      id: offer.id,
      productId: offer.supplementId,
      retailer: offer.retailer,
      pricePence: offer.pricePence,
      packSize: offer.packSize,
      url: offer.url,
      inStock: offer.inStock,
      source: offer.source,
      lastCheckedAt: offer.lastCheckedAt,
      pricePerServingPence: pricePerServingPence(offer, unitsPerServing),
      pricePerDayPence: pricePerDayPence(offer, unitsPerServing),
    }));
}

export const getSupplementDetail = cache(async (id: string): Promise<SupplementDetail | null> => {
  const product = await db().supplement.findUnique({
    where: { id },
    include: {
      ingredients: { include: { ingredient: true } },
      offers: true,
      packs: { select: { id: true, slug: true, unitsPerPack: true, offers: true } },
    },
  });
  if (!product) return null;
  const packs = [product, ...product.packs].sort(
    (a, b) => (a.unitsPerPack ?? Infinity) - (b.unitsPerPack ?? Infinity),
  );

  // One query for the claims of every ingredient; a substance's claims can apply to several ingredients.
  const substances = [...new Set(product.ingredients.flatMap((item) => item.ingredient.claimSubstances))];
  const claims =
    substances.length === 0
      ? []
      : await db().authorisedClaim.findMany({
          where: { substance: { in: substances } },
          select: { id: true, substance: true, claimText: true, conditionsOfUse: true },
          orderBy: [{ registerId: "asc" }, { claimText: "asc" }],
        });

  const ingredients = product.ingredients
    .map(({ ingredient, amount, unit, chemicalForm }): ProductIngredient => {
      const own = new Set(ingredient.claimSubstances);
      return {
        ingredientId: ingredient.id,
        slug: ingredient.slug,
        name: ingredient.name,
        amount,
        unit,
        chemicalForm,
        nrv:
          ingredient.nrvAmount !== null && ingredient.nrvUnit !== null
            ? { amount: ingredient.nrvAmount, unit: ingredient.nrvUnit }
            : null,
        upperLevel: upperLevelFor(ingredient, chemicalForm),
        optimalTiming: ingredient.optimalTiming,
        evidenceSummary: ingredient.evidenceSummary,
        references: parseReferences(ingredient.references),
        claims: claims
          .filter((claim) => own.has(claim.substance))
          .map(({ id: claimId, claimText, conditionsOfUse }) => ({
            id: claimId,
            claimText,
            conditionsOfUse,
          })),
      };
    })
    // The schema keeps no label order, so the table is alphabetical rather than arbitrary.
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));

  const offers = productOffers(packs, product.unitsPerServing);

  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    description: product.description,
    form: product.form,
    unitsPerPack: product.unitsPerPack,
    unitsPerServing: product.unitsPerServing,
    optimalTiming: product.optimalTiming,
    takeWithFood: product.takeWithFood,
    vegan: product.vegan,
    vegetarian: product.vegetarian,
    glutenFree: product.glutenFree,
    allergens: product.allergens,
    labelCheckedAt: product.labelCheckedAt,
    imageRetailer: product.imageFile ? product.imageRetailer : null,
    ingredients,
    packs: packs.map(({ id: packId, slug, unitsPerPack }) => ({ id: packId, slug, unitsPerPack })),
    offers,
  };
});

const offerSelect = { pricePence: true, packSize: true, inStock: true, retailer: true } as const;

export const ALTERNATIVE_DOSE_TOLERANCE = 0.25;
export const MAX_ALTERNATIVES = 3;

// Like for like: single-ingredient products only (a multivitamin containing the ingredient is no swap), at a
// daily amount within ±25% of this product's, cheaper per serving.
export async function getCheaperAlternatives(id: string): Promise<CheaperAlternative[]> {
  const product = await db().supplement.findUnique({
    where: { id },
    select: {
      packOfId: true,
      unitsPerServing: true,
      ingredients: {
        select: { ingredientId: true, amount: true, unit: true, ingredient: { select: { slug: true } } },
      },
      offers: { select: offerSelect },
      packs: { select: { offers: { select: offerSelect } } },
    },
  });
  const main = product?.ingredients.length === 1 ? product.ingredients[0] : undefined;
  // The product's own price is its cheapest pack's (lib/catalogue/packs.ts); its other packs are not alternatives.
  const ownCheapest = product
    ? cheapestOffer([...product.offers, ...product.packs.flatMap((pack) => pack.offers)])
    : undefined;
  if (!product || !main || !ownCheapest) return [];
  const root = product.packOfId ?? id;

  const rows = await db().supplement.findMany({
    where: {
      id: { not: root },
      OR: [{ packOfId: null }, { packOfId: { not: root } }],
      ingredients: { some: { ingredientId: main.ingredientId }, every: { ingredientId: main.ingredientId } },
      offers: { some: {} },
    },
    select: {
      id: true,
      slug: true,
      name: true,
      brand: true,
      packOf: { select: { id: true, slug: true } },
      unitsPerServing: true,
      ingredients: { select: { amount: true, unit: true } },
      offers: { select: { ...offerSelect, source: true, lastCheckedAt: true } },
    },
  });
  // Several packs of one other product are one alternative, at its cheapest pack, linked to its page.
  const byProduct = new Map<string, Omit<(typeof rows)[number], "packOf">>();
  for (const { packOf, ...row } of rows) {
    const key = packOf?.id ?? row.id;
    const known = byProduct.get(key);
    if (known) known.offers.push(...row.offers);
    else byProduct.set(key, { ...row, id: key, slug: packOf?.slug ?? row.slug, offers: [...row.offers] });
  }
  const candidates = [...byProduct.values()];

  const low = main.amount * (1 - ALTERNATIVE_DOSE_TOLERANCE);
  const high = main.amount * (1 + ALTERNATIVE_DOSE_TOLERANCE);
  // Absorbs floating-point noise from unit conversion (e.g. 0.25 g → 250.00000000000003 mg).
  const epsilon = main.amount * 1e-9;

  const cheaper = candidates.flatMap((candidate) => {
    const item = candidate.ingredients[0];
    const offer = cheapestOffer(candidate.offers);
    if (!item || !offer) return [];
    const amount = convertAmount(main.ingredient.slug, item.amount, item.unit, main.unit);
    if (amount === null || amount < low - epsilon || amount > high + epsilon) return [];
    if (compareServingCost(offer, candidate.unitsPerServing, ownCheapest, product.unitsPerServing) >= 0)
      return [];
    return [{ candidate, offer }];
  });

  return cheaper
    .sort(
      (a, b) =>
        compareServingCost(a.offer, a.candidate.unitsPerServing, b.offer, b.candidate.unitsPerServing) ||
        a.candidate.name.localeCompare(b.candidate.name, "en-GB") ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .slice(0, MAX_ALTERNATIVES)
    .map(({ candidate, offer }) => ({
      id: candidate.id,
      slug: candidate.slug,
      name: candidate.name,
      brand: candidate.brand,
      pricePerServingPence: pricePerServingPence(offer, candidate.unitsPerServing),
      source: offer.source,
      lastCheckedAt: offer.lastCheckedAt,
    }));
}

function upperLevelFor(
  ingredient: {
    slug: string;
    upperLevelAmount: number | null;
    upperLevelUnit: string | null;
    upperLevelSource: string | null;
  },
  chemicalForm: string | null,
): ProductIngredient["upperLevel"] {
  const byForm = formUpperLevel(ingredient.slug, chemicalForm);
  if (byForm) return { amount: byForm.amount, unit: byForm.unit, source: byForm.source };
  return ingredient.upperLevelAmount !== null && ingredient.upperLevelUnit !== null
    ? {
        amount: ingredient.upperLevelAmount,
        unit: ingredient.upperLevelUnit,
        source: ingredient.upperLevelSource,
      }
    : null;
}

export type UnsoldIngredient = Pick<
  ProductIngredient,
  "ingredientId" | "name" | "evidenceSummary" | "references"
>;

/** An ingredient named by a search that no product carries ("ashwagandha"), so /browse can say what we know of it. */
export async function unsoldIngredientNamed(words: string): Promise<UnsoldIngredient | null> {
  const name = words.trim().replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 60) return null;
  const rows = await db().$queryRaw<
    Array<{ id: string; name: string; evidence_summary: string | null; references: unknown }>
  >`
    SELECT i."id", i."name", i."evidence_summary", i."references"
    FROM "ingredients" i
    WHERE EXISTS (
            SELECT 1 FROM ${INGREDIENT_NAMES} AS n("name_or_synonym")
            WHERE "catalogue_search_text"(n."name_or_synonym") = "catalogue_search_text"(${name}::text)
          )
      AND NOT EXISTS (SELECT 1 FROM "supplement_ingredients" si WHERE si."ingredient_id" = i."id")
    ORDER BY i."name"
    LIMIT 1`;
  const row = rows[0];
  return row
    ? {
        ingredientId: row.id,
        name: row.name,
        evidenceSummary: row.evidence_summary,
        references: parseReferences(row.references),
      }
    : null;
}
