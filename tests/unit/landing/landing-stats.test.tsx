import { render, screen } from "@testing-library/react";
import { LandingStats, type LandingStatsProps } from "@/components/landing/landing-stats";

const empty: LandingStatsProps = {
  supplementCount: 0,
  packSizeCount: 0,
  ingredientCount: 0,
  retailerCount: 0,
  authorisedClaimCount: 0,
};

function statTexts(): string[] {
  return screen.getAllByRole("listitem").map((item) => item.textContent);
}

describe("LandingStats", () => {
  it("renders nothing at all for an empty catalogue", () => {
    const { container } = render(<LandingStats {...empty} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows every count above zero, formatted for en-GB", () => {
    render(
      <LandingStats
        supplementCount={1234}
        packSizeCount={1300}
        ingredientCount={87}
        retailerCount={5}
        authorisedClaimCount={231}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "In the catalogue today" })).toBeInTheDocument();
    expect(statTexts()).toEqual([
      "1,234 supplements",
      "5 UK retailers",
      "87 ingredients",
      "231 authorised GB health claims",
    ]);
    expect(
      screen.getByText(/quoted word for word from the GB Nutrition and Health Claims register/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "A supplement sold in several pack sizes counts once: 1,234 supplements come in 1,300 pack sizes.",
      ),
    ).toBeInTheDocument();
  });

  it("leaves out the counts that are zero", () => {
    render(<LandingStats {...empty} supplementCount={12} retailerCount={3} />);
    expect(statTexts()).toEqual(["12 supplements", "3 UK retailers"]);
    expect(screen.queryByText(/ingredient/)).not.toBeInTheDocument();
    expect(screen.queryByText(/health claim/)).not.toBeInTheDocument();
  });

  it("uses the singular for a count of one", () => {
    render(<LandingStats {...empty} supplementCount={1} retailerCount={1} authorisedClaimCount={1} />);
    expect(statTexts()).toEqual(["1 supplement", "1 UK retailer", "1 authorised GB health claim"]);
  });
});
