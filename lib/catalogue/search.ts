// Catalogue search for /browse and GET /api/supplements: parameterised SQL (a first query reads the
// search words and the ingredients it names, then one query gathers indexed candidates, filters,
// ranks, prices, pages and counts them).
//
// Matching (migrations …_catalogue_search and …_catalogue_search_document). The query is lower-cased,
// unaccented and split into English full-text lexemes by catalogue_search_terms(), the function that
// made every product's precomputed words (supplements.search_terms: name, brand, and each ingredient's
// name, synonyms, slug and chemical form; kept current by triggers). Two modes:
// - words: when the query is exactly an ingredient's name, synonym or slug, or when some product has
//   every word of the query, the results are the products containing that ingredient plus the
//   products having every word (GIN index on search_terms). "vitamin d3" therefore means products with
//   vitamin D3 or with both words, not every "Vitamin X" product.
// - typo: otherwise (no product has all the words — a misspelling such as "magnesum", or a partial
//   word), the query is compared by trigram word similarity (pg_trgm `<%`, threshold
//   pg_trgm.word_similarity_threshold, default 0.6) with ingredient names and synonyms, product names
//   and brands. This is what makes "magnesum" find magnesium.
//
// Ranking (relevance): an exact ingredient match (+3, plus 2 × its similarity, 1) outweighs
// everything else; then, in word mode, the name having every query word (+1.5), the brand having
// them (+0.5) and the name having some (+0.25) — array tests on precomputed words, about a
// microsecond a row; in typo mode, 2 × the fuzzy ingredient similarity (+1.5 when the name names that
// ingredient), or for products found by name or brand alone 1.5 × name and 0.5 × brand word
// similarity. So "vitamin d" lists products containing vitamin D3 before products that merely come
// from a brand spelt like it. Ties fall back to name, brand, id so paging is stable.
//
// Rating: the mean of the product's reviews (reviews.rating, 1–5) from the summary a trigger on
// reviews keeps in supplements.review_count and review_rating_sum; products without reviews come
// last; ties go to more reviews, then name.
//
// Pack sizes: a product sold in several pack sizes is listed once, as its canonical row (pack_of_id
// null, lib/catalogue/packs.ts); its price is the cheapest offer over all its packs, with that pack's size.
//
// Prices: a product's price is its cheapest offer per serving, preferring in-stock offers (the rule
// of lib/catalogue/pricing.ts cheapestOffer); price per day is that offer's price × units per
// serving ÷ pack size, one serving a day, rounded half up to whole pence as pricePerDayPence does.
import "server-only";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/db/generated/client";
import type { OfferSource, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";
import { GOAL_DEFINITIONS, type BrowseGoal } from "./goals";
import { BROWSE_PAGE_SIZE, type SupplementSearchParams } from "./search-params";

export interface SupplementSearchItem {
  id: string;
  /** The product page is /supplement/{slug} (lib/catalogue/product-paths.ts). */
  slug: string;
  name: string;
  brand: string;
  form: ProductForm;
  category: SupplementCategory;
  /** The cheapest offer's pack price, over all the product's pack sizes; null when it has no offers. */
  cheapestPricePence: number | null;
  /** Units in the pack that price buys (shown beside it); null without offers. */
  cheapestPackSize: number | null;
  /** The catalogue row of that pack: what "Add to stack" adds, so the stack costs what was shown. */
  cheapestPackId: string | null;
  /** How many pack sizes the product is sold in (lib/catalogue/packs.ts); 1 for most. */
  packCount: number;
  pricePerDayPence: number | null;
  /** Where that price came from: 'sample' prices are labelled as such in the UI. */
  offerSource: OfferSource | null;
  /** That offer's retailer and when it was last checked (ISO date-time): real prices older than a week say they may be out of date. */
  offerRetailer: string | null;
  offerCheckedAt: string | null;
  /** The retailer credited for the product's cached feed image; null when it has none. */
  imageRetailer: string | null;
  ingredientNames: string[];
  /** Mean review rating (1–5), null without reviews. */
  averageRating: number | null;
  reviewCount: number;
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
  slug: string | null;
  name: string | null;
  brand: string | null;
  form: ProductForm | null;
  category: SupplementCategory | null;
  cheapest_price_pence: number | null;
  cheapest_pack_size: number | null;
  cheapest_pack_id: string | null;
  pack_count: number | null;
  price_per_day_pence: number | null;
  offer_source: OfferSource | null;
  offer_retailer: string | null;
  offer_checked_at: Date | null;
  image_retailer: string | null;
  ingredient_names: string[] | null;
  rating_avg: number | null;
  rating_count: number | null;
}

const toPence = (pounds: number | null) => (pounds === null ? null : Math.round(pounds * 100));

interface IngredientMatch {
  slug: string;
  similarity: number;
  exact: boolean;
  /** The lexemes of its name: what a product name says when it names this ingredient. */
  terms: string[];
}

interface QueryAnalysis {
  /** The query's lexemes, as catalogue_search_terms() makes them (stop words dropped). */
  terms: string[];
  /** Some product has every one of the terms. */
  termsMatch: boolean;
  /** Some product's brand has every one of the terms. */
  brandMatch: boolean;
  ingredients: IngredientMatch[];
}

/**
 * One short round trip before the main query: the query's words, whether any product has them all
 * (a GIN probe), and the ingredients it matches. An exact match is an ingredient's name, synonym or
 * slug, case- and accent-insensitive; when there is one, only exact matches are kept: "vitamin d3"
 * then means the ingredient Vitamin D3, not every ingredient whose name contains "vitamin". Only when
 * there is neither an exact match nor a product with all the words (the typo mode) is the query
 * compared by trigram word similarity with every ingredient name and synonym, each normalised once.
 * The ingredient table is small (tens of rows); the main query then finds the products containing
 * the matched ingredients through their 'ingredient:<slug>' markers in search_terms (the same GIN
 * index as the words).
 */
async function analyseQuery(q: string): Promise<QueryAnalysis> {
  const rows = await db().$queryRaw<
    Array<{
      terms: string[];
      terms_match: boolean;
      brand_match: boolean;
      ingredients: IngredientMatch[] | null;
    }>
  >`
    WITH "query" AS (SELECT "catalogue_search_text"(${q}::text) AS "qn", "catalogue_search_terms"(${q}::text) AS "terms"),
    "names" AS MATERIALIZED (
      SELECT i."slug", i."name", "catalogue_search_text"(n."name_or_synonym") AS "text"
      FROM "ingredients" i CROSS JOIN LATERAL unnest(array_prepend(i."name", i."synonyms")) AS n("name_or_synonym")
    ),
    "exact" AS MATERIALIZED (
      SELECT DISTINCT n."slug", n."name" FROM "names" n CROSS JOIN "query" q
      WHERE n."text" = q."qn" OR n."slug" = replace(q."qn", ' ', '-')
    ),
    "flags" AS MATERIALIZED (
      SELECT q."terms",
             (cardinality(q."terms") > 0 AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_terms" @> q."terms")) AS "terms_match",
             EXISTS (SELECT 1 FROM "exact") AS "has_exact"
      FROM "query" q
    )
    SELECT f."terms", f."terms_match",
           (f."terms_match" AND EXISTS (SELECT 1 FROM "supplements" x WHERE x."search_brand_terms" @> f."terms")) AS "brand_match",
           CASE
             WHEN f."has_exact" THEN (
               SELECT json_agg(json_build_object('slug', e."slug", 'similarity', 1, 'exact', true, 'terms', "catalogue_search_terms"(e."name")))
               FROM "exact" e)
             WHEN NOT f."terms_match" THEN (
               SELECT json_agg(json_build_object('slug', z."slug", 'similarity', z."similarity", 'exact', false, 'terms', z."terms"))
               FROM (
                 SELECT n."slug", max(word_similarity(q."qn", n."text"))::float8 AS "similarity", "catalogue_search_terms"(min(n."name")) AS "terms"
                 FROM "names" n CROSS JOIN "query" q
                 WHERE q."qn" <% n."text"
                 GROUP BY n."slug"
               ) z)
           END AS "ingredients"
    FROM "flags" f`;
  const row = rows[0];
  return {
    terms: row?.terms ?? [],
    termsMatch: row?.terms_match ?? false,
    brandMatch: row?.brand_match ?? false,
    ingredients: (row?.ingredients ?? []).map((match) => ({
      slug: match.slug,
      similarity: match.similarity,
      exact: match.exact,
      terms: match.terms,
    })),
  };
}

/**
 * The cheapest offer of product s over all its pack sizes (in stock first, then price per unit, then
 * retailer): the packs of one product share its units per serving (lib/catalogue/packs.ts), so price
 * per unit orders them by price per day. Index probes on the offers' product and supplements.pack_of_id.
 */
const cheapestOfferJoin = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT o."supplement_id", o."price_pence", o."pack_size", o."source", o."in_stock", o."retailer", o."last_checked_at"
    FROM "retailer_offers" o
    WHERE o."supplement_id" = s."id"
       OR o."supplement_id" IN (SELECT x."id" FROM "supplements" x WHERE x."pack_of_id" = s."id")
    ORDER BY o."in_stock" DESC, o."price_pence"::numeric / o."pack_size", o."retailer"
    LIMIT 1
  ) c ON true`;

const priceColumns = Prisma.sql`
  c."price_pence" AS "cheapest_price_pence",
  c."pack_size" AS "cheapest_pack_size",
  c."supplement_id" AS "cheapest_pack_id",
  ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
  c."source" AS "offer_source",
  c."retailer" AS "offer_retailer",
  c."last_checked_at" AS "offer_checked_at",
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
    case "rating":
      return Prisma.sql`"rating_avg" DESC NULLS LAST, "rating_count" DESC, "name", "brand", "id"`;
    case "newest":
      return Prisma.sql`"created_at" DESC, "name", "brand", "id"`;
    default:
      return Prisma.sql`"name", "brand", "id"`;
  }
}

/**
 * Word mode's relevance (weights: see searchSupplements), leaving out tests that cannot vary: no
 * ingredient test without an ingredient match, no brand test when no brand has the words, and no
 * "some words" test for a one-word query (it equals "every word"). Each left out saves an array test
 * on every matching row.
 */
function wordRank(markers: string[], terms: string[], brandMatch: boolean): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (markers.length > 0) parts.push(Prisma.sql`20 * (s."search_terms" && ${markers}::text[])::int`);
  if (terms.length > 0) parts.push(Prisma.sql`6 * (s."search_name_terms" @> ${terms}::text[])::int`);
  if (terms.length > 0 && brandMatch)
    parts.push(Prisma.sql`2 * (s."search_brand_terms" @> ${terms}::text[])::int`);
  if (terms.length > 1) parts.push(Prisma.sql`(s."search_name_terms" && ${terms}::text[])::int`);
  return parts.length > 0 ? Prisma.sql`(${Prisma.join(parts, " + ")})` : Prisma.sql`0`;
}

/**
 * The title-tier path: the CTEs "page" and "total" for a one-word query in word mode without an
 * ingredient match, ranked by relevance, with no filter (the broad queries: "vitamin" matches half
 * the catalogue). Its relevance is then 6 × (the name has the word) + 2 × (the brand has it), so the
 * ranked part of the results is exactly the products whose name or brand has the word, and
 * supplement_title_terms (migration …_catalogue_search_narrow, kept by triggers) lists them in the
 * relevance order: name and brand, name, brand; then name, brand, id. A page is read from that index
 * ("head", an index-only scan of offset + 24 entries); only a page that runs past those products reads
 * the rest of the match, rank 0 in name order ("tail", which is gated: it runs only when "head" came
 * back short, and then costs what every query cost before: reading each matching product). The total
 * is a count of the GIN index's matches, without ranking or keeping them. Same results, order and
 * total as the general query (tests/integration/catalogue-search.test.ts compares them).
 */
function titleTierPage(term: string, offset: number, pageSize: number): Prisma.Sql {
  const terms = [term];
  return Prisma.sql`"head" AS MATERIALIZED (
      SELECT p."supplement_id" AS "id", p."name", p."brand", (6 * p."in_name"::int + 2 * p."in_brand"::int) AS "rank"
      FROM "supplement_title_terms" p
      WHERE p."term" = ${term}::text
      ORDER BY p."in_name" DESC, p."in_brand" DESC, p."name", p."brand", p."supplement_id"
      LIMIT ${pageSize}::int OFFSET ${offset}::int
    ),
    "tail_rows" AS MATERIALIZED (
      SELECT s."id", s."name", s."brand", 0 AS "rank"
      FROM "supplements" s
      WHERE s."search_terms" @> ${terms}::text[]
        AND s."pack_of_id" IS NULL
        AND (s."search_name_terms" @> ${terms}::text[]) IS NOT TRUE
        AND (s."search_brand_terms" @> ${terms}::text[]) IS NOT TRUE
    ),
    "tail" AS MATERIALIZED (
      SELECT t.* FROM (
        SELECT r.* FROM "tail_rows" r ORDER BY r."name", r."brand", r."id"
        LIMIT ${pageSize}::int
        OFFSET greatest(0, ${offset}::int - (SELECT count(*) FROM "supplement_title_terms" p WHERE p."term" = ${term}::text))
      ) t
      WHERE (SELECT count(*) FROM "head") < ${pageSize}::int
    ),
    "page" AS (
      SELECT r.* FROM (SELECT * FROM "head" UNION ALL SELECT * FROM "tail") r
      ORDER BY "rank" DESC, "name", "brand", "id" LIMIT ${pageSize}::int
    ),
    "total" AS (SELECT count(*)::int AS "total" FROM "supplements" x
      WHERE x."search_terms" @> ${terms}::text[] AND x."pack_of_id" IS NULL)`;
}

interface SearchPlan {
  /** The query, or null when there is none (blank counts as none). */
  q: string | null;
  sort: SupplementSearchParams["sort"];
  minPrice: number | null;
  maxPrice: number | null;
  /**
   * The cheapest offer is needed for every matching product only when it filters or sorts them;
   * otherwise it is looked up for the page's rows alone.
   */
  priceForAll: boolean;
}

function searchPlan(params: SupplementSearchParams): SearchPlan {
  const q = params.q && params.q.trim() !== "" ? params.q : null;
  const sort = params.sort === "relevance" && !q ? "name" : params.sort;
  const minPrice = toPence(params.minPrice);
  const maxPrice = toPence(params.maxPrice);
  const priceForAll =
    params.inStock || minPrice !== null || maxPrice !== null || sort === "price" || sort === "price_per_day";
  return { q, sort, minPrice, maxPrice, priceForAll };
}

interface QueryMatch {
  /** An AND of the candidate conditions (empty without a query: every product). */
  candidates: Prisma.Sql;
  rank: Prisma.Sql;
  /** Set when the query takes the title-tier path (see titleTierPage): its one lexeme. */
  titleTerm: string | null;
}

/**
 * With a query, the products meeting an OR of indexed conditions (see the top of this file for the
 * two modes) are the candidates, and only those are ranked.
 */
async function queryMatch(q: string, params: SupplementSearchParams, plan: SearchPlan): Promise<QueryMatch> {
  const { sort } = plan;
  const analysis = await analyseQuery(q);
  const wordMode = analysis.termsMatch || analysis.ingredients.some((match) => match.exact);
  // In word mode only exact ingredient matches count (analyseQuery keeps only those when there are
  // any); fuzzy ones belong to the typo mode.
  const ingredients = wordMode ? analysis.ingredients.filter((match) => match.exact) : analysis.ingredients;
  const markers = ingredients.map((match) => `ingredient:${match.slug}`);
  const similarities = ingredients.map((match) => match.similarity);
  const ingredientTerms = [...new Set(ingredients.flatMap((match) => match.terms))];
  const terms = analysis.terms;
  const qn = Prisma.sql`"catalogue_search_text"(${q}::text)`;
  // One bitmap scan: the OR of indexed conditions on supplements.
  const conditions: Prisma.Sql[] = [];
  if (markers.length > 0) conditions.push(Prisma.sql`s."search_terms" && ${markers}::text[]`);
  if (wordMode && analysis.termsMatch) conditions.push(Prisma.sql`s."search_terms" @> ${terms}::text[]`);
  if (!wordMode) {
    conditions.push(
      Prisma.sql`${qn} <% "catalogue_search_text"(s."name")`,
      Prisma.sql`${qn} <% "catalogue_search_text"(s."brand")`,
    );
  }
  const candidates = Prisma.sql`AND (${Prisma.join(conditions, " OR ")})`;
  // Relevance only matters when it orders the results. Weights (× 4 of docs/reference/catalogue-and-search.md's, so that word
  // mode is integer arithmetic, which costs less per row than numeric): an exact ingredient match
  // 20 (3 + 2 × its similarity 1); the name having every query word 6, the brand 2, the name some
  // of them 1. In typo mode a product containing a fuzzily matched ingredient scores 8 × the best
  // such similarity, + 6 when its name names that ingredient; any other candidate (found by its
  // name or brand) scores 6 × name and 2 × brand trigram word similarity, computed for those rows
  // only. There the name and brand are normalised inline, exactly as catalogue_search_text() does,
  // because calling that SQL function per row costs more.
  const unfiltered =
    params.category === null &&
    params.goal === null &&
    params.form === null &&
    params.ingredient === null &&
    !params.vegan &&
    !params.vegetarian &&
    !params.glutenFree &&
    !plan.priceForAll;
  const titleTerm =
    sort === "relevance" &&
    wordMode &&
    analysis.termsMatch &&
    markers.length === 0 &&
    terms.length === 1 &&
    unfiltered
      ? (terms[0] ?? null)
      : null;
  const rank =
    sort !== "relevance"
      ? Prisma.sql`0`
      : wordMode
        ? wordRank(markers, terms, analysis.brandMatch)
        : Prisma.sql`(CASE WHEN s."search_terms" && ${markers}::text[]
        THEN 8 * (SELECT max(m."similarity") FROM unnest(${markers}::text[], ${similarities}::float8[]) AS m("marker", "similarity")
                  WHERE m."marker" = ANY(s."search_terms"))
             + 6 * (s."search_name_terms" && ${ingredientTerms}::text[])::int
        ELSE 6 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."name")))
             + 2 * word_similarity(${qn}, lower(public.unaccent('public.unaccent'::regdictionary, s."brand"))) END)`;
  return { candidates, rank, titleTerm };
}

/**
 * The goal filter (lib/catalogue/goals.ts): some ingredient of the product has an authorised claim
 * (matched through its claim substances) whose wording matches the goal's pattern. The claims table is
 * a few hundred rows and the ingredients tens, so this is a small semi-join per candidate.
 */
function goalCondition(goal: BrowseGoal | null): Prisma.Sql {
  if (goal === null) return Prisma.empty;
  return Prisma.sql`AND EXISTS (
    SELECT 1 FROM "supplement_ingredients" si
    JOIN "ingredients" i ON i."id" = si."ingredient_id"
    JOIN "authorised_claims" ac ON ac."substance" = ANY(i."claim_substances")
    WHERE si."supplement_id" = s."id" AND ac."claim_text" ~* ${GOAL_DEFINITIONS[goal].claimPattern}::text)`;
}

/** The CTEs "results", "page" and "total" of the general query (every path but the title tier). */
function resultsPage(
  params: SupplementSearchParams,
  plan: SearchPlan,
  match: QueryMatch,
  page: { offset: number; pageSize: number },
): Prisma.Sql {
  const { sort, minPrice, maxPrice, priceForAll } = plan;
  const { candidates, rank } = match;
  const { offset, pageSize } = page;
  const order = orderBy(sort);
  // `results` is referenced twice (count and page). When it holds prices or ranks it is materialised
  // once; otherwise it is inlined so the count is a plain count and the page can read an index in
  // order (by name, or by rating: the expression of supplements_rating_name_brand_id_idx). It keeps
  // only what filters and orders (a narrow row costs less to store and sort when a query matches
  // thousands of products); the page's rows are then read from supplements by id.
  const materialise =
    plan.q !== null || priceForAll ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`;
  return Prisma.sql`"results" AS ${materialise} (
      SELECT s."id", s."name", s."brand",
             ${
               priceForAll
                 ? priceColumns
                 : Prisma.sql`NULL::int AS "cheapest_price_pence", NULL::int AS "cheapest_pack_size", NULL::text AS "cheapest_pack_id", NULL::int AS "price_per_day_pence"`
             },
             ${
               sort === "rating"
                 ? Prisma.sql`(s."review_rating_sum"::float8 / NULLIF(s."review_count", 0)) AS "rating_avg", s."review_count" AS "rating_count",`
                 : Prisma.empty
             }
             ${sort === "newest" ? Prisma.sql`s."created_at",` : Prisma.empty}
             ${rank} AS "rank"
      FROM "supplements" s
      ${priceForAll ? cheapestOfferJoin : Prisma.empty}
      WHERE s."pack_of_id" IS NULL
        AND (${params.category}::text IS NULL OR s."category" = ${params.category}::text::"supplement_category")
        ${candidates}
        ${goalCondition(params.goal)}
        AND (${params.form}::text IS NULL OR s."form" = ${params.form}::text::"product_form")
        AND (${params.ingredient}::text IS NULL OR EXISTS (
              SELECT 1 FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
              WHERE si."supplement_id" = s."id" AND i."slug" = ${params.ingredient}::text))
        ${params.vegan ? Prisma.sql`AND s."vegan" IS TRUE` : Prisma.empty}
        ${params.vegetarian ? Prisma.sql`AND s."vegetarian" IS TRUE` : Prisma.empty}
        ${params.glutenFree ? Prisma.sql`AND s."gluten_free" IS TRUE` : Prisma.empty}
        ${params.inStock ? Prisma.sql`AND c."in_stock" IS TRUE` : Prisma.empty}
        ${minPrice !== null ? Prisma.sql`AND c."price_pence" >= ${minPrice}::int` : Prisma.empty}
        ${maxPrice !== null ? Prisma.sql`AND c."price_pence" <= ${maxPrice}::int` : Prisma.empty}
    ),
    "page" AS (SELECT r.* FROM "results" r ORDER BY ${order} LIMIT ${pageSize}::int OFFSET ${offset}::int),
    "total" AS (SELECT count(*)::int AS "total" FROM "results")`;
}

function itemOf(row: SearchRow): SupplementSearchItem | null {
  if (
    row.id === null ||
    row.slug === null ||
    row.name === null ||
    row.brand === null ||
    row.form === null ||
    row.category === null
  )
    return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    form: row.form,
    category: row.category,
    cheapestPricePence: row.cheapest_price_pence,
    cheapestPackSize: row.cheapest_pack_size,
    cheapestPackId: row.cheapest_pack_id,
    packCount: row.pack_count ?? 1,
    pricePerDayPence: row.price_per_day_pence,
    offerSource: row.offer_source,
    offerRetailer: row.offer_retailer,
    offerCheckedAt: row.offer_checked_at?.toISOString() ?? null,
    imageRetailer: row.image_retailer,
    ingredientNames: row.ingredient_names ?? [],
    averageRating: row.rating_count ? Number(row.rating_avg) : null,
    reviewCount: row.rating_count ?? 0,
  };
}

const NO_QUERY: QueryMatch = { candidates: Prisma.empty, rank: Prisma.sql`0`, titleTerm: null };

export async function searchSupplements(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  const pageSize = BROWSE_PAGE_SIZE;
  const offset = (params.page - 1) * pageSize;
  const plan = searchPlan(params);
  const { sort, priceForAll } = plan;
  const match = plan.q === null ? NO_QUERY : await queryMatch(plan.q, params, plan);
  const order = orderBy(sort);
  const rows = await db().$queryRaw<SearchRow[]>`
    WITH ${
      match.titleTerm !== null
        ? titleTierPage(match.titleTerm, offset, pageSize)
        : resultsPage(params, plan, match, { offset, pageSize })
    }
    SELECT t."total", p."id", p."slug", p."name", p."brand", p."form", p."category", p."cheapest_price_pence",
           p."cheapest_pack_size", p."cheapest_pack_id", p."pack_count", p."price_per_day_pence", p."offer_source", p."offer_retailer", p."offer_checked_at", p."image_retailer", p."ingredient_names", p."rating_avg", p."rating_count"
    FROM "total" t
    LEFT JOIN LATERAL (
      SELECT r."id", s."slug", r."name", r."brand", s."form"::text AS "form", s."category"::text AS "category", r."rank", s."created_at",
             CASE WHEN s."image_file" IS NOT NULL THEN s."image_retailer" END AS "image_retailer",
             ${
               priceForAll
                 ? Prisma.sql`r."cheapest_price_pence", r."cheapest_pack_size", r."cheapest_pack_id", r."price_per_day_pence", r."offer_source"::text AS "offer_source",
                   r."offer_retailer", r."offer_checked_at"`
                 : Prisma.sql`c."price_pence" AS "cheapest_price_pence", c."pack_size" AS "cheapest_pack_size",
                 c."supplement_id" AS "cheapest_pack_id", ((2::bigint * c."price_pence" * s."units_per_serving" + c."pack_size") / (2 * c."pack_size"))::int AS "price_per_day_pence",
                 c."source"::text AS "offer_source", c."retailer" AS "offer_retailer",
                 c."last_checked_at" AS "offer_checked_at"`
             },
             (s."review_rating_sum"::float8 / NULLIF(s."review_count", 0)) AS "rating_avg", s."review_count" AS "rating_count",
             1 + (SELECT count(*)::int FROM "supplements" x WHERE x."pack_of_id" = s."id") AS "pack_count",
             ARRAY(SELECT i."name" FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
                   WHERE si."supplement_id" = r."id" ORDER BY i."name") AS "ingredient_names"
      FROM "page" r
      JOIN "supplements" s ON s."id" = r."id"
      ${priceForAll ? Prisma.empty : cheapestOfferJoin}
    ) p ON true
    ORDER BY ${order}`;

  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap((row) => itemOf(row) ?? []);
  return { items, total, page: params.page, pageCount: Math.ceil(total / pageSize) };
}

export interface BrowseOptions {
  /** Whether any product's label is recorded as each; the page offers only those filters. */
  dietary: { vegan: boolean; vegetarian: boolean; glutenFree: boolean };
  /** The ingredient of the `ingredient` filter, or null when it is not set or no ingredient has that slug. */
  ingredient: { slug: string; name: string } | null;
}

/**
 * What the browse page needs besides the results, in one round trip: which dietary filters could
 * match anything (each an index probe on a partial index that holds only flagged products) and the
 * name of the filtered ingredient.
 */
export async function getBrowseOptions(ingredientSlug: string | null): Promise<BrowseOptions> {
  const rows = await db().$queryRaw<
    Array<{ vegan: boolean; vegetarian: boolean; gluten_free: boolean; ingredient_name: string | null }>
  >`
    SELECT EXISTS (SELECT 1 FROM "supplements" WHERE "vegan" IS TRUE) AS "vegan",
           EXISTS (SELECT 1 FROM "supplements" WHERE "vegetarian" IS TRUE) AS "vegetarian",
           EXISTS (SELECT 1 FROM "supplements" WHERE "gluten_free" IS TRUE) AS "gluten_free",
           (SELECT i."name" FROM "ingredients" i WHERE i."slug" = ${ingredientSlug}::text) AS "ingredient_name"`;
  const row = rows[0];
  return {
    dietary: {
      vegan: row?.vegan ?? false,
      vegetarian: row?.vegetarian ?? false,
      glutenFree: row?.gluten_free ?? false,
    },
    ingredient:
      ingredientSlug && row?.ingredient_name ? { slug: ingredientSlug, name: row.ingredient_name } : null,
  };
}
