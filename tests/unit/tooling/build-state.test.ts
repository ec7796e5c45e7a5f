/** @jest-environment node */
// `npm start` rebuilds only when the build is older than what it bundles: the knowledge-base data and the
// published accuracy figures count, or a data change would be served from the old build.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { buildIsCurrent } from "@/scripts/build-state";

const ENV = { NODE_ENV: "production" };
let root: string;

function write(relative: string, content: string, at: Date): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  utimesSync(file, at, at);
}

// Folders count by their own time too, and are made now: the build is dated after them.
const hour = 3_600_000;
const before = new Date(Date.now() - hour);
const built = new Date(Date.now() + hour);
const after = new Date(Date.now() + 2 * hour);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-state-"));
  write("app/layout.tsx", "export default function Page() {}", before);
  write("prisma/data/dictionaries/index.ts", "export {};", before);
  write("docs/accuracy.json", "{}", before);
  write(
    ".next/required-server-files.json",
    JSON.stringify({ config: { env: { NEXT_PUBLIC_RUM_ENABLED: "false" } } }),
    built,
  );
  write(".next/BUILD_ID", "test", built);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it("is current when nothing it bundles changed after it was built", async () => {
  expect(await buildIsCurrent(root, ENV)).toBe(true);
});

it.each(["app/layout.tsx", "prisma/data/dictionaries/index.ts", "docs/accuracy.json"])(
  "is stale once %s changes",
  async (changed) => {
    write(changed, "changed", after);
    expect(await buildIsCurrent(root, ENV)).toBe(false);
  },
);
