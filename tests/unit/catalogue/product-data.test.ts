/** @jest-environment node */
import { productSeedSchema, type IngredientSeed, type ProductSeed } from "@/lib/catalogue/seed-schemas";
import { formUpperLevel } from "@/lib/interactions/doses";
import { INGREDIENTS } from "@/prisma/data/catalogue/ingredients";
import { PRODUCTS, UNPRICED_PRODUCTS } from "@/prisma/data/catalogue/products";
import { ing, product } from "@/prisma/data/catalogue/products/build";

const INGREDIENT_BY_SLUG = new Map(INGREDIENTS.map((ingredient) => [ingredient.slug, ingredient] as const));
const MASS_UNITS = new Set(["g", "mg", "µg"]);
const IU_INGREDIENTS = new Set(["vitamin-a", "vitamin-d3", "vitamin-e"]);
const CFU_INGREDIENTS = new Set(["probiotics"]);
const B_VITAMINS = [
  "thiamin",
  "riboflavin",
  "niacin",
  "pantothenic-acid",
  "vitamin-b6",
  "biotin",
  "folic-acid",
  "vitamin-b12",
];

function unitProblem(unit: string, ingredient: IngredientSeed): string | null {
  if (unit === "IU")
    return IU_INGREDIENTS.has(ingredient.slug) ? null : "IU is only used for vitamins A, D and E";
  if (unit === "CFU") return CFU_INGREDIENTS.has(ingredient.slug) ? null : "CFU is only used for probiotics";
  if (CFU_INGREDIENTS.has(ingredient.slug)) return "probiotics are counted in CFU";
  // Mass units are interchangeable; the reference units of the ingredient must be mass units too.
  const referenceUnits = [
    ingredient.nrv?.unit,
    ingredient.upperLevel?.unit,
    ingredient.typicalDailyDose?.unit,
  ].filter(
    (referenceUnit): referenceUnit is NonNullable<typeof referenceUnit> => referenceUnit !== undefined,
  );
  const incompatible = referenceUnits.filter((referenceUnit) => !MASS_UNITS.has(referenceUnit));
  return incompatible.length === 0 ? null : `reference unit ${incompatible.join(", ")} is not a mass unit`;
}

function slugsOf(product: ProductSeed): string[] {
  return product.ingredients.map((line) => line.ingredient);
}

describe("product catalogue data", () => {
  it.each(PRODUCTS.map((product) => [product.slug, product] as const))(
    "%s satisfies the seed schema",
    (_slug, product) => {
      const result = productSeedSchema.safeParse(product);
      expect(result.success ? [] : result.error.issues).toEqual([]);
    },
  );

  it("has unique slugs", () => {
    const slugs = PRODUCTS.map((product) => product.slug);
    expect(slugs.filter((slug, index) => slugs.indexOf(slug) !== index)).toEqual([]);
  });

  it("references only catalogue ingredients", () => {
    const unknown = PRODUCTS.flatMap((product) =>
      slugsOf(product)
        .filter((slug) => !INGREDIENT_BY_SLUG.has(slug))
        .map((slug) => `${product.slug}: ${slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it("lists each ingredient at most once per product", () => {
    const duplicated = PRODUCTS.flatMap((product) => {
      const slugs = slugsOf(product);
      return slugs
        .filter((slug, index) => slugs.indexOf(slug) !== index)
        .map((slug) => `${product.slug}: ${slug}`);
    });
    expect(duplicated).toEqual([]);
  });

  it("uses units compatible with each ingredient's reference units", () => {
    const problems = PRODUCTS.flatMap((product) =>
      product.ingredients.flatMap((line) => {
        const ingredient = INGREDIENT_BY_SLUG.get(line.ingredient);
        const problem = ingredient ? unitProblem(line.unit, ingredient) : null;
        return problem ? [`${product.slug}: ${line.ingredient} in ${line.unit}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("has at least 150 products covering at least 60 distinct ingredients", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PRODUCTS.flatMap(slugsOf)).size).toBeGreaterThanOrEqual(60);
  });

  it("includes several products for the most compared ingredients", () => {
    const count = (slug: string) => PRODUCTS.filter((product) => slugsOf(product).includes(slug)).length;
    for (const slug of ["vitamin-d3", "vitamin-c", "magnesium", "omega-3-fish-oil", "creatine", "zinc"]) {
      expect([slug, count(slug) >= 4]).toEqual([slug, true]);
    }
  });

  it("includes multi-ingredient products: multivitamins, B-complexes, pre-workouts and joint formulas", () => {
    const multivitamins = PRODUCTS.filter(
      (product) =>
        product.ingredients.length >= 8 && slugsOf(product).some((slug) => !B_VITAMINS.includes(slug)),
    );
    const bComplexes = PRODUCTS.filter(
      (product) => slugsOf(product).filter((slug) => B_VITAMINS.includes(slug)).length >= 6,
    );
    const preWorkouts = PRODUCTS.filter(
      (product) =>
        slugsOf(product).includes("caffeine") &&
        ["beta-alanine", "citrulline", "creatine"].some((slug) => slugsOf(product).includes(slug)),
    );
    // The ingredient catalogue has no chondroitin or MSM, so a joint formula may list glucosamine alone.
    const jointFormulas = PRODUCTS.filter((product) => slugsOf(product).includes("glucosamine"));
    expect(multivitamins.length).toBeGreaterThanOrEqual(2);
    expect(bComplexes.length).toBeGreaterThanOrEqual(2);
    expect(preWorkouts.length).toBeGreaterThanOrEqual(1);
    expect(jointFormulas.length).toBeGreaterThanOrEqual(1);
  });

  it("marks partly listed multi-ingredient labels in the description", () => {
    // Multivitamins (8+ ingredients) list selected ingredients only and must say so.
    const unmarked = PRODUCTS.filter(
      (product) => product.ingredients.length >= 8 && !product.description?.includes("see the label"),
    );
    expect(unmarked.map((product) => product.slug)).toEqual([]);
  });

  it("gives sample offers matching the pack, priced in whole pence; only products read from a sourced label may have none yet", () => {
    const problems = PRODUCTS.flatMap((product) => {
      if (product.sampleOffers.length === 0)
        return UNPRICED_PRODUCTS.has(product) ? [] : [`${product.slug}: no sample offer`];
      return product.sampleOffers.flatMap((offer) => [
        ...(offer.packSize === product.unitsPerPack
          ? []
          : [`${product.slug}: ${offer.retailer} packSize ${offer.packSize} ≠ ${product.unitsPerPack}`]),
        ...(Number.isInteger(offer.pricePence) && offer.pricePence > 0
          ? []
          : [`${product.slug}: ${offer.retailer} price ${offer.pricePence}`]),
      ]);
    });
    expect(problems).toEqual([]);
  });

  it("leaves a pack size unknown only on a label read from a named page, with no price", () => {
    const unknown = PRODUCTS.filter((product) => product.unitsPerPack === null);
    expect(unknown.length).toBeGreaterThan(0);
    expect(
      unknown.filter((product) => product.labelSource === undefined || product.sampleOffers.length > 0),
    ).toEqual([]);
    expect(() =>
      product({
        name: "Lemon Balm Capsules",
        brand: "Example",
        form: "capsule",
        unitsPerPack: null,
        unitsPerServing: 1,
        category: "sleep",
        ingredients: [ing("lemon-balm", 171, "mg")],
        prices: { boots: 499 },
      }),
    ).toThrow("Example Lemon Balm Capsules: a price needs a pack size");
  });

  it("names the page and day each sourced label was read, and only for those", () => {
    const problems = PRODUCTS.flatMap((product) =>
      UNPRICED_PRODUCTS.has(product) === (product.labelSource !== undefined) ? [] : [product.slug],
    );
    expect(problems).toEqual([]);
  });

  it("links sample offers to retailer search pages rather than guessed product pages", () => {
    const searchPage =
      /^https:\/\/www\.(hollandandbarrett\.com\/search\?query=|boots\.com\/sitesearch\?searchTerm=|superdrug\.com\/search\?text=|amazon\.co\.uk\/s\?k=)/;
    const problems = PRODUCTS.flatMap((product) =>
      product.sampleOffers
        .filter((offer) => !searchPage.test(offer.url))
        .map((offer) => `${product.slug}: ${offer.url}`),
    );
    expect(problems).toEqual([]);
  });

  it("states the niacin form on every niacin line, so the form's own UK level applies", () => {
    // NHS/EVM: 17 mg a day for nicotinic acid, 500 mg for nicotinamide (lib/interactions/doses.ts).
    const unstated = PRODUCTS.flatMap((product) =>
      product.ingredients
        .filter(
          (line) => line.ingredient === "niacin" && formUpperLevel("niacin", line.chemicalForm) === null,
        )
        .map((line) => `${product.slug}: ${line.chemicalForm ?? "no form"}`),
    );
    expect(unstated).toEqual([]);
  });

  it("serves no more than a pack holds", () => {
    expect(
      PRODUCTS.filter(
        ({ unitsPerPack, unitsPerServing }) => unitsPerPack !== null && unitsPerServing > unitsPerPack,
      ).map((product) => product.slug),
    ).toEqual([]);
  });
});
