import { render, screen } from "@testing-library/react";
import { GoalTileGrid } from "@/components/landing/goal-tile-grid";
import { GOAL_TILES } from "@/components/landing/goal-tiles";

describe("GoalTileGrid", () => {
  it("links each goal to its browse category, names only the goal and says how many products it lists", () => {
    render(<GoalTileGrid counts={GOAL_TILES.map((_, index) => index + 1)} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(8);
    GOAL_TILES.forEach((tile, index) => {
      const link = links[index];
      expect(link).toHaveAttribute("href", tile.href);
      // Goal name plus a count: no wording of health effects.
      expect(link).toHaveTextContent(`${tile.label}${index + 1} ${index === 0 ? "product" : "products"}`, {
        normalizeWhitespace: true,
      });
    });
  });

  it("leaves out a goal /browse has no products for", () => {
    const counts = GOAL_TILES.map((tile) => (tile.id === "weight-management" ? 0 : 5));
    render(<GoalTileGrid counts={counts} />);
    expect(screen.getAllByRole("link")).toHaveLength(7);
    expect(screen.queryByRole("link", { name: /Weight Management/ })).toBeNull();
  });

  it("shows every goal with a neutral line when the counts could not be read", () => {
    render(<GoalTileGrid counts={null} />);
    expect(screen.getAllByRole("link")).toHaveLength(8);
    expect(screen.getAllByText("Browse supplements for this goal")).toHaveLength(8);
  });
});
