// The one Prisma client of a process (docs/code-style.md "One Prisma client").
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { serverEnv } from "../env";

function createPrismaClient(connectionString: string) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: 10 }),
    // Password hashes and TOTP secrets are read only by the queries that need them (with omit: false).
    omit: {
      user: { passwordHash: true },
      totpFactor: { secretEncrypted: true },
      // Derived search and rating columns kept by triggers; lib/catalogue/search.ts reads them in SQL.
      supplement: {
        searchTerms: true,
        searchNameTerms: true,
        searchBrandTerms: true,
        reviewCount: true,
        reviewRatingSum: true,
      },
    },
  });
}

export type Database = ReturnType<typeof createPrismaClient>;

const globalForPrisma = globalThis as unknown as { prisma?: Database };

export function db(): Database {
  if (!globalForPrisma.prisma) {
    const url = serverEnv().DATABASE_URL;
    if (!url) {
      throw new Error(
        "DATABASE_URL is not set. Start the app with `npm start`, which runs an embedded PostgreSQL, " +
          "or set DATABASE_URL to a PostgreSQL database.",
      );
    }
    globalForPrisma.prisma = createPrismaClient(url);
  }
  return globalForPrisma.prisma;
}

// For scripts that learn the URL only at run time; call it before anything uses db().
export function connectDatabase(connectionString: string): Database {
  if (globalForPrisma.prisma) throw new Error("The database client is already connected");
  globalForPrisma.prisma = createPrismaClient(connectionString);
  return globalForPrisma.prisma;
}

export function createDatabase(connectionString: string): Database {
  return createPrismaClient(connectionString);
}
