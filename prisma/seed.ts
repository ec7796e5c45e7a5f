// Seeds reference data. Idempotent: every run converges the tables to the shipped data, so
// `npm start` runs it each time. Run alone with `npm run db:seed` (needs DATABASE_URL).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseClaimsRegister } from "../lib/catalogue/claims-register";
import { createDatabase, type Database } from "../lib/db/prisma";
import { parseServerEnv } from "../lib/env";

const DATA_DIR = path.join(__dirname, "data");

export interface SeedReport {
  authorisedClaims: number;
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

export async function seed(prisma: Database): Promise<SeedReport> {
  return { authorisedClaims: await seedAuthorisedClaims(prisma) };
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
    .then((report) => console.log(`Seeded: ${report.authorisedClaims} authorised GB health claims`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
