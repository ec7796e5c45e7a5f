// Prisma CLI configuration (Prisma 7). The CLI is used only for `prisma generate` here;
// migrations are applied by lib/db/migrate.ts (see docs/architecture.md "Database").
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
});
