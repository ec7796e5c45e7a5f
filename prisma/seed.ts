// Seeds reference data. Idempotent: every run converges the tables to the shipped data, so
// `npm start` runs it each time. Run alone with `npm run db:seed` (needs DATABASE_URL).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseClaimsRegister } from "../lib/catalogue/claims-register";
import { ingredientSeedSchema, type IngredientSeed } from "../lib/catalogue/seed-schemas";
import { INGREDIENTS } from "./data/catalogue/ingredients";
import { seedKnowledgeBase } from "./seeds/knowledge-base";
import { seedProducts } from "./seeds/products";
import { createDatabase, type Database } from "../lib/db/prisma";
import { parseServerEnv } from "../lib/env";

const DATA_DIR = path.join(__dirname, "data");

export interface SeedReport {
  authorisedClaims: number;
  ingredients: number;
  interactionRecords: number;
  products: number;
}

/** Upserts the GB authorised health claims register in one statement (fast on a warm start). */
async function seedAuthorisedClaims(prisma: Database): Promise<number> {
  const csv = await readFile(path.join(DATA_DIR, "gb-nhc-register", "claims_repository.csv"), "utf8");
  const claims = parseClaimsRegister(csv);
  await prisma.$executeRaw`
    INSERT INTO "authorised_claims"
      ("id", "register_id", "substance", "claim_text", "conditions_of_use", "regulation", "claim_category", "health_relationship")
    SELECT c."id", c."registerId", c."substance", c."claimText", c."conditionsOfUse", c."regulation", c."claimCategory", c."healthRelationship"
    FROM jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) AS c(
      "id" text, "registerId" text, "substance" text, "claimText" text, "conditionsOfUse" text,
      "regulation" text, "claimCategory" text, "healthRelationship" text)
    ON CONFLICT ("id") DO UPDATE SET
      "substance" = EXCLUDED."substance",
      "conditions_of_use" = EXCLUDED."conditions_of_use",
      "regulation" = EXCLUDED."regulation",
      "claim_category" = EXCLUDED."claim_category",
      "health_relationship" = EXCLUDED."health_relationship"`;
  return claims.length;
}

/** "<basis> — <publisher>: <title>": an upper level's basis with the source it cites. */
function levelSource(
  ingredient: IngredientSeed,
  level: IngredientSeed["upperLevel"] | undefined,
): string | null {
  if (!level) return null;
  const reference = ingredient.references.find((candidate) => candidate.id === level.referenceId);
  if (!reference)
    throw new Error(
      `Ingredient ${ingredient.slug}: upper level cites unknown reference ${level.referenceId}`,
    );
  return `${level.basis} — ${reference.publisher}: ${reference.title}`;
}

/** Upserts the cited ingredient records by slug in one statement; invalid data stops the seed. */
async function seedIngredients(prisma: Database): Promise<number> {
  const rows = INGREDIENTS.map((raw) => {
    const ingredient = ingredientSeedSchema.parse(raw);
    return {
      slug: ingredient.slug,
      name: ingredient.name,
      synonyms: ingredient.synonyms,
      category: ingredient.category,
      typicalDoseAmount: ingredient.typicalDailyDose?.amount ?? null,
      typicalDoseUnit: ingredient.typicalDailyDose?.unit ?? null,
      upperLevelAmount: ingredient.upperLevel?.amount ?? null,
      upperLevelUnit: ingredient.upperLevel?.unit ?? null,
      upperLevelSource: levelSource(ingredient, ingredient.upperLevel),
      pregnancyUpperLevelAmount: ingredient.pregnancyUpperLevel?.amount ?? null,
      pregnancyUpperLevelUnit: ingredient.pregnancyUpperLevel?.unit ?? null,
      pregnancyUpperLevelSource: levelSource(ingredient, ingredient.pregnancyUpperLevel),
      nrvAmount: ingredient.nrv?.amount ?? null,
      nrvUnit: ingredient.nrv?.unit ?? null,
      optimalTiming: ingredient.optimalTiming,
      bioavailabilityNotes: ingredient.bioavailabilityNotes,
      evidenceSummary: ingredient.evidenceSummary,
      claimSubstances: ingredient.claimSubstances,
      references: ingredient.references,
    };
  });
  await prisma.$executeRaw`
    INSERT INTO "ingredients"
      ("id", "slug", "name", "synonyms", "category", "typical_dose_amount", "typical_dose_unit",
       "upper_level_amount", "upper_level_unit", "upper_level_source", "pregnancy_upper_level_amount",
       "pregnancy_upper_level_unit", "pregnancy_upper_level_source", "nrv_amount", "nrv_unit",
       "optimal_timing", "bioavailability_notes", "evidence_summary", "claim_substances", "references", "updated_at")
    SELECT gen_random_uuid()::text, i."slug", i."name", i."synonyms", i."category"::"supplement_category",
      i."typicalDoseAmount", i."typicalDoseUnit", i."upperLevelAmount", i."upperLevelUnit", i."upperLevelSource",
      i."pregnancyUpperLevelAmount", i."pregnancyUpperLevelUnit", i."pregnancyUpperLevelSource", i."nrvAmount", i."nrvUnit", i."optimalTiming"::"optimal_timing", i."bioavailabilityNotes",
      i."evidenceSummary", i."claimSubstances", i."references", CURRENT_TIMESTAMP
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS i(
      "slug" text, "name" text, "synonyms" text[], "category" text, "typicalDoseAmount" float8,
      "typicalDoseUnit" text, "upperLevelAmount" float8, "upperLevelUnit" text, "upperLevelSource" text,
      "pregnancyUpperLevelAmount" float8, "pregnancyUpperLevelUnit" text, "pregnancyUpperLevelSource" text,
      "nrvAmount" float8, "nrvUnit" text, "optimalTiming" text, "bioavailabilityNotes" text,
      "evidenceSummary" text, "claimSubstances" text[], "references" jsonb)
    ON CONFLICT ("slug") DO UPDATE SET
      "name" = EXCLUDED."name", "synonyms" = EXCLUDED."synonyms", "category" = EXCLUDED."category",
      "typical_dose_amount" = EXCLUDED."typical_dose_amount", "typical_dose_unit" = EXCLUDED."typical_dose_unit",
      "upper_level_amount" = EXCLUDED."upper_level_amount", "upper_level_unit" = EXCLUDED."upper_level_unit",
      "upper_level_source" = EXCLUDED."upper_level_source",
      "pregnancy_upper_level_amount" = EXCLUDED."pregnancy_upper_level_amount",
      "pregnancy_upper_level_unit" = EXCLUDED."pregnancy_upper_level_unit",
      "pregnancy_upper_level_source" = EXCLUDED."pregnancy_upper_level_source", "nrv_amount" = EXCLUDED."nrv_amount",
      "nrv_unit" = EXCLUDED."nrv_unit", "optimal_timing" = EXCLUDED."optimal_timing",
      "bioavailability_notes" = EXCLUDED."bioavailability_notes", "evidence_summary" = EXCLUDED."evidence_summary",
      "claim_substances" = EXCLUDED."claim_substances", "references" = EXCLUDED."references",
      "updated_at" = CURRENT_TIMESTAMP
    WHERE ("ingredients"."name", "ingredients"."synonyms", "ingredients"."category", "ingredients"."typical_dose_amount",
           "ingredients"."typical_dose_unit", "ingredients"."upper_level_amount", "ingredients"."upper_level_unit",
           "ingredients"."upper_level_source", "ingredients"."pregnancy_upper_level_amount",
           "ingredients"."pregnancy_upper_level_unit", "ingredients"."pregnancy_upper_level_source",
           "ingredients"."nrv_amount", "ingredients"."nrv_unit",
           "ingredients"."optimal_timing", "ingredients"."bioavailability_notes", "ingredients"."evidence_summary",
           "ingredients"."claim_substances", "ingredients"."references")
      IS DISTINCT FROM
          (EXCLUDED."name", EXCLUDED."synonyms", EXCLUDED."category", EXCLUDED."typical_dose_amount",
           EXCLUDED."typical_dose_unit", EXCLUDED."upper_level_amount", EXCLUDED."upper_level_unit",
           EXCLUDED."upper_level_source", EXCLUDED."pregnancy_upper_level_amount",
           EXCLUDED."pregnancy_upper_level_unit", EXCLUDED."pregnancy_upper_level_source",
           EXCLUDED."nrv_amount", EXCLUDED."nrv_unit", EXCLUDED."optimal_timing",
           EXCLUDED."bioavailability_notes", EXCLUDED."evidence_summary", EXCLUDED."claim_substances",
           EXCLUDED."references")`;
  return rows.length;
}

export async function seed(prisma: Database): Promise<SeedReport> {
  const authorisedClaims = await seedAuthorisedClaims(prisma);
  const ingredients = await seedIngredients(prisma);
  const interactionRecords = await seedKnowledgeBase(prisma);
  const products = await seedProducts(prisma);
  return { authorisedClaims, ingredients, interactionRecords, products };
}

/** Seeds the database at `connectionString` and disconnects. */
export async function seedDatabase(connectionString: string): Promise<SeedReport> {
  const prisma = createDatabase(connectionString);
  try {
    return await seed(prisma);
  } finally {
    await prisma.$disconnect();
  }
}

if (require.main === module) {
  const url = parseServerEnv().DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set; `npm start` seeds the embedded database by itself.");
    process.exit(1);
  }
  seedDatabase(url)
    .then((report) =>
      console.log(
        `Seeded: ${report.authorisedClaims} authorised GB health claims, ${report.ingredients} ingredients, ${report.interactionRecords} interaction records, ${report.products} pack sizes of products (sample prices)`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
