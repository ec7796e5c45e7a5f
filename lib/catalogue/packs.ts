// Pack sizes of one product (docs/decisions.md "Pack sizes"). A
// retailer sells a product in several pack sizes; each pack stays its own catalogue row (its own
// GTIN, offers, price history, reviews and stack items), and the packs of one product are grouped
// under one canonical row that browse, search, the checker's picker and the sitemap show once.
//
// Two rows are packs of the same product when everything on the label is the same except the units
// per pack: brand, name, form, units per serving, and every ingredient with its amount, unit and
// chemical form per serving. Nothing else (category, timing, diet flags) is compared: those describe
// the product, and a difference there is a data error the seed test reports, not a second product.

/** What the comparison reads of a product. */
export type PackCandidate = {
  brand: string;
  name: string;
  form: string;
  unitsPerPack: number;
  unitsPerServing: number;
  ingredients: ReadonlyArray<{
    ingredient: string;
    amount: number;
    unit: string;
    chemicalForm: string | null;
  }>;
};

/** One string equal for two rows exactly when they are packs of the same product. */
export function packGroupKey(product: PackCandidate): string {
  const ingredients = product.ingredients
    .map((item) => [item.ingredient, item.amount, item.unit, item.chemicalForm ?? ""])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return JSON.stringify([
    product.brand.trim().toLowerCase(),
    product.name.trim().toLowerCase(),
    product.form,
    product.unitsPerServing,
    ingredients,
  ]);
}

/**
 * The products that have more than one pack size, each group smallest pack first (ties keep the
 * input order): the first row is the group's canonical product. Products with one pack are left out.
 */
export function findPackGroups<T extends PackCandidate>(products: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const product of products) {
    const key = packGroupKey(product);
    const group = groups.get(key);
    if (group) group.push(product);
    else groups.set(key, [product]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => [...group].sort((a, b) => a.unitsPerPack - b.unitsPerPack));
}

/** The plural noun of a form's units, where the form names a countable unit. */
const UNIT_NOUNS: Partial<Record<string, readonly [singular: string, plural: string]>> = {
  capsule: ["capsule", "capsules"],
  tablet: ["tablet", "tablets"],
  softgel: ["softgel", "softgels"],
  gummy: ["gummy", "gummies"],
  lozenge: ["lozenge", "lozenges"],
};

/**
 * A pack size as shown beside its price: "60 capsules", or "pack of 28" where the form's unit has no
 * certain name (a liquid's sachets or ampoules, a powder's scoops or grams) or the form is not at hand.
 */
export function formatPackSize(units: number, form?: string): string {
  const nouns = form === undefined ? undefined : UNIT_NOUNS[form];
  if (!nouns) return `pack of ${units}`;
  return `${units} ${units === 1 ? nouns[0] : nouns[1]}`;
}

/** "30, 60 or 150": the pack sizes a product is sold in, smallest first. */
export function formatPackSizes(sizes: readonly number[]): string {
  const sorted = [...new Set(sizes)].sort((a, b) => a - b).map(String);
  const last = sorted.pop();
  return sorted.length === 0 ? (last ?? "") : `${sorted.join(", ")} or ${last ?? ""}`;
}

/**
 * One row per product from rows that may hold several packs of it (rows with `packOfId` set, plus
 * their canonical row): the pack with the lowest cost, a pack without a cost only when none has
 * one; ties keep the earlier row. Order follows each product's first row.
 */
export function cheapestPackPerProduct<T extends { id: string; packOfId: string | null }>(
  rows: readonly T[],
  costOf: (row: T) => number | null,
): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    const key = row.packOfId ?? row.id;
    const known = best.get(key);
    const cost = costOf(row);
    const knownCost = known === undefined ? null : costOf(known);
    if (known === undefined || (cost !== null && (knownCost === null || cost < knownCost)))
      best.set(key, row);
  }
  return [...best.values()];
}
