// Seeds the shipped products, their ingredients per serving and their SAMPLE retailer offers in a
// few set-based statements (fast on every start). Sample offers never overwrite an offer that came
// from a real price feed (source 'feed' or 'manual').
import { PRODUCTS } from "../data/catalogue/products";
import { findPackGroups } from "../../lib/catalogue/packs";
import { productSeedSchema, type ProductSeed } from "../../lib/catalogue/seed-schemas";
import type { Database } from "../../lib/db/prisma";
import { labelFingerprint } from "../../lib/labels/label-diff";
import { SEED_TRANSACTION } from "./transaction";

/** When the shipped sample prices were written; shown with every 'Sample price'. */
const SAMPLE_PRICES_CHECKED_AT = "2026-11-21T00:00:00.000Z";

export async function seedProducts(prisma: Database): Promise<number> {
  const products = PRODUCTS.map((raw) => productSeedSchema.parse(raw));
  const names = new Map(
    (await prisma.ingredient.findMany({ select: { slug: true, name: true } })).map((row) => [
      row.slug,
      row.name,
    ]),
  );
  for (const product of products) {
    for (const item of product.ingredients) {
      if (!names.has(item.ingredient))
        throw new Error(`Product ${product.slug} names unknown ingredient "${item.ingredient}"`);
    }
  }
  const supplementRows = products.map(
    ({ ingredients: _ingredients, sampleOffers: _offers, labelSource: _source, ...product }) => product,
  );
  const ingredientRows = products.flatMap((product) =>
    product.ingredients.map((item) => ({ slug: product.slug, ...item })),
  );
  const offerRows = products.flatMap((product) =>
    product.sampleOffers.map((offer) => ({ slug: product.slug, ...offer })),
  );
  // Every pack but a product's smallest points at the smallest (lib/catalogue/packs.ts).
  const packRows = findPackGroups(products).flatMap(([canonical, ...packs]) =>
    packs.map((pack) => ({ slug: pack.slug, canonical: canonical?.slug ?? pack.slug })),
  );

  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "supplements" ("id", "slug", "name", "brand", "description", "form", "units_per_pack", "units_per_serving",
        "category", "benefits", "optimal_timing", "take_with_food", "vegan", "vegetarian", "gluten_free", "label_complete", "updated_at")
      SELECT gen_random_uuid()::text, p."slug", p."name", p."brand", p."description", p."form"::"product_form", p."unitsPerPack",
        p."unitsPerServing", p."category"::"supplement_category", ARRAY[]::text[], p."optimalTiming"::"optimal_timing",
        p."takeWithFood", p."vegan", p."vegetarian", p."glutenFree", p."labelComplete", CURRENT_TIMESTAMP
      FROM jsonb_to_recordset(${JSON.stringify(supplementRows)}::jsonb) AS p("slug" text, "name" text, "brand" text,
        "description" text, "form" text, "unitsPerPack" int, "unitsPerServing" int, "category" text, "optimalTiming" text,
        "takeWithFood" boolean, "vegan" boolean, "vegetarian" boolean, "glutenFree" boolean, "labelComplete" boolean)
      ON CONFLICT ("slug") DO UPDATE SET "name" = EXCLUDED."name", "brand" = EXCLUDED."brand",
        "description" = EXCLUDED."description", "form" = EXCLUDED."form", "units_per_pack" = EXCLUDED."units_per_pack",
        "units_per_serving" = EXCLUDED."units_per_serving", "category" = EXCLUDED."category",
        "optimal_timing" = EXCLUDED."optimal_timing", "take_with_food" = EXCLUDED."take_with_food",
        "vegan" = CASE WHEN "supplements"."label_checked_at" IS NULL THEN EXCLUDED."vegan" ELSE "supplements"."vegan" END,
        "vegetarian" = CASE WHEN "supplements"."label_checked_at" IS NULL THEN EXCLUDED."vegetarian" ELSE "supplements"."vegetarian" END,
        "gluten_free" = CASE WHEN "supplements"."label_checked_at" IS NULL THEN EXCLUDED."gluten_free" ELSE "supplements"."gluten_free" END,
        "label_complete" = CASE WHEN "supplements"."label_checked_at" IS NULL THEN EXCLUDED."label_complete" ELSE "supplements"."label_complete" END,
        "updated_at" = CURRENT_TIMESTAMP
      WHERE ("supplements"."name", "supplements"."brand", "supplements"."description", "supplements"."form",
             "supplements"."units_per_pack", "supplements"."units_per_serving", "supplements"."category",
             "supplements"."optimal_timing", "supplements"."take_with_food", "supplements"."vegan",
             "supplements"."vegetarian", "supplements"."gluten_free", "supplements"."label_complete")
        IS DISTINCT FROM (EXCLUDED."name", EXCLUDED."brand", EXCLUDED."description", EXCLUDED."form",
             EXCLUDED."units_per_pack", EXCLUDED."units_per_serving", EXCLUDED."category", EXCLUDED."optimal_timing",
             EXCLUDED."take_with_food", EXCLUDED."vegan", EXCLUDED."vegetarian", EXCLUDED."gluten_free",
             EXCLUDED."label_complete")`;

    await tx.$executeRaw`
      UPDATE "supplements" s SET "pack_of_id" = c."id"
      FROM jsonb_to_recordset(${JSON.stringify(packRows)}::jsonb) AS g("slug" text, "canonical" text)
      JOIN "supplements" c ON c."slug" = g."canonical"
      WHERE s."slug" = g."slug" AND s."pack_of_id" IS DISTINCT FROM c."id"`;
    await tx.$executeRaw`
      UPDATE "supplements" SET "pack_of_id" = NULL
      WHERE "pack_of_id" IS NOT NULL
        AND "slug" IN (SELECT jsonb_array_elements_text(${JSON.stringify(products.map((p) => p.slug))}::jsonb))
        AND "slug" NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(packRows.map((row) => row.slug))}::jsonb))`;

    // A label a second admin checked (docs/catalogue-labels.md) outranks the shipped transcription.
    await tx.$executeRaw`
      DELETE FROM "supplement_ingredients" si USING "supplements" s
      WHERE si."supplement_id" = s."id" AND s."label_checked_at" IS NULL AND s."slug" IN (SELECT jsonb_array_elements_text(${JSON.stringify(products.map((p) => p.slug))}::jsonb))`;
    await tx.$executeRaw`
      INSERT INTO "supplement_ingredients" ("supplement_id", "ingredient_id", "amount", "unit", "chemical_form")
      SELECT s."id", i."id", r."amount", r."unit", r."chemicalForm"
      FROM jsonb_to_recordset(${JSON.stringify(ingredientRows)}::jsonb) AS r("slug" text, "ingredient" text, "amount" float8,
        "unit" text, "chemicalForm" text)
      JOIN "supplements" s ON s."slug" = r."slug" AND s."label_checked_at" IS NULL
      JOIN "ingredients" i ON i."slug" = r."ingredient"`;

    await tx.$executeRaw`
      INSERT INTO "retailer_offers" ("id", "supplement_id", "retailer", "price_pence", "pack_size", "url", "in_stock",
        "source", "last_checked_at", "updated_at")
      SELECT gen_random_uuid()::text, s."id", o."retailer", o."pricePence", o."packSize", o."url", true, 'sample',
        ${SAMPLE_PRICES_CHECKED_AT}::timestamp, CURRENT_TIMESTAMP
      FROM jsonb_to_recordset(${JSON.stringify(offerRows)}::jsonb) AS o("slug" text, "retailer" text, "pricePence" int,
        "packSize" int, "url" text)
      JOIN "supplements" s ON s."slug" = o."slug"
      ON CONFLICT ("supplement_id", "retailer") DO UPDATE SET "price_pence" = EXCLUDED."price_pence",
        "pack_size" = EXCLUDED."pack_size", "url" = EXCLUDED."url", "last_checked_at" = EXCLUDED."last_checked_at",
        "updated_at" = CURRENT_TIMESTAMP
      WHERE "retailer_offers"."source" = 'sample'
        AND ("retailer_offers"."price_pence", "retailer_offers"."pack_size", "retailer_offers"."url", "retailer_offers"."last_checked_at")
            IS DISTINCT FROM (EXCLUDED."price_pence", EXCLUDED."pack_size", EXCLUDED."url", EXCLUDED."last_checked_at")`;

    // A label read from a named page waits for an admin's check as a re-check of the product; once checked or
    // rejected it is not seeded again (one seeded entry per product and page).
    await tx.$executeRaw`
      INSERT INTO "product_entries" ("id", "status", "supplement_id", "brand", "name", "form", "units_per_pack",
        "units_per_serving", "category", "ingredients", "label_url", "label_read_on", "base_label", "label_complete",
        "entered_from_seed", "updated_at")
      SELECT gen_random_uuid()::text, 'awaiting_check', s."id", s."brand", s."name", s."form", s."units_per_pack",
        s."units_per_serving", s."category", e."rows", e."url", e."readOn"::date, e."baseLabel", e."labelComplete",
        true, CURRENT_TIMESTAMP
      FROM jsonb_to_recordset(${JSON.stringify(sourcedLabels(products, names))}::jsonb) AS e("slug" text, "rows" jsonb,
        "url" text, "readOn" text, "baseLabel" text, "labelComplete" boolean)
      JOIN "supplements" s ON s."slug" = e."slug" AND s."label_checked_at" IS NULL
      ON CONFLICT DO NOTHING`;
  }, SEED_TRANSACTION);
  return products.length;
}

/** The re-check entries of products whose label source the data names, against the label the seed writes. */
function sourcedLabels(products: ProductSeed[], names: ReadonlyMap<string, string>) {
  return products.flatMap((product) => {
    if (!product.labelSource) return [];
    const rows = product.ingredients.map((item) => ({
      ingredientSlug: item.ingredient,
      name: names.get(item.ingredient) ?? item.ingredient,
      amount: item.amount,
      unit: item.unit,
      chemicalForm: item.chemicalForm,
    }));
    const label = { ...product, rows, allergens: [] };
    return [
      {
        slug: product.slug,
        rows,
        url: product.labelSource.url,
        readOn: product.labelSource.readOn,
        baseLabel: labelFingerprint(label, null),
        labelComplete: product.labelComplete,
      },
    ];
  });
}
