/** @jest-environment node */
import { randomBytes } from "node:crypto";

import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";
import { OFFLINE_BUNDLE_BUDGET_KB, offlineBundleSize } from "@/scripts/accuracy/offline-bundle";

describe("offline copy of the knowledge base", () => {
  it(`stays within ${String(OFFLINE_BUNDLE_BUDGET_KB)} kB gzip`, () => {
    const size = offlineBundleSize();
    expect(size.gzipBytes).toBeLessThanOrEqual(OFFLINE_BUNDLE_BUDGET_KB * 1024);
    expect(size.withinBudget).toBe(true);
  });

  it("measures the body the database route sends", () => {
    const size = offlineBundleSize();
    // Every record is in it, and the gzip figure is of that body, not of something smaller.
    expect(size.rawBytes).toBeGreaterThan(JSON.stringify(KNOWLEDGE_BASE.drugInteractions).length);
    expect(size.gzipBytes).toBeLessThan(size.rawBytes);
  });

  it("reports a copy over the budget as over it", () => {
    // Incompressible text in one record's mechanism pushes the gzip size past the budget.
    const filler = randomBytes(450_000).toString("base64");
    const [first, ...rest] = KNOWLEDGE_BASE.supplementInteractions;
    if (first === undefined) throw new Error("the knowledge base has no supplement pairs");
    const oversized = offlineBundleSize({
      ...KNOWLEDGE_BASE,
      supplementInteractions: [{ ...first, mechanism: filler }, ...rest],
    });
    expect(oversized.gzipBytes).toBeGreaterThan(OFFLINE_BUNDLE_BUDGET_KB * 1024);
    expect(oversized.withinBudget).toBe(false);
  });
});
