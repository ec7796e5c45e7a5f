import { render, screen, within } from "@testing-library/react";

import { CheaperAlternatives } from "@/components/catalogue/cheaper-alternatives";
import { howToTakeLines } from "@/components/catalogue/how-to-take";
import { IngredientClaims, NO_CLAIMS_MESSAGE } from "@/components/catalogue/ingredient-claims";
import { IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import {
  IngredientTable,
  isPartialFormula,
  PARTIAL_FORMULA_NOTE,
} from "@/components/catalogue/ingredient-table";
import { exceedsUpperLevel, percentOfNrv } from "@/components/catalogue/nutrition";
import { OffersTable } from "@/components/catalogue/offers-table";
import { productJsonLd, serialiseJsonLd } from "@/components/catalogue/product-json-ld";
import { SupplementHeader } from "@/components/catalogue/supplement-header";

import { SAMPLE_DATE, ingredient, offer, product } from "./product-fixture";

function rowOf(name: string | RegExp): HTMLElement {
  const row = screen.getByRole("rowheader", { name }).closest("tr");
  if (!row) throw new Error(`no row for ${String(name)}`);
  return row;
}

describe("OffersTable", () => {
  const offers = [
    offer({ id: "a", retailer: "Amazon", pricePence: 1199, pricePerServingPence: 12, pricePerDayPence: 12 }),
    offer({
      id: "b",
      retailer: "Boots",
      pricePence: 1499,
      source: "feed",
      lastCheckedAt: new Date("2026-12-02T10:00:00Z"),
      pricePerServingPence: 15,
      pricePerDayPence: 15,
    }),
  ];

  it("shows each price with the pack size it buys, named by the product's form", () => {
    render(
      <OffersTable
        form="tablet"
        offers={[offers[0]!, offer({ id: "c", packSize: 250 })]}
        cheapestOfferId="a"
      />,
    );
    expect(screen.getByText("for 100 tablets")).toBeInTheDocument();
    expect(screen.getByText("for 250 tablets")).toBeInTheDocument();
  });

  it("labels each sample price with its en-GB date, and only sample prices", () => {
    render(<OffersTable form="tablet" offers={offers} cheapestOfferId="a" />);
    const amazon = within(rowOf(/^Amazon/));
    expect(amazon.getByText("Sample price")).toBeInTheDocument();
    expect(amazon.getByText("Sample price").parentElement).toHaveTextContent("Sample price·21 November 2026");
    expect(within(rowOf(/^Boots/)).queryByText("Sample price")).not.toBeInTheDocument();
    expect(within(rowOf(/^Boots/)).getByText("2 December 2026")).toBeInTheDocument();
    expect(screen.getByText(/not a live price/)).toBeInTheDocument();
  });

  it("credits the retailer of a real price with its date, and says when it is over 7 days old", () => {
    const { rerender } = render(
      <OffersTable
        form="tablet"
        offers={offers}
        cheapestOfferId="a"
        now={new Date("2026-12-09T10:00:00Z")}
      />,
    );
    const boots = within(rowOf(/^Boots/));
    expect(boots.getByText(/^Boots, checked 2 December 2026/)).toBeInTheDocument();
    expect(boots.queryByText(/may be out of date/)).not.toBeInTheDocument();
    rerender(
      <OffersTable
        form="tablet"
        offers={offers}
        cheapestOfferId="a"
        now={new Date("2026-12-09T10:00:01Z")}
      />,
    );
    expect(within(rowOf(/^Boots/)).getByText(/the price may be out of date$/)).toBeInTheDocument();
    expect(within(rowOf(/^Amazon/)).queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it("highlights the cheapest offer only", () => {
    render(<OffersTable form="tablet" offers={offers} cheapestOfferId="a" />);
    expect(within(rowOf(/^Amazon/)).getByText("Cheapest per day")).toBeInTheDocument();
    expect(rowOf(/^Amazon/)).toHaveAttribute("data-cheapest", "true");
    expect(within(rowOf(/^Boots/)).queryByText("Cheapest per day")).not.toBeInTheDocument();
  });

  it("shows pack, per-serving and per-day prices in pounds and a sponsored outbound link", () => {
    render(<OffersTable form="tablet" offers={offers} cheapestOfferId="a" />);
    const boots = within(rowOf(/^Boots/));
    expect(boots.getByText("£14.99")).toBeInTheDocument();
    expect(boots.getAllByText("£0.15")).toHaveLength(2);
    const link = boots.getByRole("link", { name: /^View at Boots/ });
    expect(link).toHaveAttribute("href", "https://www.amazon.co.uk/s?k=magnesium");
    expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("says so when there is no price, and marks out-of-stock offers", () => {
    const { rerender } = render(<OffersTable form="tablet" offers={[]} cheapestOfferId={null} />);
    expect(screen.getByText(/do not have a UK retailer price/)).toBeInTheDocument();
    rerender(<OffersTable form="tablet" offers={[offer({ inStock: false })]} cheapestOfferId={null} />);
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
  });
});

describe("IngredientTable", () => {
  it("shows amount, chemical form and % NRV to one decimal", () => {
    render(<IngredientTable ingredients={[ingredient()]} partialFormula={false} />);
    const row = within(rowOf(/^Magnesium/));
    expect(row.getByText("200 mg")).toBeInTheDocument();
    expect(row.getByText("as magnesium citrate")).toBeInTheDocument();
    expect(row.getByText("53.3%")).toBeInTheDocument();
    expect(screen.queryByText(/Above the UK upper level/)).not.toBeInTheDocument();
    expect(screen.queryByText(PARTIAL_FORMULA_NOTE)).not.toBeInTheDocument();
  });

  it("converts units for % NRV and leaves it blank without an NRV or a conversion", () => {
    expect(
      percentOfNrv({ slug: "vitamin-d3", amount: 1000, unit: "IU", nrv: { amount: 5, unit: "µg" } }),
    ).toBeCloseTo(500);
    expect(percentOfNrv({ slug: "vitamin-d3", amount: 25, unit: "µg", nrv: null })).toBeNull();
    expect(
      percentOfNrv({ slug: "vitamin-e", amount: 100, unit: "IU", nrv: { amount: 12, unit: "mg" } }),
    ).toBeNull();
    render(<IngredientTable ingredients={[ingredient({ nrv: null })]} partialFormula={false} />);
    expect(within(rowOf(/^Magnesium/)).getByText("–")).toBeInTheDocument();
  });

  it("warns when one serving is above the UK upper level, with the level and its source", () => {
    render(<IngredientTable ingredients={[ingredient({ amount: 0.5, unit: "g" })]} partialFormula={false} />);
    expect(within(rowOf(/^Magnesium/)).getByRole("note")).toHaveTextContent(
      "Above the UK upper level for daily intake (400mg, EVM guidance level — FSA: Safe Upper Levels)",
    );
  });

  it("does not warn at exactly the upper level", () => {
    expect(
      exceedsUpperLevel({
        slug: "magnesium",
        amount: 0.4,
        unit: "g",
        upperLevel: { amount: 400, unit: "mg", source: null },
      }),
    ).toBe(false);
    expect(
      exceedsUpperLevel({
        slug: "magnesium",
        amount: 401,
        unit: "mg",
        upperLevel: { amount: 400, unit: "mg", source: null },
      }),
    ).toBe(true);
  });

  it("shows the partial-formula note next to the table", () => {
    expect(isPartialFormula("Selected ingredients listed; see the label for the full formula.")).toBe(true);
    expect(isPartialFormula("Iron-rich natural spring water in single-serving sachets.")).toBe(false);
    expect(isPartialFormula(null)).toBe(false);
    render(<IngredientTable ingredients={[ingredient()]} partialFormula />);
    expect(screen.getByText(PARTIAL_FORMULA_NOTE)).toBeInTheDocument();
  });
});

describe("IngredientClaims", () => {
  it("quotes authorised claims verbatim with their conditions of use", () => {
    render(<IngredientClaims ingredients={[ingredient()]} />);
    expect(
      screen.getByText("Magnesium contributes to a reduction of tiredness and fatigue"),
    ).toBeInTheDocument();
    const summary = screen.getByText("Conditions of use");
    expect(summary.tagName).toBe("SUMMARY");
    expect(summary.closest("details")).toHaveTextContent(/at least a source of magnesium/);
  });

  it("shows conditions of use shared by every claim of an ingredient once, and different ones per claim", () => {
    const [claim] = ingredient().claims;
    if (!claim) throw new Error("the fixture has a claim");
    const second = { ...claim, id: "c2", claimText: "Magnesium contributes to normal muscle function" };
    const { rerender } = render(<IngredientClaims ingredients={[ingredient({ claims: [claim, second] })]} />);
    expect(screen.getAllByText(/^Conditions of use/)).toHaveLength(1);
    expect(screen.getByText("Conditions of use (the same for all 2)").closest("details")).toHaveTextContent(
      claim.conditionsOfUse,
    );

    const other = {
      ...second,
      conditionsOfUse: "The claim may be used only for food which is high in magnesium.",
    };
    rerender(<IngredientClaims ingredients={[ingredient({ claims: [claim, other] })]} />);
    expect(screen.getAllByText("Conditions of use")).toHaveLength(2);
    expect(screen.getByText(other.conditionsOfUse)).toBeInTheDocument();
  });

  it("counts a condition the register repeats without its full stop as the same, and shows the most shared once", () => {
    const [claim] = ingredient().claims;
    if (!claim) throw new Error("the fixture has a claim");
    const stop = { ...claim, id: "c2", claimText: "Magnesium contributes to normal muscle function" };
    const noStop = {
      ...claim,
      id: "c3",
      claimText: "Magnesium contributes to normal protein synthesis",
      conditionsOfUse: `${claim.conditionsOfUse}.`,
    };
    const own = {
      ...claim,
      id: "c4",
      claimText: "Magnesium contributes to normal psychological function",
      conditionsOfUse: "The claim may be used only for food which is high in magnesium.",
    };
    const { rerender } = render(<IngredientClaims ingredients={[ingredient({ claims: [claim, noStop] })]} />);
    expect(screen.getAllByText(/^Conditions of use/).map((node) => node.textContent)).toEqual([
      "Conditions of use (the same for all 2)",
    ]);

    rerender(<IngredientClaims ingredients={[ingredient({ claims: [claim, own, stop, noStop] })]} />);
    expect(screen.getAllByText(/^Conditions of use/).map((node) => node.textContent)).toEqual([
      "Conditions of use",
      "Conditions of use (the same for the other 3)",
    ]);
    const ownItem = screen.getByText(own.claimText).closest("li");
    expect(ownItem).toHaveTextContent(own.conditionsOfUse);
    expect(
      screen.getByText("Conditions of use (the same for the other 3)").closest("details"),
    ).toHaveTextContent(claim.conditionsOfUse);
  });

  it("says there are no authorised claims for an ingredient without any", () => {
    render(
      <IngredientClaims ingredients={[ingredient({ ingredientId: "x", name: "Ashwagandha", claims: [] })]} />,
    );
    expect(screen.getByText(NO_CLAIMS_MESSAGE)).toBeInTheDocument();
    expect(NO_CLAIMS_MESSAGE).toBe("No authorised health claims for this ingredient");
  });
});

describe("SupplementHeader", () => {
  it("shows pack facts and only the dietary flags that are known", () => {
    const { rerender } = render(<SupplementHeader product={product()} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Magnesium Citrate 200mg Tablets" }),
    ).toBeInTheDocument();
    expect(screen.getByText("NOW Foods")).toBeInTheDocument();
    expect(screen.getByText("Tablets")).toBeInTheDocument();
    expect(screen.queryByText("Dietary")).not.toBeInTheDocument();
    rerender(<SupplementHeader product={product({ vegan: true, glutenFree: false })} />);
    expect(screen.getByText("Vegan, Contains gluten")).toBeInTheDocument();
  });

  it("shows the description without repeating the partial-formula note", () => {
    const { rerender } = render(
      <SupplementHeader product={product({ description: PARTIAL_FORMULA_NOTE })} />,
    );
    expect(screen.queryByText(PARTIAL_FORMULA_NOTE)).not.toBeInTheDocument();
    rerender(
      <SupplementHeader
        product={product({
          description: `High-strength B-complex in vegetable capsules. ${PARTIAL_FORMULA_NOTE}`,
        })}
      />,
    );
    expect(screen.getByText("High-strength B-complex in vegetable capsules.")).toBeInTheDocument();
    expect(screen.queryByText(/Selected ingredients listed/)).not.toBeInTheDocument();
  });
});

describe("howToTakeLines", () => {
  it("uses the product's timing, else the ingredients' shared one, and nothing when unknown", () => {
    expect(howToTakeLines(product({ optimalTiming: "morning" }))).toEqual(["Usually taken in the morning."]);
    expect(howToTakeLines(product())).toEqual(["Usually taken in the evening."]);
    expect(howToTakeLines(product({ ingredients: [ingredient({ optimalTiming: null })] }))).toEqual([]);
    const conflicting = [ingredient(), ingredient({ ingredientId: "b", optimalTiming: "morning" })];
    expect(howToTakeLines(product({ ingredients: conflicting, takeWithFood: true }))).toEqual([
      "Take with food.",
    ]);
  });
});

describe("CheaperAlternatives", () => {
  it("links each alternative with its price per serving and labels sample prices", () => {
    render(
      <CheaperAlternatives
        alternatives={[
          {
            id: "alt-1",
            slug: "holland-barrett-magnesium-200-90",
            name: "Magnesium 200",
            brand: "Holland & Barrett",
            pricePerServingPence: 7,
            source: "sample",
            lastCheckedAt: SAMPLE_DATE,
          },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "Magnesium 200" })).toHaveAttribute(
      "href",
      "/supplement/holland-barrett-magnesium-200-90",
    );
    expect(screen.getByText("£0.07")).toBeInTheDocument();
    expect(screen.getByText("Sample price")).toBeInTheDocument();
    expect(screen.getByText("21 November 2026")).toBeInTheDocument();
  });
});

describe("IngredientEvidence", () => {
  it("collapses each summary with its references as links", () => {
    render(<IngredientEvidence ingredients={[ingredient()]} />);
    expect(screen.getByText("Magnesium").tagName).toBe("SUMMARY");
    expect(screen.getByRole("link", { name: /Magnesium fact sheet/ })).toHaveAttribute(
      "href",
      "https://ods.od.nih.gov/factsheets/Magnesium-Consumer/",
    );
    expect(screen.getByRole("link", { name: /Magnesium fact sheet/ }).closest("li")).toHaveTextContent(
      /\(opens in a new tab\) — NIH ODS$/,
    );
  });
});

describe("productJsonLd", () => {
  it("describes the product with live offers only, never a sample price, and no rating", () => {
    const data = productJsonLd(
      product({
        offers: [
          offer({ id: "s", source: "sample", pricePence: 500 }),
          offer({
            id: "f",
            retailer: "Boots",
            source: "feed",
            pricePence: 1499,
            url: "https://www.boots.com/x",
          }),
          offer({
            id: "m",
            retailer: "Superdrug",
            source: "manual",
            pricePence: 1250,
            inStock: false,
            url: "https://www.superdrug.com/y",
          }),
        ],
      }),
      undefined,
      new Date("2026-11-25T10:00:00Z"),
    );
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Magnesium Citrate 200mg Tablets",
      brand: { "@type": "Brand", name: "NOW Foods" },
      sku: "prod-1",
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "GBP",
        lowPrice: "12.50",
        highPrice: "14.99",
        offerCount: 2,
        offers: [
          {
            "@type": "Offer",
            price: "14.99",
            priceCurrency: "GBP",
            url: "https://www.boots.com/x",
            seller: { "@type": "Organization", name: "Boots" },
            availability: "https://schema.org/InStock",
          },
          { price: "12.50", availability: "https://schema.org/OutOfStock" },
        ],
      },
    });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(product())).not.toHaveProperty("offers");
  });

  it("leaves out a real price checked more than 7 days ago", () => {
    const checkedAt = new Date("2026-12-02T10:00:00Z");
    const feed = product({ offers: [offer({ id: "f", source: "feed", lastCheckedAt: checkedAt })] });
    expect(productJsonLd(feed, undefined, new Date("2026-12-09T10:00:00Z"))).toHaveProperty("offers");
    expect(productJsonLd(feed, undefined, new Date("2026-12-09T10:00:01Z"))).not.toHaveProperty("offers");
  });

  it("rates the product only from real reviews, and only when there is at least one", () => {
    expect(productJsonLd(product(), { rating: null, reviewCount: 0 })).not.toHaveProperty("aggregateRating");
    expect(productJsonLd(product(), { rating: 3.7, reviewCount: 3 })).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 3.7,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    // Sample prices stay out of offers whether or not the product is rated.
    expect(
      productJsonLd(product({ offers: [offer({ source: "sample" })] }), { rating: 5, reviewCount: 1 }),
    ).not.toHaveProperty("offers");
  });

  it("escapes < so the JSON cannot close its script element", () => {
    const json = serialiseJsonLd(productJsonLd(product({ name: "</script><script>alert(1)</script>" })));
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ name: "</script><script>alert(1)</script>" });
  });
});
