// Whether `.next` holds a build of the current sources: `npm start` builds only when it does not,
// and the catalogue benchmark checks it before timing server renders.
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

/** What a build depends on; a newer file here means the build is stale. */
const BUILD_INPUTS = [
  "app", "components", "lib", "content", "public", "proxy.ts", "package.json", "package-lock.json",
  "next.config.mjs", "contentlayer.config.ts", "tailwind.config.ts", "postcss.config.mjs", "tsconfig.json", "prisma/schema.prisma",
];

async function newestMtime(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export async function buildIsCurrent(root: string): Promise<boolean> {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = (await stat(buildId)).mtimeMs;
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return Math.max(...inputs) <= builtAt;
}
