// Helpers for the product reference data: fill the optional label fields with null ("not stated"),
// derive the slug, and turn per-retailer sample prices into sample offers whose URL is the
// retailer's search page for the product (never a guessed product page) and whose pack size is
// the product's units per pack.
import type { ProductSeed } from "@/lib/catalogue/seed-schemas";

type ProductIngredient = ProductSeed["ingredients"][number];
type SampleOffer = ProductSeed["sampleOffers"][number];

const RETAILERS = {
  hb: { name: "Holland & Barrett", search: "https://www.hollandandbarrett.com/search?query=" },
  boots: { name: "Boots", search: "https://www.boots.com/sitesearch?searchTerm=" },
  superdrug: { name: "Superdrug", search: "https://www.superdrug.com/search?text=" },
  amazon: { name: "Amazon UK", search: "https://www.amazon.co.uk/s?k=" },
} as const;

type RetailerKey = keyof typeof RETAILERS;

/** One ingredient line of a label: amount per serving. */
export function ing(
  ingredient: string,
  amount: number,
  unit: ProductIngredient["unit"],
  chemicalForm: string | null = null,
): ProductIngredient {
  return { ingredient, amount, unit, chemicalForm };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/µ/g, "mc")
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

type ProductInput = Omit<
  ProductSeed,
  | "slug"
  | "description"
  | "optimalTiming"
  | "takeWithFood"
  | "vegan"
  | "vegetarian"
  | "glutenFree"
  | "sampleOffers"
  | "labelComplete"
> &
  Partial<
    Pick<
      ProductSeed,
      "description" | "optimalTiming" | "takeWithFood" | "vegan" | "vegetarian" | "glutenFree"
    >
  > & {
    /** Typical UK shelf price in pence for one pack, per retailer that stocks the product. */
    prices: Partial<Record<RetailerKey, number>>;
    /** Search words for the retailer search URL; defaults to brand + name. */
    searchQuery?: string;
    /** Only some of the label's ingredients are listed: the product cannot be fully checked. */
    partialLabel?: true;
  };

export function product(input: ProductInput): ProductSeed {
  const { prices, searchQuery, partialLabel, ...rest } = input;
  const { unitsPerPack } = input;
  const query = searchQuery ?? `${input.brand} ${input.name}`;
  const priced = Object.entries(prices) as Array<[RetailerKey, number]>;
  // A price is for a pack: with no pack size read there is nothing a price could be for.
  if (unitsPerPack === null && priced.length > 0)
    throw new Error(`${input.brand} ${input.name}: a price needs a pack size`);
  const sampleOffers: SampleOffer[] =
    unitsPerPack === null
      ? []
      : priced.map(([key, pricePence]) => ({
          retailer: RETAILERS[key].name,
          pricePence,
          packSize: unitsPerPack,
          url: `${RETAILERS[key].search}${encodeURIComponent(query)}`,
        }));
  const description = partialLabel
    ? [rest.description, PARTIAL_FORMULA].filter(Boolean).join(" ")
    : (rest.description ?? null);
  return {
    slug: slugify(`${input.brand} ${input.name} ${unitsPerPack ?? ""}`),
    optimalTiming: null,
    takeWithFood: null,
    vegan: null,
    vegetarian: null,
    glutenFree: null,
    ...rest,
    description,
    labelComplete: !partialLabel,
    sampleOffers,
  };
}

/** Description used where a multi-ingredient label is only partly listed. */
const PARTIAL_FORMULA = "Selected ingredients listed; see the label for the full formula.";
