// The /browse page when a search needed help: words respelt to find something, or filters to drop.
import { render, screen } from "@testing-library/react";
import { BrowseView } from "@/components/catalogue/browse-view";
import type { SupplementSearchItem, SupplementSearchResult } from "@/lib/catalogue/search";
import { parseBrowseParams } from "@/lib/catalogue/search-params";
import { withQueryClient } from "@/tests/support/query-client";

jest.mock("@/lib/assistant/provider", () => ({ providerConfig: () => null }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const NOTHING = { items: [], total: 0, page: 1, pageCount: 0 };
const OPTIONS = { dietary: { vegan: false, vegetarian: false, glutenFree: false }, ingredient: null };

function renderBrowse(raw: Record<string, string>, result: SupplementSearchResult = NOTHING) {
  render(
    withQueryClient(
      <BrowseView
        typedQuery={raw.q ?? null}
        params={parseBrowseParams(raw)}
        result={result}
        options={OPTIONS}
      />,
    ),
  );
}

const GINKGO: SupplementSearchItem = {
  id: "ginkgo-1",
  slug: "ginkgo-biloba-60mg",
  name: "Ginkgo Biloba 60mg",
  brand: "Test",
  form: "capsule",
  category: "focus",
  cheapestPricePence: null,
  cheapestPackSize: null,
  cheapestPackId: null,
  packCount: 1,
  pricePerDayPence: null,
  dosePrice: null,
  offerSource: null,
  offerRetailer: null,
  offerCheckedAt: null,
  imageRetailer: null,
  labelCheckedAt: null,
  ingredientNames: ["Ginkgo biloba"],
  averageRating: null,
  reviewCount: 0,
};

it("says which words it searched when the words as typed found nothing", () => {
  renderBrowse({ q: "gingko" }, { items: [GINKGO], total: 1, page: 1, pageCount: 1, readAs: "ginkgo" });
  expect(screen.getByRole("status")).toHaveTextContent(
    "1 of 1 supplements for “ginkgo”: nothing matched “gingko” as typed",
  );
});

it("names the words as typed when it searched fewer of them", () => {
  render(
    withQueryClient(
      <BrowseView
        typedQuery="ginkgo for memory"
        params={parseBrowseParams({ q: "ginkgo" })}
        result={{ items: [GINKGO], total: 1, page: 1, pageCount: 1, readAs: "ginkgo" }}
        options={OPTIONS}
      />,
    ),
  );
  expect(screen.getByRole("status")).toHaveTextContent(
    "1 of 1 supplements for “ginkgo”: nothing matched “ginkgo for memory” as typed",
  );
});

it("offers the same words without filters when a filtered search finds nothing", () => {
  renderBrowse({ q: "zinc", form: "lozenge", sort: "price" });
  expect(screen.getByText("No supplements match your search")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "search “zinc” without filters" })).toHaveAttribute(
    "href",
    "/browse?q=zinc&sort=price",
  );
  expect(screen.getByRole("link", { name: "clear all filters" })).toHaveAttribute("href", "/browse");
});

it("offers no such link without filters or without words", () => {
  renderBrowse({ q: "xqzvwjk" });
  expect(screen.queryByRole("link", { name: /without filters/ })).not.toBeInTheDocument();
  expect(screen.getByText(/Try another spelling or fewer filters/)).toBeInTheDocument();
  renderBrowse({ form: "lozenge" });
  expect(screen.queryByRole("link", { name: /without filters/ })).not.toBeInTheDocument();
});

it("says what we know of an ingredient no product carries, with its sources", () => {
  render(
    withQueryClient(
      <BrowseView
        typedQuery="melatonin"
        params={parseBrowseParams({ q: "melatonin" })}
        result={NOTHING}
        options={OPTIONS}
        unsold={{
          ingredientId: "melatonin-id",
          name: "Melatonin",
          evidenceSummary: "In the UK melatonin is a prescription-only medicine.",
          references: [
            {
              title: "Melatonin - Medicines A to Z",
              publisher: "NHS",
              url: "https://www.nhs.uk/medicines/melatonin/",
            },
          ],
        }}
      />,
    ),
  );
  expect(screen.getByText(/No product in our catalogue contains Melatonin yet/)).toBeInTheDocument();
  expect(screen.getByText("In the UK melatonin is a prescription-only medicine.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Melatonin - Medicines A to Z/ })).toHaveAttribute(
    "href",
    "https://www.nhs.uk/medicines/melatonin/",
  );
});

it("says nothing of an ingredient when none is named", () => {
  renderBrowse({ q: "xqzvwjk" });
  expect(screen.queryByText(/No product in our catalogue contains/)).not.toBeInTheDocument();
});
