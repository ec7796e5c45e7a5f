import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import type { SupplementSearchParams } from "../search-params";

export function orderBy(sort: SupplementSearchParams["sort"]): Prisma.Sql {
  switch (sort) {
    case "relevance":
      return Prisma.sql`"rank" DESC, "name", "brand", "id"`;
    case "price":
      return Prisma.sql`"cheapest_price_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "price_per_day":
      return Prisma.sql`"price_per_day_pence" ASC NULLS LAST, "name", "brand", "id"`;
    case "price_per_dose":
      return Prisma.sql`"price_per_dose" ASC NULLS LAST, "name", "brand", "id"`;
    case "rating":
      return Prisma.sql`"rating_avg" DESC NULLS LAST, "rating_count" DESC, "name", "brand", "id"`;
    case "newest":
      return Prisma.sql`"created_at" DESC, "name", "brand", "id"`;
    default:
      return Prisma.sql`"name", "brand", "id"`;
  }
}

// Tests that cannot vary are left out (no ingredient test without a match, no brand test when no brand has
// the words, no "some words" test for one word): each saves an array test on every matching row.
export function wordRank(markers: string[], terms: string[], brandMatch: boolean): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (markers.length > 0) {
    parts.push(Prisma.sql`20 * (s."search_terms" && ${markers}::text[])::int`);
    // Below every whole weight: among equal matches, a product made of fewer ingredients is more the thing
    // searched for ("calcium": calcium and vitamin D before a twelve-ingredient multivitamin).
    parts.push(
      Prisma.sql`0.5 / GREATEST(1, (SELECT count(*) FROM "supplement_ingredients" x WHERE x."supplement_id" = s."id"))`,
    );
  }
  if (terms.length > 0) parts.push(Prisma.sql`6 * (s."search_name_terms" @> ${terms}::text[])::int`);
  if (terms.length > 0 && brandMatch)
    parts.push(Prisma.sql`2 * (s."search_brand_terms" @> ${terms}::text[])::int`);
  if (terms.length > 1) parts.push(Prisma.sql`(s."search_name_terms" && ${terms}::text[])::int`);
  return parts.length > 0 ? Prisma.sql`(${Prisma.join(parts, " + ")})` : Prisma.sql`0`;
}

// A query naming ingredients among other words ("zinc lozenges", "solgar vitamin c"): each named ingredient a
// product has counts, then the other words in its name or brand (all of them, then some), then fewer ingredients.
export function partsRank(markers: string[], otherTerms: string[]): Prisma.Sql {
  const parts = [
    Prisma.sql`20 * (SELECT count(*) FROM unnest(${markers}::text[]) AS m("marker") WHERE m."marker" = ANY (s."search_terms"))`,
    Prisma.sql`0.5 / GREATEST(1, (SELECT count(*) FROM "supplement_ingredients" x WHERE x."supplement_id" = s."id"))`,
  ];
  if (otherTerms.length > 0) {
    const title = Prisma.sql`(s."search_name_terms" || s."search_brand_terms")`;
    parts.push(
      Prisma.sql`6 * (${title} @> ${otherTerms}::text[])::int`,
      Prisma.sql`(${title} && ${otherTerms}::text[])::int`,
    );
  }
  return Prisma.sql`(${Prisma.join(parts, " + ")})`;
}

// "head" reads the page from supplement_title_terms; "tail" (rank 0, name order) runs only when "head" came
// back short. Same results, order and total as the general query (tests/integration/catalogue-search.test.ts).
export function titleTierPage(term: string, offset: number, pageSize: number): Prisma.Sql {
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
