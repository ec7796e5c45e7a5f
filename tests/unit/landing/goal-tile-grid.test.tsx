import { render, screen } from "@testing-library/react";
import { GoalTileGrid } from "@/components/landing/goal-tile-grid";
import { GOAL_TILES } from "@/components/landing/goal-tiles";

describe("GoalTileGrid", () => {
  it("links each goal to its browse category and names only the goal", () => {
    render(<GoalTileGrid />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(8);
    GOAL_TILES.forEach((tile, index) => {
      const link = links[index];
      expect(link).toHaveAttribute("href", tile.href);
      // Goal name plus the neutral line: no wording of health effects.
      expect(link).toHaveTextContent(`${tile.label}Browse supplements for this goal`, {
        normalizeWhitespace: true,
      });
    });
  });
});
