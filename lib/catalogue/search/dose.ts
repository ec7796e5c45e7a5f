import "server-only";
import { Prisma } from "@/lib/db/generated/client";

import { STANDARD_DOSES } from "../dose-price";

const standards = Prisma.join(
  STANDARD_DOSES.map(
    (standard) =>
      Prisma.sql`(${standard.ingredient}::text, ${standard.micrograms}::float8, ${standard.label}::text)`,
  ),
);

/**
 * "dose_label" and "price_per_dose" (tenths of a penny per standard dose, lib/catalogue/dose-price.ts) of `s`
 * at the offer whose price and pack size are given; null unless the product has a single ingredient.
 */
export function doseJoin(pricePence: Prisma.Sql, packSize: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
  LEFT JOIN LATERAL (
    SELECT sd."label" AS "dose_label",
           round(${pricePence}::numeric * s."units_per_serving" * 10 * sd."micrograms"::numeric
             / (${packSize} * si."amount"::numeric * CASE si."unit" WHEN 'g' THEN 1000000 WHEN 'mg' THEN 1000 ELSE 1 END))::int
             AS "price_per_dose"
    FROM "supplement_ingredients" si
    JOIN "ingredients" i ON i."id" = si."ingredient_id"
    JOIN (VALUES ${standards}) AS sd("slug", "micrograms", "label") ON sd."slug" = i."slug"
    WHERE si."supplement_id" = s."id" AND si."amount" > 0 AND si."unit" IN ('g', 'mg', 'µg')
      AND ${pricePence} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "supplement_ingredients" o
                      WHERE o."supplement_id" = s."id" AND o."ingredient_id" <> si."ingredient_id")
  ) d ON true`;
}
