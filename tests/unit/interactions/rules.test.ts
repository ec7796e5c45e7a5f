import {
  blocksProceeding,
  confidenceFor,
  depletionTimeframe,
  isSafeToAdd,
  riskLevelFor,
  sortBySeverity,
  timingRuleFor,
  warningSeverityFor,
} from "@/lib/interactions/rules";
import type { Findings, Severity } from "@/lib/interactions/types";
import { BASE } from "./fixtures";

function findingsWith(severities: Severity[], conditionLevels: ("absolute" | "relative")[] = []): Findings {
  const template = BASE.supplementInteractions[0];
  const condition = BASE.medicalContraindications[0];
  if (!template || !condition) throw new Error("fixture missing");
  return {
    supplementInteractions: severities.map((severity, i) => ({
      record: { ...template, id: `r${i}`, severity },
      supplementAId: "a",
      supplementBId: "b",
    })),
    drugInteractions: [],
    nutrientInteractions: [],
    foodInteractions: [],
    medicalContraindications: conditionLevels.map((level) => ({
      record: { ...condition, contraindicationLevel: level },
      supplementId: "a",
      condition: "x",
    })),
  };
}

describe("severity → warning mapping (docs/product-rules.md §4)", () => {
  it.each([
    ["beneficial", "info"],
    ["minor", "info"],
    ["moderate", "warning"],
    ["major", "error"],
    ["contraindicated", "critical"],
  ] as const)("%s → %s", (severity, warning) => {
    expect(warningSeverityFor(severity)).toBe(warning);
  });

  it("sorts critical, error, warning, info and keeps order within a level", () => {
    const sorted = sortBySeverity([
      { severity: "info" as const, id: 1 },
      { severity: "warning" as const, id: 2 },
      { severity: "critical" as const, id: 3 },
      { severity: "error" as const, id: 4 },
      { severity: "warning" as const, id: 5 },
    ]);
    expect(sorted.map((warning) => warning.id)).toEqual([3, 4, 2, 5, 1]);
  });
});

describe("risk level (docs/product-rules.md §4)", () => {
  it("is low with no findings, or only minor ones (three or fewer)", () => {
    expect(riskLevelFor(findingsWith([]))).toBe("low");
    expect(riskLevelFor(findingsWith(["minor", "minor", "minor"]))).toBe("low");
  });
  it("is moderate with any moderate or relative finding, or more than three findings", () => {
    expect(riskLevelFor(findingsWith(["moderate"]))).toBe("moderate");
    expect(riskLevelFor(findingsWith([], ["relative"]))).toBe("moderate");
    expect(riskLevelFor(findingsWith(["minor", "minor", "minor", "minor"]))).toBe("moderate");
  });
  it("is high with one or two major/contraindicated/absolute findings", () => {
    expect(riskLevelFor(findingsWith(["major"]))).toBe("high");
    expect(riskLevelFor(findingsWith(["contraindicated"], ["absolute"]))).toBe("high");
  });
  it("is very_high with more than two", () => {
    expect(riskLevelFor(findingsWith(["major", "contraindicated"], ["absolute"]))).toBe("very_high");
  });
  it("does not count beneficial synergies as risk findings", () => {
    expect(
      riskLevelFor(findingsWith(["beneficial", "beneficial", "beneficial", "beneficial", "beneficial"])),
    ).toBe("low");
  });
});

describe("safe to add and blocking (docs/product-rules.md §4)", () => {
  it("is safe only without critical/error warnings and when every warning allows proceeding", () => {
    expect(isSafeToAdd([])).toBe(true);
    expect(
      isSafeToAdd([
        { severity: "warning", canProceed: true },
        { severity: "info", canProceed: true },
      ]),
    ).toBe(true);
    expect(isSafeToAdd([{ severity: "error", canProceed: true }])).toBe(false);
    expect(isSafeToAdd([{ severity: "critical", canProceed: true }])).toBe(false);
    expect(isSafeToAdd([{ severity: "warning", canProceed: false }])).toBe(false);
  });
  it("blocks a contraindicated interaction, an avoid-combination drug and an absolute contraindication only", () => {
    expect(blocksProceeding({ kind: "supplement", severity: "contraindicated" })).toBe(true);
    expect(blocksProceeding({ kind: "supplement", severity: "major" })).toBe(false);
    expect(blocksProceeding({ kind: "drug", severity: "moderate", avoidCombination: true })).toBe(true);
    expect(blocksProceeding({ kind: "drug", severity: "major", avoidCombination: false })).toBe(false);
    expect(blocksProceeding({ kind: "medical", level: "absolute" })).toBe(true);
    expect(blocksProceeding({ kind: "medical", level: "relative" })).toBe(false);
  });
});

describe("confidence (docs/product-rules.md §9)", () => {
  it("is not given when nothing was found: no records is not evidence of safety (a departure from the spec's 0.8)", () => {
    expect(confidenceFor([])).toBeNull();
  });
  it("averages evidence score/5 × 0.8 plus 0.2 when verified, with level 1 as the strongest score", () => {
    // level 1 verified: 5/5×0.8+0.2 = 1; level 5 unverified: 1/5×0.8 = 0.16
    expect(confidenceFor([{ evidenceLevel: 1, isVerified: true }])).toBeCloseTo(1);
    expect(confidenceFor([{ evidenceLevel: 5, isVerified: false }])).toBeCloseTo(0.16);
    expect(
      confidenceFor([
        { evidenceLevel: 1, isVerified: true },
        { evidenceLevel: 5, isVerified: false },
      ]),
    ).toBeCloseTo(0.58);
    expect(confidenceFor([{ evidenceLevel: 3, isVerified: true }])).toBeCloseTo(0.68);
  });
  it("never exceeds 1", () => {
    expect(
      confidenceFor([
        { evidenceLevel: 1, isVerified: true },
        { evidenceLevel: 1, isVerified: true },
      ]),
    ).toBeLessThanOrEqual(1);
  });
});

describe("timing rules (docs/product-rules.md §9)", () => {
  it("puts sleep in the evening and energy in the morning, both high priority", () => {
    expect(timingRuleFor("sleep", null)).toMatchObject({ slot: "evening", priority: "high" });
    expect(timingRuleFor("energy", null)).toMatchObject({ slot: "morning", priority: "high" });
  });
  it("keeps the product's own timing over its category, in the words of its page", () => {
    // An iron product in the energy category that its page says to take on an empty stomach.
    expect(timingRuleFor("energy", "empty_stomach")).toEqual({
      slot: "empty_stomach",
      priority: "high",
      reasoning: "Take on an empty stomach, away from meals.",
    });
    expect(timingRuleFor("energy", "evening")).toMatchObject({ slot: "evening", priority: "medium" });
    expect(timingRuleFor("sleep", "with_food")).toMatchObject({
      slot: "with_food",
      reasoning: "Take with a meal.",
    });
  });
  it("takes digestive products with food and empty-stomach products at high priority", () => {
    expect(timingRuleFor("digestive", null)).toMatchObject({ slot: "with_food" });
    expect(timingRuleFor("wellness", "empty_stomach")).toMatchObject({
      slot: "empty_stomach",
      priority: "high",
    });
  });
  it("defaults to the morning", () => {
    expect(timingRuleFor("wellness", null)).toMatchObject({ slot: "morning" });
  });
  it("maps depletion time courses to days (acute) or weeks", () => {
    expect(depletionTimeframe("acute")).toBe("days");
    expect(depletionTimeframe("chronic")).toBe("weeks");
  });
});
