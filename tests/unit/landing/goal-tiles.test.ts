import { GOAL_TILES } from "@/components/landing/goal-tiles";

describe("GOAL_TILES", () => {
  it("maps the eight goals to the browse categories docs/product-rules.md §2 lists, adding a goal where they share one", () => {
    expect(GOAL_TILES.map(({ label, category, href }) => ({ label, category, href }))).toEqual([
      { label: "Heart Health", category: "wellness", href: "/browse?category=wellness&goal=heart" },
      { label: "Brain Function", category: "focus", href: "/browse?category=focus" },
      { label: "Muscle Building", category: "performance", href: "/browse?category=performance" },
      { label: "Energy & Performance", category: "energy", href: "/browse?category=energy" },
      { label: "Immune Support", category: "immune", href: "/browse?category=immune" },
      { label: "Vision Health", category: "wellness", href: "/browse?category=wellness&goal=vision" },
      {
        label: "Weight Management",
        category: "wellness",
        href: "/browse?category=wellness&goal=weight",
      },
      { label: "General Wellness", category: "wellness", href: "/browse?category=wellness" },
    ]);
  });

  it("sends no two tiles to the same page", () => {
    expect(new Set(GOAL_TILES.map((tile) => tile.href)).size).toBe(GOAL_TILES.length);
  });

  it("gives every tile a distinct key", () => {
    expect(new Set(GOAL_TILES.map((tile) => tile.id)).size).toBe(GOAL_TILES.length);
  });
});
