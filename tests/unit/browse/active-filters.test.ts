// The applied browse filters as removable chips: each names its filter and links to the same search
// without it (back at page 1); the search words and the ingredient are not repeated.
import { activeFilterChips } from "@/components/catalogue/active-filters";
import { parseBrowseParams } from "@/lib/catalogue/search-params";

describe("activeFilterChips", () => {
  it("has no chips for the unfiltered catalogue or a plain search", () => {
    expect(activeFilterChips(parseBrowseParams({}))).toEqual([]);
    expect(activeFilterChips(parseBrowseParams({ q: "magnesium", ingredient: "magnesium" }))).toEqual([]);
  });

  it("names each applied filter and removes only that one, from page 1", () => {
    const params = parseBrowseParams({
      q: "zinc",
      category: "energy",
      minPrice: "5",
      maxPrice: "12.5",
      inStock: "1",
      page: "3",
    });
    expect(activeFilterChips(params)).toEqual([
      {
        key: "category",
        label: "Category: Energy",
        removeHref: "/browse?q=zinc&minPrice=5&maxPrice=12.5&inStock=1",
      },
      {
        key: "minPrice",
        label: "From £5.00",
        removeHref: "/browse?q=zinc&category=energy&maxPrice=12.5&inStock=1",
      },
      {
        key: "maxPrice",
        label: "Up to £12.50",
        removeHref: "/browse?q=zinc&category=energy&minPrice=5&inStock=1",
      },
      {
        key: "inStock",
        label: "In stock only",
        removeHref: "/browse?q=zinc&category=energy&minPrice=5&maxPrice=12.5",
      },
    ]);
  });

  it("removing the last filter leads back to the plain page", () => {
    expect(activeFilterChips(parseBrowseParams({ vegan: "1" }))).toEqual([
      { key: "vegan", label: "Vegan", removeHref: "/browse" },
    ]);
  });
});
