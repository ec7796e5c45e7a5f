// The /browse page's answer when nothing matches: a search read into filters can be tried without them.
import { render, screen } from "@testing-library/react";
import { BrowseView } from "@/components/catalogue/browse-view";
import { parseBrowseParams } from "@/lib/catalogue/search-params";
import { withQueryClient } from "@/tests/support/query-client";

jest.mock("@/lib/assistant/provider", () => ({ providerConfig: () => null }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));

const NOTHING = { items: [], total: 0, page: 1, pageCount: 0 };
const OPTIONS = { dietary: { vegan: false, vegetarian: false, glutenFree: false }, ingredient: null };

function renderBrowse(raw: Record<string, string>) {
  render(
    withQueryClient(
      <BrowseView
        typedQuery={raw.q ?? null}
        params={parseBrowseParams(raw)}
        result={NOTHING}
        options={OPTIONS}
      />,
    ),
  );
}

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
