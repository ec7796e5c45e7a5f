// docs/decisions.md "Pack sizes". Only the label is compared: a difference in category, timing or diet flags is
// a data error the seed test reports, not a second product.

export type PackCandidate = {
  brand: string;
  name: string;
  form: string;
  /** null when no page giving it could be read. */
  unitsPerPack: number | null;
  unitsPerServing: number;
  ingredients: ReadonlyArray<{
    ingredient: string;
    amount: number;
    unit: string;
    chemicalForm: string | null;
  }>;
};

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

type KnownPack<T> = T & { unitsPerPack: number };

/** Smallest pack first: the first row is the group's canonical product. A product of unknown pack size is no pack of another. */
export function findPackGroups<T extends PackCandidate>(products: readonly T[]): KnownPack<T>[][] {
  const groups = new Map<string, KnownPack<T>[]>();
  for (const product of products) {
    if (!hasKnownPack(product)) continue;
    const key = packGroupKey(product);
    const group = groups.get(key);
    if (group) group.push(product);
    else groups.set(key, [product]);
  }
  return [...groups.values()]
    .filter((group) => group.length > 1)
    .map((group) => [...group].sort((a, b) => a.unitsPerPack - b.unitsPerPack));
}

function hasKnownPack<T extends PackCandidate>(product: T): product is KnownPack<T> {
  return product.unitsPerPack !== null;
}

const UNIT_NOUNS: Partial<Record<string, readonly [singular: string, plural: string]>> = {
  capsule: ["capsule", "capsules"],
  tablet: ["tablet", "tablets"],
  softgel: ["softgel", "softgels"],
  gummy: ["gummy", "gummies"],
  lozenge: ["lozenge", "lozenges"],
};

/** "pack of 28" where the form's unit has no certain name (sachets, ampoules, scoops) or the form is unknown. */
export function formatPackSize(units: number, form?: string): string {
  const nouns = form === undefined ? undefined : UNIT_NOUNS[form];
  if (!nouns) return `pack of ${units}`;
  return `${units} ${units === 1 ? nouns[0] : nouns[1]}`;
}

/** "30, 60 or 150"; null when no pack size is known. */
export function formatPackSizes(sizes: readonly (number | null)[]): string | null {
  const known = sizes.filter((size): size is number => size !== null);
  const sorted = [...new Set(known)].sort((a, b) => a - b).map(String);
  const last = sorted.pop();
  if (last === undefined) return null;
  return sorted.length === 0 ? last : `${sorted.join(", ")} or ${last}`;
}

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
