// Catalogue search for /browse and GET /api/supplements: one parameterised SQL query that matches,
// filters, ranks, prices and pages the products and counts the matches.
//
// Matching (prisma/migrations/20261121230000_catalogue_search): the query, lower-cased and
// unaccented by catalogue_search_text(), matches a product when it is word-similar (pg_trgm `<%`,
// threshold pg_trgm.word_similarity_threshold, default 0.6) to the product's name, its brand, or the
// name or a synonym of one of its ingredients, or when the English full-text query matches name +
// brand. Trigram similarity is what makes "magnesum" find magnesium.
//
// Ranking (relevance): an exact ingredient match (the query is an ingredient's name, synonym or slug)
// outweighs everything else, then fuzzy ingredient similarity, name similarity, brand similarity and
// full-text rank, so "vitamin d" lists products containing vitamin D3 before products that merely
// come from a brand spelt like it. Ties fall back to name, brand, id so paging is stable.
//
// Prices: a product's price is its cheapest offer per serving, preferring in-stock offers (the rule
// of lib/catalogue/pricing.ts cheapestOffer); price per day is that offer's price × units per
// serving ÷ pack size, one serving a day, rounded half up to whole pence as pricePerDayPence does.
import "server-only";
import { db } from "@/lib/db/prisma";
import type { OfferSource, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";
import { BROWSE_PAGE_SIZE, type SupplementSearchParams } from "./search-params";

export interface SupplementSearchItem {
  id: string;
  name: string;
  brand: string;
  form: ProductForm;
  category: SupplementCategory;
  /** The cheapest offer's pack price; null when the product has no offers. */
  cheapestPricePence: number | null;
  pricePerDayPence: number | null;
  /** Where that price came from: 'sample' prices are labelled as such in the UI. */
  offerSource: OfferSource | null;
  ingredientNames: string[];
}

export interface SupplementSearchResult {
  items: SupplementSearchItem[];
  total: number;
  page: number;
  pageCount: number;
}

interface SearchRow {
  total: number;
  id: string | null;
  name: string | null;
  brand: string | null;
  form: ProductForm | null;
  category: SupplementCategory | null;
  cheapest_price_pence: number | null;
  price_per_day_pence: number | null;
  offer_source: OfferSource | null;
  ingredient_names: string[] | null;
}

const toPence = (pounds: number | null) => (pounds === null ? null : Math.round(pounds * 100));

export async function searchSupplements(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  const pageSize = BROWSE_PAGE_SIZE;
  const offset = (params.page - 1) * pageSize;
  const sort = params.sort === "relevance" && !params.q ? "name" : params.sort;

  // `results` is referenced twice (count and page), so PostgreSQL materialises it once. The outer
  // LEFT JOIN returns the total even when the requested page is past the last one.
  const rows = await db().$queryRaw<SearchRow[]>`
    WITH "query" AS (
      SELECT "catalogue_search_text"(${params.q}::text) AS "qn",
             websearch_to_tsquery('english', ${params.q}::text) AS "tsq"
    ),
    "matched_ingredients" AS (
      SELECT i."id",
             GREATEST(
               word_similarity(q."qn", "catalogue_search_text"(i."name")),
               COALESCE((SELECT max(word_similarity(q."qn", "catalogue_search_text"(syn))) FROM unnest(i."synonyms") syn), 0)
             ) AS "similarity",
             ("catalogue_search_text"(i."name") = q."qn"
               OR i."slug" = replace(q."qn", ' ', '-')
               OR EXISTS (SELECT 1 FROM unnest(i."synonyms") syn WHERE "catalogue_search_text"(syn) = q."qn")) AS "exact"
      FROM "ingredients" i CROSS JOIN "query" q
      WHERE q."qn" IS NOT NULL
        AND (q."qn" <% "catalogue_search_text"(i."name")
          OR EXISTS (SELECT 1 FROM unnest(i."synonyms") syn WHERE q."qn" <% "catalogue_search_text"(syn)))
    ),
    "ingredient_matches" AS (
      SELECT si."supplement_id", max(mi."similarity") AS "similarity", bool_or(mi."exact") AS "exact"
      FROM "supplement_ingredients" si JOIN "matched_ingredients" mi ON mi."id" = si."ingredient_id"
      GROUP BY si."supplement_id"
    ),
    "cheapest" AS (
      SELECT DISTINCT ON (o."supplement_id") o."supplement_id", o."price_pence", o."pack_size", o."source", o."in_stock"
      FROM "retailer_offers" o
      ORDER BY o."supplement_id", o."in_stock" DESC, o."price_pence"::numeric / o."pack_size", o."retailer"
    ),
    "results" AS (
      SELECT s."id", s."name", s."brand", s."form", s."category", s."created_at",
             c."price_pence" AS "cheapest_price_pence",
             ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
             c."source" AS "offer_source",
             CASE WHEN q."qn" IS NULL THEN 0 ELSE
               3 * COALESCE(im."exact", false)::int
               + 2 * COALESCE(im."similarity", 0)
               + 1.5 * word_similarity(q."qn", "catalogue_search_text"(s."name"))
               + 0.5 * word_similarity(q."qn", "catalogue_search_text"(s."brand"))
               + ts_rank(to_tsvector('english', s."name" || ' ' || s."brand"), q."tsq")
             END AS "rank"
      FROM "supplements" s
      CROSS JOIN "query" q
      LEFT JOIN "cheapest" c ON c."supplement_id" = s."id"
      LEFT JOIN "ingredient_matches" im ON im."supplement_id" = s."id"
      WHERE (q."qn" IS NULL
          OR im."supplement_id" IS NOT NULL
          OR q."qn" <% "catalogue_search_text"(s."name")
          OR q."qn" <% "catalogue_search_text"(s."brand")
          OR to_tsvector('english', s."name" || ' ' || s."brand") @@ q."tsq")
        AND (${params.category}::text IS NULL OR s."category" = ${params.category}::text::"supplement_category")
        AND (${params.form}::text IS NULL OR s."form" = ${params.form}::text::"product_form")
        AND (${params.ingredient}::text IS NULL OR EXISTS (
              SELECT 1 FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
              WHERE si."supplement_id" = s."id" AND i."slug" = ${params.ingredient}::text))
        AND (NOT ${params.vegan}::boolean OR s."vegan" IS TRUE)
        AND (NOT ${params.vegetarian}::boolean OR s."vegetarian" IS TRUE)
        AND (NOT ${params.glutenFree}::boolean OR s."gluten_free" IS TRUE)
        AND (NOT ${params.inStock}::boolean OR c."in_stock" IS TRUE)
        AND (${toPence(params.minPrice)}::int IS NULL OR c."price_pence" >= ${toPence(params.minPrice)}::int)
        AND (${toPence(params.maxPrice)}::int IS NULL OR c."price_pence" <= ${toPence(params.maxPrice)}::int)
    ),
    "ordered" AS (
      SELECT r.*, row_number() OVER (ORDER BY
          CASE WHEN ${sort}::text = 'relevance' THEN r."rank" END DESC NULLS LAST,
          CASE WHEN ${sort}::text = 'price' THEN r."cheapest_price_pence" END ASC NULLS LAST,
          CASE WHEN ${sort}::text = 'price_per_day' THEN r."price_per_day_pence" END ASC NULLS LAST,
          CASE WHEN ${sort}::text = 'newest' THEN r."created_at" END DESC NULLS LAST,
          r."name", r."brand", r."id") AS "position"
      FROM "results" r
    )
    SELECT t."total", p."id", p."name", p."brand", p."form", p."category", p."cheapest_price_pence",
           p."price_per_day_pence", p."offer_source", p."ingredient_names"
    FROM (SELECT count(*)::int AS "total" FROM "results") t
    LEFT JOIN LATERAL (
      SELECT o."id", o."name", o."brand", o."form"::text AS "form", o."category"::text AS "category",
             o."cheapest_price_pence", o."price_per_day_pence", o."offer_source"::text AS "offer_source", o."position",
             ARRAY(SELECT i."name" FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
                   WHERE si."supplement_id" = o."id" ORDER BY i."name") AS "ingredient_names"
      FROM "ordered" o
      WHERE o."position" > ${offset}::int AND o."position" <= ${offset + pageSize}::int
    ) p ON true
    ORDER BY p."position"`;

  const total = rows[0]?.total ?? 0;
  const items: SupplementSearchItem[] = [];
  for (const row of rows) {
    if (row.id === null || row.name === null || row.brand === null || row.form === null || row.category === null) continue;
    items.push({
      id: row.id,
      name: row.name,
      brand: row.brand,
      form: row.form,
      category: row.category,
      cheapestPricePence: row.cheapest_price_pence,
      pricePerDayPence: row.price_per_day_pence,
      offerSource: row.offer_source,
      ingredientNames: row.ingredient_names ?? [],
    });
  }
  return { items, total, page: params.page, pageCount: Math.ceil(total / pageSize) };
}
