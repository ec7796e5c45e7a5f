// The README's "Map of the code" names every lib/ folder and app/ route group, and nothing that is gone.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

function mapBlock(): string {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("## Map of the code");
  const block = /```\n([\s\S]*?)```/.exec(readme.slice(start))?.[1];
  if (start < 0 || !block) throw new Error("README.md has no code map");
  return block;
}

function folders(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe("the README's map of the code", () => {
  const block = mapBlock();
  // The lib/ lines: from "lib/" to the next top-level entry.
  const libLines = /^lib\/[\s\S]*?(?=^\S)/m.exec(block)?.[0] ?? "";

  it("names every lib/ folder", () => {
    const named = new Set([...libLines.matchAll(/(?:^|\s)([a-z][a-z-]*)\/(?=\s)/g)].map((match) => match[1]));
    named.delete("lib");
    expect(named.size).toBeGreaterThan(20);
    expect(folders("lib").filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !folders("lib").includes(name!))).toEqual([]);
  });

  it("names every app/ route group", () => {
    const named = new Set([...block.matchAll(/\(([a-z-]+)\)/g)].map((match) => match[1]));
    expect(named.size).toBeGreaterThan(5);
    const groups = folders("app")
      .filter((name) => name.startsWith("("))
      .map((name) => name.slice(1, -1));
    expect(groups.filter((name) => !named.has(name))).toEqual([]);
    expect([...named].filter((name) => !groups.includes(name!))).toEqual([]);
  });
});
