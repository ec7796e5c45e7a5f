// Search in four steps (lib/catalogue/search/): plan, match, rank, page; docs/reference/catalogue-and-search.md "Search".
import "server-only";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/db/generated/client";
import type { OfferSource, ProductForm, SupplementCategory } from "@/lib/db/generated/enums";
import type { DosePrice } from "./dose-price";
import { BROWSE_PAGE_SIZE, type SupplementSearchParams } from "./search-params";
import { NO_QUERY, queryMatch } from "./search/match";
import { doseJoin } from "./search/dose";
import { cheapestOfferJoin, itemOf, resultsPage, type SearchRow } from "./search/page";
import { searchPlan } from "./search/plan";
import { respeltQuery } from "./search/spelling";
import { orderBy, titleTierPage } from "./search/rank";

export interface SupplementSearchItem {
  id: string;
  slug: string;
  name: string;
  brand: string;
  form: ProductForm;
  category: SupplementCategory;
  cheapestPricePence: number | null;
  cheapestPackSize: number | null;
  /** What "Add to stack" adds, so the stack costs what was shown. */
  cheapestPackId: string | null;
  packCount: number;
  pricePerDayPence: number | null;
  /** Single-nutrient products only (lib/catalogue/dose-price.ts). */
  dosePrice: DosePrice | null;
  offerSource: OfferSource | null;
  offerRetailer: string | null;
  offerCheckedAt: string | null;
  imageRetailer: string | null;
  /** When a second admin checked the label; null: "Label not yet checked" (docs/catalogue-labels.md). */
  labelCheckedAt: string | null;
  ingredientNames: string[];
  averageRating: number | null;
  reviewCount: number;
}

export interface SupplementSearchResult {
  items: SupplementSearchItem[];
  total: number;
  page: number;
  pageCount: number;
  /** The words searched instead, when the query as typed found nothing and a respelling did ("gingko"). */
  readAs?: string;
}

/** A query that finds nothing is tried once more with its words respelt as ingredient words (search/spelling.ts). */
export async function searchSupplements(params: SupplementSearchParams): Promise<SupplementSearchResult> {
  const result = await searchAsTyped(params);
  if (result.total > 0 || !params.q) return result;
  const respelt = respeltQuery(params.q);
  if (respelt === null) return result;
  const retried = await searchAsTyped({ ...params, q: respelt });
  return retried.total > 0 ? { ...retried, readAs: respelt } : result;
}

async function searchAsTyped(params: SupplementSearchParams): Promise<SupplementSearchResult> {
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
           p."cheapest_pack_size", p."cheapest_pack_id", p."pack_count", p."price_per_day_pence", p."dose_label", p."price_per_dose", p."offer_source", p."offer_retailer", p."offer_checked_at", p."image_retailer", p."label_checked_at", p."ingredient_names", p."rating_avg", p."rating_count"
    FROM "total" t
    LEFT JOIN LATERAL (
      SELECT r."id", s."slug", r."name", r."brand", s."form"::text AS "form", s."category"::text AS "category", r."rank", s."created_at",
             CASE WHEN s."image_file" IS NOT NULL THEN s."image_retailer" END AS "image_retailer", s."label_checked_at",
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
                   WHERE si."supplement_id" = r."id" ORDER BY i."name") AS "ingredient_names",
             d."dose_label", d."price_per_dose"
      FROM "page" r
      JOIN "supplements" s ON s."id" = r."id"
      ${priceForAll ? Prisma.empty : cheapestOfferJoin}
      ${
        priceForAll
          ? doseJoin(Prisma.sql`r."cheapest_price_pence"`, Prisma.sql`r."cheapest_pack_size"`)
          : doseJoin(Prisma.sql`c."price_pence"`, Prisma.sql`c."pack_size"`)
      }
    ) p ON true
    ORDER BY ${order}`;

  const total = rows[0]?.total ?? 0;
  const items = rows.flatMap((row) => itemOf(row) ?? []);
  return { items, total, page: params.page, pageCount: Math.ceil(total / pageSize) };
}

export interface BrowseOptions {
  dietary: { vegan: boolean; vegetarian: boolean; glutenFree: boolean };
  ingredient: { slug: string; name: string } | null;
}

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
