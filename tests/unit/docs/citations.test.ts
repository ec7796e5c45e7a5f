/** @jest-environment node */
// Every rule the code cites must resolve inside the repository (docs/code-style.md "Citing a rule").
//  1. No file cites the design documents that were kept outside the repository: the product spec,
//     the style guide and the architecture card, by file name or as the spec's "§" (identifiers such
//     as SPEC_MESSAGES are not citations).
//  2. Every docs/<path>.md a file names exists. A "§N" after it must be a numbered section of that
//     doc ("## N. …"), and a quoted text after it (or after the §) must be a heading of that doc —
//     inside the section when one was named. A quote of the form "Heading: words" names the heading
//     before the colon. Chains such as §3 "A", "B", §4 "C" are checked item by item.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const SCANNED_DIRS = ["app", "components", "lib", "prisma", "scripts", "tests"];
/** Generated or third-party code, not ours to cite from. */
const SKIPPED_DIRS = new Set(["lib/db/generated", "node_modules", ".next", ".contentlayer", ".data"]);
const CODE_FILE = /\.(?:ts|tsx|mjs|prisma)$/;

/** The design documents that lived beside the repository, cited by name or (the spec) by "§". */
const OUTSIDE_FILE = new RegExp(String.raw`\b(?:SPEC|STYLE|ARCHITECTURE)` + String.raw`\.md\b`, "g");
const OUTSIDE_SECTION = new RegExp(String.raw`\bSPEC` + String.raw`\s*§`, "g");
const DOC_CITATION = /(?<![\w/.-])docs\/[\w./-]+?\.md\b/g;
/** A repository path with an extension: route groups "(auth)" and dynamic segments "[slug]" included. */
const FILE_CITATION =
  /(?<![\w/.@-])(?:app|components|lib|scripts|tests|prisma|public|content)\/(?:(?:\([\w-]+\)|\[{1,2}[\w.]+\]{1,2}|[\w.-]+)\/)*[\w.-]+\.(?:tsx?|mjs|js|json|mdx?|css|prisma|sql)\b/g;
/** Built by `next build`, so absent from a fresh checkout. */
const BUILT_FILES = new Set(["public/sw.js"]);
/** The longest quoted heading (or "Heading: words" quote) read after a citation. */
const MAX_QUOTE_LENGTH = 200;

function codeFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(child) && !SKIPPED_DIRS.has(entry.name)) walk(child);
      } else if (CODE_FILE.test(entry.name)) files.push(child);
    }
  };
  for (const dir of SCANNED_DIRS) walk(dir);
  // proxy.ts and the configuration files at the top level.
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isFile() && CODE_FILE.test(entry.name)) files.push(entry.name);
  }
  return files.sort();
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Joins comment continuation lines ("//", " * ") so a quote broken across lines reads as one. */
function joinCommentLines(text: string): string {
  return text.replace(/\r?\n[ \t]*(?:\/\/+|\*(?!\/))?[ \t]*/g, " ");
}

const normalise = (heading: string) =>
  heading.replace(/[`*_]/g, "").replace(/\s+/g, " ").trim().toLowerCase();

interface DocOutline {
  /** Every heading of the doc, normalised, numbering ("2. ") removed. */
  headings: Set<string>;
  /** Section number → the headings inside it, its own title included. */
  sections: Map<string, Set<string>>;
}

/** The headings and numbered sections of a markdown document (fenced code blocks skipped). */
function outlineOf(markdown: string): DocOutline {
  const outline: DocOutline = { headings: new Set(), sections: new Map() };
  let current: Set<string> | undefined;
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1] || !heading[2]) continue;
    const level = heading[1].length;
    const numbered = /^(\d+)\.\s+(.*)$/.exec(heading[2]);
    const title = normalise(numbered?.[2] ?? heading[2]);
    outline.headings.add(title);
    if (level <= 2) {
      current = undefined;
      if (level === 2 && numbered?.[1]) {
        current = new Set([title]);
        outline.sections.set(numbered[1], current);
      }
    }
    current?.add(title);
  }
  return outline;
}

/** Problems of the docs citations in one file's text; `readDoc` answers a doc's text or null. */
function docCitationProblems(
  file: string,
  text: string,
  readDoc: (docPath: string) => string | null,
): string[] {
  const problems: string[] = [];
  const outlines = new Map<string, DocOutline | null>();
  const outlineFor = (docPath: string) => {
    if (!outlines.has(docPath)) {
      const markdown = readDoc(docPath);
      outlines.set(docPath, markdown === null ? null : outlineOf(markdown));
    }
    return outlines.get(docPath) ?? null;
  };

  for (const match of text.matchAll(DOC_CITATION)) {
    const docPath = match[0];
    const where = `${file}:${lineOf(text, match.index)}`;
    const outline = outlineFor(docPath);
    if (!outline) {
      problems.push(`${where}: ${docPath} does not exist`);
      continue;
    }
    const after = match.index + docPath.length;
    let rest = joinCommentLines(text.slice(after, after + 4 * MAX_QUOTE_LENGTH));
    let section: string | undefined;
    for (;;) {
      const separator = /^[\s,;]*(?:and\s+)?/.exec(rest)?.[0] ?? "";
      rest = rest.slice(separator.length);
      const sectionMatch = /^§\s?(\d+)/.exec(rest);
      if (sectionMatch?.[1]) {
        section = sectionMatch[1];
        if (!outline.sections.has(section)) problems.push(`${where}: ${docPath} has no §${section}`);
        rest = rest.slice(sectionMatch[0].length);
        continue;
      }
      // A quote counts only when whitespace precedes it: `§3", () =>` ends a string literal instead.
      if (!rest.startsWith('"') || !/\s$/.test(separator)) break;
      const end = rest.indexOf('"', 1);
      if (end < 0 || end > MAX_QUOTE_LENGTH) break;
      const quoted = rest.slice(1, end);
      const heading = normalise(quoted.split(":")[0] ?? "");
      const scope = section === undefined ? outline.headings : outline.sections.get(section);
      if (scope && !scope.has(heading)) {
        const place = section === undefined ? docPath : `${docPath} §${section}`;
        problems.push(`${where}: "${quoted}" is not a heading of ${place}`);
      }
      rest = rest.slice(end + 1);
    }
  }
  return problems;
}

/** Citations of the documents kept outside the repository, as "file:line: text". */
function outsideCitations(file: string, text: string): string[] {
  return [...text.matchAll(OUTSIDE_FILE), ...text.matchAll(OUTSIDE_SECTION)]
    .sort((a, b) => a.index - b.index)
    .map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]}`);
}

/** Repository files a text names that do not exist, as "file:line: path". */
function missingFiles(file: string, text: string): string[] {
  return [...text.matchAll(FILE_CITATION)]
    .filter((match) => !BUILT_FILES.has(match[0]) && !existsSync(path.join(ROOT, match[0])))
    .map((match) => `${file}:${lineOf(text, match.index)}: ${match[0]} does not exist`);
}

function readRepoDoc(docPath: string): string | null {
  const absolute = path.join(ROOT, docPath);
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : null;
}

describe("the citation checker", () => {
  // Example paths and citations are assembled, so the scan of this very file below does not see them.
  const rules = ["docs", "rules.md"].join("/");
  const missing = ["docs", "missing.md"].join("/");
  const specFile = ["SPEC", "md"].join(".");
  const specSection = ["SPEC", "§"].join(" ");
  const doc = [
    "# Rules",
    "## 2. Screens",
    "### Layout rules",
    "```",
    "## 3. Not a section (inside a code block)",
    "```",
    "## 4. States",
    "### Toast",
    "## Appendix",
    "### Glossary",
  ].join("\n");
  const read = (docPath: string) => (docPath === rules ? doc : null);
  const check = (text: string) => docCitationProblems("example.ts", text, read);

  it("flags the outside documents by name or by §, but not identifiers", () => {
    const text = [
      `// ${specFile} §2`,
      `// ${specSection}4 'Toast'`,
      "const x = SPEC_MESSAGES;",
      "// SPEC-side",
    ];
    expect(outsideCitations("example.ts", text.join("\n"))).toEqual([
      `example.ts:1: ${specFile}`,
      `example.ts:2: ${specSection}`,
    ]);
  });

  it("accepts sections, headings in their section, chains and 'Heading: words' quotes", () => {
    expect(check(`// ${rules} §2 "Layout rules", §4 "Toast: added, dismissed"`)).toEqual([]);
    expect(check(`// (${rules} "Glossary"). and ${rules} §4\n// "Toast" wraps`)).toEqual([]);
    expect(check(`it("follows ${rules} §2", () => {});`)).toEqual([]);
  });

  it("flags missing docs, sections and headings", () => {
    expect(check(`// ${missing}`)).toEqual([`example.ts:1: ${missing} does not exist`]);
    expect(check(`// ${rules} §3`)).toEqual([`example.ts:1: ${rules} has no §3`]);
    expect(check(`// ${rules} §4 "Layout rules"`)).toEqual([
      `example.ts:1: "Layout rules" is not a heading of ${rules} §4`,
    ]);
    expect(check(`// ${rules} "Nothing like it"`)).toEqual([
      `example.ts:1: "Nothing like it" is not a heading of ${rules}`,
    ]);
  });
});

describe("citations in the code", () => {
  const files = codeFiles();
  const texts = files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const);

  it("scans the code", () => {
    expect(files).toEqual(expect.arrayContaining(["proxy.ts", "lib/env.ts", "prisma/schema.prisma"]));
  });

  it("cite no document kept outside the repository", () => {
    expect(texts.flatMap(([file, text]) => outsideCitations(file, text))).toEqual([]);
  });

  it("cite docs, sections and headings that exist", () => {
    expect(texts.flatMap(([file, text]) => docCitationProblems(file, text, readRepoDoc))).toEqual([]);
  });

  it("and the docs name files that exist", () => {
    const docs = [
      "README.md",
      ...readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.posix.join("docs", name)),
    ];
    const named = [
      ...texts,
      ...docs.map((doc) => [doc, readFileSync(path.join(ROOT, doc), "utf8")] as const),
    ];
    expect(named.flatMap(([file, text]) => missingFiles(file, text))).toEqual([]);
  });
});
