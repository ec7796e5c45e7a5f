// Catalogue search for /browse and GET /api/supplements: parameterised SQL (ingredient matches first,
// then one query that gathers indexed candidates, filters, ranks, prices, pages and counts them).
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
import { Prisma } from "@/lib/db/generated/client";
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

interface IngredientMatch {
  id: string;
  similarity: number;
  exact: boolean;
}

/**
 * The ingredients the query matches (name or synonym word-similar to it), each with its similarity and
 * whether it is an exact match (name, synonym or slug, case- and accent-insensitive). When any exact
 * match exists only the exact matches are kept: "vitamin d3" then means the ingredient Vitamin D3, not
 * every ingredient whose name contains "vitamin". The ingredient table is small (tens of rows), so this
 * is cheap; doing it first lets the main query look products up through supplement_ingredients'
 * ingredient_id index instead of joining every product.
 */
async function matchIngredients(q: string): Promise<IngredientMatch[]> {
  const rows = await db().$queryRaw<IngredientMatch[]>`
    WITH "query" AS (SELECT "catalogue_search_text"(${q}::text) AS "qn"),
    "matched" AS (
      SELECT i."id",
             GREATEST(
               word_similarity(q."qn", "catalogue_search_text"(i."name")),
               COALESCE((SELECT max(word_similarity(q."qn", "catalogue_search_text"(syn))) FROM unnest(i."synonyms") syn), 0)
             )::float8 AS "similarity",
             ("catalogue_search_text"(i."name") = q."qn"
               OR i."slug" = replace(q."qn", ' ', '-')
               OR EXISTS (SELECT 1 FROM unnest(i."synonyms") syn WHERE "catalogue_search_text"(syn) = q."qn")) AS "exact"
      FROM "ingredients" i CROSS JOIN "query" q
      WHERE q."qn" IS NOT NULL
        AND (q."qn" <% "catalogue_search_text"(i."name")
          OR EXISTS (SELECT 1 FROM unnest(i."synonyms") syn WHERE q."qn" <% "catalogue_search_text"(syn)))
    )
    SELECT m."id", m."similarity", m."exact" FROM "matched" m
    WHERE m."exact" OR NOT EXISTS (SELECT 1 FROM "matched" e WHERE e."exact")`;
  return rows.map((row) => ({ id: row.id, similarity: Number(row.similarity), exact: row.exact }));
}

/** The cheapest offer of product s (in stock first, then price per unit, then retailer): one index probe. */
const cheapestOfferJoin = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT o."price_pence", o."pack_size", o."source", o."in_stock"
    FROM "retailer_offers" o
    WHERE o."supplement_id" = s."id"
    ORDER BY o."in_stock" DESC, o."price_pence"::numeric / o."pack_size", o."retailer"
    LIMIT 1
  ) c ON true`;

const priceColumns = Prisma.sql`
  c."price_pence" AS "cheapest_price_pence",
  ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
  c."source" AS "offer_source",
  c."in_stock" AS "offer_in_stock"`;

/** ORDER BY for each sort, on the columns of "results"; ties fall back to name, brand, id. */
function orderBy(sort: SupplementSearchParams["sort"]): Prisma.Sql {
  switch (sort) {
    case "relevance":
      return Prisma.sql`"rank" DESC, "name", "brand", "id"`;
    case "price":
      return Prisma.sql`"cheapest_price_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "price_per_day":
      return Prisma.sql`"price_per_day_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "newest":
      return Prisma.sql`"created_at" DESC, "name", "brand", "id"`;
    default:
      return Prisma.sql`"name", "brand", "id"`;
  }
}

export async function searchSupplements(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  const pageSize = BROWSE_PAGE_SIZE;
  const offset = (params.page - 1) * pageSize;
  const q = params.q && params.q.trim() !== "" ? params.q : null;
  const sort = params.sort === "relevance" && !q ? "name" : params.sort;
  const minPrice = toPence(params.minPrice);
  const maxPrice = toPence(params.maxPrice);
  // The cheapest offer is needed for every matching product only when it filters or sorts them;
  // otherwise it is looked up for the page's rows alone.
  const priceForAll = params.inStock || minPrice !== null || maxPrice !== null || sort === "price" || sort === "price_per_day";

  // Candidates: without a query, every product. With one, the union of separately indexed lookups —
  // products containing a matched ingredient (supplement_ingredients.ingredient_id index), products
  // whose name or brand is word-similar to the query (trigram indexes) and products whose name + brand
  // match the English full-text query (full-text index) — and only those are ranked.
  let source: Prisma.Sql;
  let rank: Prisma.Sql;
  if (q === null) {
    source = Prisma.sql`"supplements" s`;
    rank = Prisma.sql`0`;
  } else {
    const ingredients = await matchIngredients(q);
    const ids = ingredients.map((match) => match.id);
    const similarities = ingredients.map((match) => match.similarity);
    const exact = ingredients.map((match) => match.exact);
    const qn = Prisma.sql`"catalogue_search_text"(${q}::text)`;
    const tsq = Prisma.sql`websearch_to_tsquery('english', ${q}::text)`;
    source = Prisma.sql`(
        SELECT si."supplement_id" AS "id" FROM "supplement_ingredients" si WHERE si."ingredient_id" = ANY(${ids}::text[])
        UNION SELECT x."id" FROM "supplements" x WHERE ${qn} <% "catalogue_search_text"(x."name")
        UNION SELECT x."id" FROM "supplements" x WHERE ${qn} <% "catalogue_search_text"(x."brand")
        UNION SELECT x."id" FROM "supplements" x WHERE to_tsvector('english', x."name" || ' ' || x."brand") @@ ${tsq}
      ) cand
      JOIN "supplements" s ON s."id" = cand."id"
      LEFT JOIN (
        SELECT si."supplement_id", max(m."similarity") AS "similarity", bool_or(m."exact") AS "exact"
        FROM "supplement_ingredients" si
        JOIN unnest(${ids}::text[], ${similarities}::float8[], ${exact}::boolean[]) AS m("id", "similarity", "exact")
          ON m."id" = si."ingredient_id"
        WHERE si."ingredient_id" = ANY(${ids}::text[])
        GROUP BY si."supplement_id"
      ) im ON im."supplement_id" = s."id"`;
    // Relevance only matters when it orders the results. The name and brand are normalised inline,
    // exactly as catalogue_search_text() does, because calling that SQL function per row costs more.
    rank =
      sort !== "relevance"
        ? Prisma.sql`0`
        : Prisma.sql`(
        3 * COALESCE(im."exact", false)::int
        + 2 * COALESCE(im."similarity", 0)
        + 1.5 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."name")))
        + 0.5 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."brand")))
        + ts_rank(to_tsvector('english', s."name" || ' ' || s."brand"), ${tsq}))`;
  }

  // `results` is referenced twice (count and page). When it holds prices or ranks it is materialised
  // once; otherwise it is inlined so the count is a plain count and the page can read an index in order.
  const materialise = q !== null || priceForAll ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`;
  const order = orderBy(sort);
  const rows = await db().$queryRaw<SearchRow[]>`
    WITH "results" AS ${materialise} (
      SELECT s."id", s."name", s."brand", s."form", s."category", s."created_at", s."units_per_serving",
             ${priceForAll ? priceColumns : Prisma.sql`NULL::int AS "cheapest_price_pence", NULL::int AS "price_per_day_pence"`},
             ${rank} AS "rank"
      FROM ${source}
      ${priceForAll ? cheapestOfferJoin : Prisma.empty}
      WHERE (${params.category}::text IS NULL OR s."category" = ${params.category}::text::"supplement_category")
        AND (${params.form}::text IS NULL OR s."form" = ${params.form}::text::"product_form")
        AND (${params.ingredient}::text IS NULL OR EXISTS (
              SELECT 1 FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
              WHERE si."supplement_id" = s."id" AND i."slug" = ${params.ingredient}::text))
        AND (NOT ${params.vegan}::boolean OR s."vegan" IS TRUE)
        AND (NOT ${params.vegetarian}::boolean OR s."vegetarian" IS TRUE)
        AND (NOT ${params.glutenFree}::boolean OR s."gluten_free" IS TRUE)
        ${params.inStock ? Prisma.sql`AND c."in_stock" IS TRUE` : Prisma.empty}
        ${minPrice !== null ? Prisma.sql`AND c."price_pence" >= ${minPrice}::int` : Prisma.empty}
        ${maxPrice !== null ? Prisma.sql`AND c."price_pence" <= ${maxPrice}::int` : Prisma.empty}
    )
    SELECT t."total", p."id", p."name", p."brand", p."form", p."category", p."cheapest_price_pence",
           p."price_per_day_pence", p."offer_source", p."ingredient_names"
    FROM (SELECT count(*)::int AS "total" FROM "results") t
    LEFT JOIN LATERAL (
      SELECT s."id", s."name", s."brand", s."form"::text AS "form", s."category"::text AS "category",
             s."rank", s."created_at",
             ${priceForAll
               ? Prisma.sql`s."cheapest_price_pence", s."price_per_day_pence", s."offer_source"::text AS "offer_source"`
               : Prisma.sql`c."price_pence" AS "cheapest_price_pence",
                 ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
                 c."source"::text AS "offer_source"`},
             ARRAY(SELECT i."name" FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
                   WHERE si."supplement_id" = s."id" ORDER BY i."name") AS "ingredient_names"
      FROM (SELECT r.* FROM "results" r ORDER BY ${order} LIMIT ${pageSize}::int OFFSET ${offset}::int) s
      ${priceForAll ? Prisma.empty : cheapestOfferJoin}
    ) p ON true
    ORDER BY ${order}`;

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
