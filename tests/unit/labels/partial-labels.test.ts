// The rule for marking shipped products' labels partial (docs/catalogue-labels.md "Partial labels").
import { PRODUCTS } from "@/prisma/data/catalogue/products";

const MULTI_NUTRIENT_NAME =
  /multivitamin|b-complex|\bb-(?:50|100)\b|pregnacare|osteocare|berocca|pre-workout/i;
const NAMES_MORE = /\bplus\b|\bwith\b/i;

function partialBecause(product: (typeof PRODUCTS)[number]): string | null {
  const slugs = new Set(product.ingredients.map((row) => row.ingredient));
  if (MULTI_NUTRIENT_NAME.test(`${product.brand} ${product.name}`)) return "a multi-nutrient formula";
  if (slugs.has("cod-liver-oil") && !(slugs.has("vitamin-a") && slugs.has("vitamin-d3")))
    return "cod liver oil without its vitamins A and D";
  if (NAMES_MORE.test(product.name)) return "a name that adds to the listed ingredients";
  return null;
}

describe("partial labels in the shipped catalogue", () => {
  it.each(PRODUCTS.map((product) => [`${product.brand} ${product.name}`, product] as const))(
    "%s is marked partial when the rule says so",
    (_name, product) => {
      const reason = partialBecause(product);
      if (reason !== null)
        expect({ reason, labelComplete: product.labelComplete }).toEqual({ reason, labelComplete: false });
    },
  );

  it("finds the known incomplete labels", () => {
    const partial = PRODUCTS.filter((product) => partialBecause(product) !== null).map(
      (product) => product.name,
    );
    expect(partial).toEqual(
      expect.arrayContaining([
        "Pregnacare Original",
        "Cod Liver Oil 1000mg Capsules",
        "Quercetin with Bromelain Veg Capsules",
        "Ester-C Plus 1000mg Vitamin C Tablets",
      ]),
    );
  });

  it("ships no diet flag: no shipped label has been checked", () => {
    const flagged = PRODUCTS.filter(
      (product) => product.vegan !== null || product.vegetarian !== null || product.glutenFree !== null,
    );
    expect(flagged).toEqual([]);
  });
});
