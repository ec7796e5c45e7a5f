// The browse goals (lib/catalogue/goals.ts) read against the GB claims register shipped with the app:
// each pattern picks out the register wording it is meant to, and nothing about another area.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BROWSE_GOALS, claimServesBrowseGoal, goalExplanation } from "@/lib/catalogue/goals";

const register = readFileSync(
  path.join(process.cwd(), "prisma/data/gb-nhc-register/claims_repository.csv"),
  "utf8",
);

describe("claimServesBrowseGoal", () => {
  it.each([
    ["EPA and DHA contribute to the normal function of the heart", "heart"],
    ["Potassium contributes to the maintenance of normal blood pressure", "heart"],
    ["Beta-glucans contribute to the maintenance of normal blood cholesterol levels", "heart"],
    ["DHA contributes to the maintenance of normal blood triglyceride levels", "heart"],
    ["Zinc contributes to the maintenance of normal vision", "vision"],
    ["Glucomannan in the context of an energy restricted diet contributes to weight loss", "weight"],
    ["Vitamin D contributes to the maintenance of normal bones", "bones"],
    ["Vitamin C contributes to normal collagen formation for the normal function of bones", "bones"],
    ["Biotin contributes to the maintenance of normal hair", "hair-skin-nails"],
    ["Selenium contributes to the maintenance of normal nails", "hair-skin-nails"],
    ["Copper contributes to normal skin pigmentation", "hair-skin-nails"],
    ["Vitamin C contributes to normal collagen formation for the normal function of skin", "hair-skin-nails"],
  ] as const)("reads %j as %s", (claim, goal) => {
    expect(claimServesBrowseGoal(claim, goal)).toBe(true);
    for (const other of BROWSE_GOALS.filter((g) => g !== goal))
      expect(claimServesBrowseGoal(claim, other)).toBe(false);
  });

  it.each([
    "Vitamin C contributes to the normal function of the immune system",
    "Magnesium contributes to normal muscle function",
    "Iron contributes to the reduction of tiredness and fatigue",
    "Calcium is needed for normal growth and development of bone in children",
    "Vitamin D contributes to the maintenance of normal teeth",
  ])("leaves %j out of every goal", (claim) => {
    for (const goal of BROWSE_GOALS) expect(claimServesBrowseGoal(claim, goal)).toBe(false);
  });

  it("finds register wording for every goal", () => {
    for (const goal of BROWSE_GOALS) {
      const lines = register.split("\n").filter((line) => claimServesBrowseGoal(line, goal));
      expect(lines.length).toBeGreaterThan(0);
    }
  });
});

describe("goalExplanation", () => {
  it("says the goal comes from authorised claims and that conditions of use apply", () => {
    const text = goalExplanation("vision");
    expect(text).toContain("GB-authorised health claim about normal vision");
    expect(text).toContain("conditions of use");
  });
});
