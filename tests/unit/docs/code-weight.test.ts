/** @jest-environment node */
// Comments say why in a line or two (docs/code-style.md): the app's comment lines stay a small share of
// its code, and nothing points readers at a tracker they cannot open.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const APP_DIRS = ["app", "components", "lib"];
const SKIPPED = new Set(["lib/db/generated"]);
const MAX_COMMENT_SHARE = 0.04;
const TRACKER_REFERENCE = /\b(?:issues?|tasks?)\s*#?\d+\b/gi;

function filesUnder(relative: string, pattern: RegExp): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(child) && entry.name !== "node_modules") files.push(...filesUnder(child, pattern));
    } else if (pattern.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(child);
  }
  return files;
}

/** Non-blank lines, and those holding only a comment (`//`, a block comment, a JSX comment). */
function commentLines(source: string): { lines: number; comments: number } {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    lines++;
    if (inBlock) {
      comments++;
      inBlock = !line.includes("*/");
    } else if (line.startsWith("//")) {
      comments++;
    } else if (line.startsWith("/*") || line.startsWith("{/*")) {
      comments++;
      inBlock = !line.includes("*/");
    }
  }
  return { lines, comments };
}

describe("the comment counter", () => {
  it("counts line, block and JSX comments, not code or blank lines", () => {
    const source = [
      "// why",
      "const a = 1; // trailing",
      "",
      "/**",
      " * a block",
      " */",
      "<div>{/* jsx */}</div>",
      "{/* a",
      "   longer one */}",
      'const url = "https://example.com";',
    ].join("\n");
    expect(commentLines(source)).toEqual({ lines: 9, comments: 6 });
  });
});

describe("the app's code", () => {
  const files = APP_DIRS.flatMap((dir) => filesUnder(dir, /\.(?:ts|tsx|mjs)$/));

  it(`keeps comment lines to at most ${String(MAX_COMMENT_SHARE * 100)}% of its non-blank lines`, () => {
    let lines = 0;
    let comments = 0;
    for (const file of files) {
      const counted = commentLines(readFileSync(path.join(ROOT, file), "utf8"));
      lines += counted.lines;
      comments += counted.comments;
    }
    expect(files.length).toBeGreaterThan(300);
    expect(comments / lines).toBeLessThanOrEqual(MAX_COMMENT_SHARE);
  });
});

describe("code and docs", () => {
  const files = [
    ...["app", "components", "lib", "prisma", "scripts", "tests", "docs", ".ci"].flatMap((dir) =>
      filesUnder(dir, /\.(?:ts|tsx|mjs|md|mdx|prisma|sh)$|^run$/),
    ),
    "README.md",
  ];

  it("never cite the issue tracker", () => {
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      return [...text.matchAll(TRACKER_REFERENCE)].map(
        (match) => `${file}:${String(text.slice(0, match.index).split("\n").length)}: ${match[0]}`,
      );
    });
    expect(found).toEqual([]);
  });
});
