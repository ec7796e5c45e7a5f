/** @jest-environment node */
// `contentlayer2 build` with the blog's real source definition (lib/blog/content-source.ts) on fixture
// directories: a valid article builds; missing, mistyped, extra or out-of-rule front-matter fails
// the build (exit code 1) and names the file — contentlayer on its own would only warn and skip it.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../../..");
const CLI = path.join(ROOT, "node_modules", "contentlayer2", "bin", "cli.cjs");
const FIXTURES = path.join(ROOT, "tests", "fixtures", "blog");
const run = promisify(execFile);

type BuildResult = { code: number; output: string; workDir: string };

const workDirs: string[] = [];
afterAll(async () => {
  await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Builds one fixture directory in a scratch working directory (its .contentlayer goes there). */
async function buildFixture(name: string): Promise<BuildResult> {
  const workDir = await mkdtemp(path.join(tmpdir(), "blog-build-"));
  workDirs.push(workDir);
  // The generated index imports contentlayer2's client, resolved from the working directory.
  await symlink(path.join(ROOT, "node_modules"), path.join(workDir, "node_modules"), "dir");
  await writeFile(
    path.join(workDir, "contentlayer.config.ts"),
    `import { makeBlogSource } from ${JSON.stringify(path.join(ROOT, "lib", "blog", "content-source.ts"))};\n` +
      `export default makeBlogSource(${JSON.stringify(path.join(FIXTURES, name))});\n`,
  );
  try {
    // contentlayer takes $PWD over the process's cwd: point it at the scratch directory.
    const env = { ...process.env, PWD: workDir };
    const { stdout, stderr } = await run(process.execPath, [CLI, "build"], {
      cwd: workDir,
      env,
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr, workDir };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === "number" ? failed.code : -1,
      output: `${failed.stdout ?? ""}${failed.stderr ?? ""}`,
      workDir,
    };
  }
}

jest.setTimeout(120_000);

it("builds a valid article with its front-matter, slug and compiled body", async () => {
  const result = await buildFixture("valid");
  expect(result.output).toContain("Generated 1 documents");
  expect(result.code).toBe(0);
  const generated = JSON.parse(
    await readFile(
      path.join(result.workDir, ".contentlayer", "generated", "Post", "blog__fixture-article.mdx.json"),
      "utf8",
    ),
  ) as Record<string, unknown> & { body: { code: string } };
  expect(generated).toMatchObject({
    slug: "fixture-article",
    title: "A fixture article",
    tags: ["testing", "Fixtures"],
  });
  expect(generated.body.code).toContain("SupplementCard");
  // rehype-slug gives headings the ids the table of contents links to.
  expect(generated.body.code).toContain('id:"first-section"');
});

// Each failing directory holds two bad files, so one build shows that every problem is named, not only the first.
// contentlayer's own field checks stop the build before the front-matter rules run, so the two kinds are apart.
const failingBuilds = new Map<string, Promise<BuildResult>>();
const buildOnce = (fixture: string) => {
  if (!failingBuilds.has(fixture)) failingBuilds.set(fixture, buildFixture(fixture));
  return failingBuilds.get(fixture)!;
};

it.each([
  ["a missing required field", "schema-errors", /missing-title\.mdx[\s\S]*title/],
  ["a field the document type does not define", "schema-errors", /extra-field\.mdx[\s\S]*subtitle/],
  ["a cover image outside /blog/covers/", "rule-errors", /bad-cover\.mdx: coverImage/],
  ["dateModified before datePublished", "rule-errors", /bad-date\.mdx: dateModified/],
])("fails the build on %s", async (_, fixture, message) => {
  const result = await buildOnce(fixture);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(message);
});
