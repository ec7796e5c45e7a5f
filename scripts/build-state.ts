import { existsSync } from "node:fs";
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { parseServerEnv } from "../lib/env";

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "content",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "contentlayer.config.ts",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "prisma/schema.prisma",
  // Bundled into the app: the dictionaries and catalogue facts the client reads, and /accuracy's figures.
  "prisma/data",
  "docs/accuracy.json",
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

/** Values next.config.mjs inlines from the environment: other values make a build stale (e.g. RUM_ENABLED). */
function expectedInlinedEnv(env: Record<string, string | undefined>): Record<string, string> {
  return { NEXT_PUBLIC_RUM_ENABLED: String(parseServerEnv(env).RUM_ENABLED) };
}

async function inlinedEnvMatches(root: string, env: Record<string, string | undefined>): Promise<boolean> {
  let built: unknown;
  try {
    built = JSON.parse(await readFile(path.join(root, ".next", "required-server-files.json"), "utf8"));
  } catch {
    return false;
  }
  const inlined =
    built &&
    typeof built === "object" &&
    "config" in built &&
    built.config &&
    typeof built.config === "object" &&
    "env" in built.config
      ? (built.config.env as Record<string, unknown>)
      : {};
  return Object.entries(expectedInlinedEnv(env)).every(([key, value]) => inlined[key] === value);
}

export async function buildIsCurrent(
  root: string,
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return false;
  const builtAt = (await stat(buildId)).mtimeMs;
  const inputs = await Promise.all(BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return Math.max(...inputs) <= builtAt && (await inlinedEnvMatches(root, env));
}
