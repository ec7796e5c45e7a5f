// lib/api-server/json-depth.ts: how deep a JSON text nests, read before it is parsed.
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "@/lib/api-server/json-depth";

const nestedArrays = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

describe("jsonNestsDeeperThan", () => {
  it("counts arrays and objects together", () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[[[[{{{{", b: '\\"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(["\\\\", [[]]]), 2)).toBe(true);
  });

  it("reads siblings as the same level, and text that never closes as deep as it opens", () => {
    expect(jsonNestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])), 3)).toBe(false);
    expect(jsonNestsDeeperThan("[".repeat(100_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan("", MAX_JSON_DEPTH)).toBe(false);
  });
});
