// Product page URLs (lib/catalogue/product-paths.ts): the slug path, and the id path only when the
// slug is unknown (an item kept in a browser before slugs were stored; that URL redirects to the slug).
import { productHref, productPath } from "@/lib/catalogue/product-paths";

describe("productPath", () => {
  it("is /supplement/{slug}, encoded", () => {
    expect(productPath("solgar-vitamin-d3-25ug")).toBe("/supplement/solgar-vitamin-d3-25ug");
    expect(productPath("a b")).toBe("/supplement/a%20b");
  });
});

describe("productHref", () => {
  it("uses the slug when the product has one", () => {
    expect(productHref({ id: "7df71636", slug: "boots-iron-tablets" })).toBe(
      "/supplement/boots-iron-tablets",
    );
  });

  it.each([undefined, "", 42, null])("falls back to the id path when the slug is %p", (slug) => {
    expect(productHref({ id: "7df71636", slug })).toBe("/supplement/7df71636");
  });
});
