import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { OfferSource, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";
import { GOAL_DEFINITIONS, type BrowseGoal } from "../goals";
import type { SupplementSearchItem } from "../search";
import type { SupplementSearchParams } from "../search-params";
import type { QueryMatch } from "./match";
import type { SearchPlan } from "./plan";
import { doseJoin } from "./dose";
import { orderBy } from "./rank";

export interface SearchRow {
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
  dose_label: string | null;
  price_per_dose: number | null;
  offer_source: OfferSource | null;
  offer_retailer: string | null;
  offer_checked_at: Date | null;
  image_retailer: string | null;
  label_checked_at: Date | null;
  ingredient_names: string[] | null;
  rating_avg: number | null;
  rating_count: number | null;
}

// The packs of one product share its units per serving, so price per unit orders them by price per day.
// The ids as one array, not `= … OR IN (…)`: an OR across a subquery reads every offer for every product.
export const cheapestOfferJoin = Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT o."supplement_id", o."price_pence", o."pack_size", o."source", o."in_stock", o."retailer", o."last_checked_at"
    FROM "retailer_offers" o
    WHERE o."supplement_id" = ANY (ARRAY(
      SELECT s."id" UNION ALL SELECT x."id" FROM "supplements" x WHERE x."pack_of_id" = s."id"))
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

function goalCondition(goal: BrowseGoal | null): Prisma.Sql {
  if (goal === null) return Prisma.empty;
  return Prisma.sql`AND EXISTS (
    SELECT 1 FROM "supplement_ingredients" si
    JOIN "ingredients" i ON i."id" = si."ingredient_id"
    JOIN "authorised_claims" ac ON ac."substance" = ANY(i."claim_substances")
    WHERE si."supplement_id" = s."id" AND ac."claim_text" ~* ${GOAL_DEFINITIONS[goal].claimPattern}::text)`;
}

// Only the filters given, each a plain condition: under `$1 IS NULL OR …` PostgreSQL can use no index and
// checks an EXISTS once per product instead of joining.
function filterConditions(params: SupplementSearchParams): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (params.category !== null)
    conditions.push(Prisma.sql`AND s."category" = ${params.category}::text::"supplement_category"`);
  // A softgel is a capsule: "capsules" finds both, "softgels" only softgels.
  if (params.form !== null) {
    const forms = params.form === "capsule" ? ["capsule", "softgel"] : [params.form];
    conditions.push(Prisma.sql`AND s."form" = ANY(${forms}::text[]::"product_form"[])`);
  }
  if (params.ingredient !== null)
    conditions.push(Prisma.sql`AND EXISTS (
      SELECT 1 FROM "supplement_ingredients" si JOIN "ingredients" i ON i."id" = si."ingredient_id"
      WHERE si."supplement_id" = s."id" AND i."slug" = ${params.ingredient}::text)`);
  return conditions.length > 0 ? Prisma.join(conditions, " ") : Prisma.empty;
}

export function resultsPage(
  params: SupplementSearchParams,
  plan: SearchPlan,
  match: QueryMatch,
  page: { offset: number; pageSize: number },
): Prisma.Sql {
  const { sort, minPrice, maxPrice, priceForAll } = plan;
  const { candidates, rank } = match;
  const { offset, pageSize } = page;
  const order = orderBy(sort);
  // `results` is read twice (count and page): materialised when it holds prices or ranks, otherwise inlined so
  // the count is plain and the page can read an index in order. Narrow rows: the page reads its columns by id.
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
             ${sort === "price_per_dose" ? Prisma.sql`d."price_per_dose",` : Prisma.empty}
             ${rank} AS "rank"
      FROM "supplements" s
      ${priceForAll ? cheapestOfferJoin : Prisma.empty}
      ${sort === "price_per_dose" ? doseJoin(Prisma.sql`c."price_pence"`, Prisma.sql`c."pack_size"`) : Prisma.empty}
      WHERE s."pack_of_id" IS NULL
        ${filterConditions(params)}
        ${candidates}
        ${goalCondition(params.goal)}
        ${params.vegan || params.vegetarian || params.glutenFree ? Prisma.sql`AND s."label_checked_at" IS NOT NULL` : Prisma.empty}
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

export function itemOf(row: SearchRow): SupplementSearchItem | null {
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
    dosePrice:
      row.dose_label !== null && row.price_per_dose !== null
        ? { label: row.dose_label, decipence: row.price_per_dose }
        : null,
    offerSource: row.offer_source,
    offerRetailer: row.offer_retailer,
    offerCheckedAt: row.offer_checked_at?.toISOString() ?? null,
    imageRetailer: row.image_retailer,
    labelCheckedAt: row.label_checked_at?.toISOString() ?? null,
    ingredientNames: row.ingredient_names ?? [],
    averageRating: row.rating_count ? Number(row.rating_avg) : null,
    reviewCount: row.rating_count ?? 0,
  };
}
