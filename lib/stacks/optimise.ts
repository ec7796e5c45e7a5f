import "server-only";
import type { InteractionEngine } from "../interactions/engine";
import { convertAmount } from "../interactions/doses";
import type { AnalysisResult, MedicalProfile } from "../interactions/types";
import { costOf, loadSameIngredientProducts, type StackProduct } from "./products";

const SIMILAR_DOSE_TOLERANCE = 0.25;
const MAX_CANDIDATES_CHECKED = 5;

export interface OptimisationItem {
  product: StackProduct;
  servingsPerDay: number;
}

export interface Saving {
  supplementId: string;
  replacement: {
    id: string;
    name: string;
    brand: string;
    packPricePence: number;
    offerSource: "sample" | "feed" | "manual";
    lastCheckedAt: string;
  };
  currentPerMonthPence: number;
  replacementPerMonthPence: number;
  monthlySavingPence: number;
}

export function hasSimilarDose(
  product: StackProduct,
  candidate: StackProduct,
  tolerance = SIMILAR_DOSE_TOLERANCE,
): boolean {
  if (product.ingredients.length !== candidate.ingredients.length) return false;
  return product.ingredients.every((own) => {
    const other = candidate.ingredients.find((item) => item.slug === own.slug);
    if (!other) return false;
    const amount = convertAmount(own.slug, other.amount, other.unit, own.unit);
    if (amount === null) return false;
    const epsilon = own.amount * 1e-9;
    return (
      amount >= own.amount * (1 - tolerance) - epsilon && amount <= own.amount * (1 + tolerance) + epsilon
    );
  });
}

/** How much of the product's dose a serving of the candidate gives: 1 unless each is the same single nutrient. */
export function doseRatio(product: StackProduct, candidate: StackProduct): number {
  const [own] = product.ingredients;
  const [other] = candidate.ingredients;
  if (product.ingredients.length !== 1 || candidate.ingredients.length !== 1) return 1;
  if (!own || !other || own.slug !== other.slug || own.amount <= 0) return 1;
  const amount = convertAmount(own.slug, other.amount, other.unit, own.unit);
  return amount === null || amount <= 0 ? 1 : amount / own.amount;
}

/** Cheapest per dose first (price per standard dose, as the catalogue compares single-nutrient products). */
export function byDosePrice<T extends { candidate: StackProduct; cost: { costPerMonthPence: number } }>(
  product: StackProduct,
  entries: readonly T[],
): T[] {
  const perDose = (entry: T) => entry.cost.costPerMonthPence / doseRatio(product, entry.candidate);
  return [...entries].sort(
    (a, b) => perDose(a) - perDose(b) || a.candidate.name.localeCompare(b.candidate.name, "en-GB"),
  );
}

export function findingKeys(result: AnalysisResult): Set<string> {
  const { interactions } = result;
  return new Set([
    ...interactions.supplementInteractions.map((f) => `supplement:${f.record.id}`),
    ...interactions.drugInteractions.map((f) => `drug:${f.record.id}:${f.drugName.toLowerCase()}`),
    ...interactions.nutrientInteractions.map((f) => `nutrient:${f.record.id}`),
    ...interactions.foodInteractions.map((f) => `food:${f.record.id}`),
    ...interactions.medicalContraindications.map(
      (f) => `condition:${f.record.id}:${f.condition.toLowerCase()}`,
    ),
    ...result.cumulativeDoses
      .filter((dose) => dose.exceedsUpperLevel === true)
      .map((dose) => `above-upper-level:${dose.ingredientSlug}`),
  ]);
}

function addsNothing(baseline: Set<string>, swapped: Set<string>): boolean {
  for (const key of swapped) if (!baseline.has(key)) return false;
  return true;
}

export async function findSavings(
  engine: InteractionEngine,
  items: readonly OptimisationItem[],
  profile?: MedicalProfile,
): Promise<Saving[]> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.product.id);
  const servings = new Map(items.map((item) => [item.product.id, item.servingsPerDay]));
  const baseline = findingKeys(await engine.analyseStack(ids, profile, servings));
  const savings: Saving[] = [];

  const sameIngredientProducts = await Promise.all(
    items.map((item) =>
      costOf(item.product, item.servingsPerDay)
        ? loadSameIngredientProducts(
            item.product.ingredients.map((i) => i.slug),
            ids,
          )
        : Promise.resolve([]),
    ),
  );

  for (const [index, item] of items.entries()) {
    const current = costOf(item.product, item.servingsPerDay);
    if (!current || item.product.ingredients.length === 0) continue;
    const cheaper = (sameIngredientProducts[index] ?? [])
      .filter((candidate) => hasSimilarDose(item.product, candidate))
      .map((candidate) => ({ candidate, cost: costOf(candidate, item.servingsPerDay) }))
      .filter(
        (entry): entry is { candidate: StackProduct; cost: NonNullable<typeof entry.cost> } =>
          entry.cost !== null && entry.cost.costPerMonthPence < current.costPerMonthPence,
      );
    const candidates = byDosePrice(item.product, cheaper).slice(0, MAX_CANDIDATES_CHECKED);

    for (const { candidate, cost } of candidates) {
      const offer = candidate.offer;
      if (!offer) continue;
      const swappedIds = ids.map((id) => (id === item.product.id ? candidate.id : id));
      const swappedServings = new Map(servings);
      swappedServings.delete(item.product.id);
      swappedServings.set(candidate.id, item.servingsPerDay);
      const swapped = findingKeys(await engine.analyseStack(swappedIds, profile, swappedServings));
      if (!addsNothing(baseline, swapped)) continue;
      savings.push({
        supplementId: item.product.id,
        replacement: {
          id: candidate.id,
          name: candidate.name,
          brand: candidate.brand,
          packPricePence: offer.pricePence,
          offerSource: offer.source,
          lastCheckedAt: offer.lastCheckedAt,
        },
        currentPerMonthPence: current.costPerMonthPence,
        replacementPerMonthPence: cost.costPerMonthPence,
        monthlySavingPence: current.costPerMonthPence - cost.costPerMonthPence,
      });
      break;
    }
  }
  return savings;
}
