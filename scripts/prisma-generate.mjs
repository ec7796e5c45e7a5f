// Runs `prisma generate` without network access.
//
// Prisma 7's CLI looks for a schema-engine binary it would download from Prisma's servers, which
// are unreachable on our machines. `generate` never executes that binary, so pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file is enough (docs/architecture.md "Database").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
