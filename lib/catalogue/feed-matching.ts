// Nothing is matched by guesswork: suggestions are never applied on their own (docs/reference/admin-and-prices.md).
import type { FeedRow } from "./feed-formats";

export interface MatchableProduct {
  id: string;
  name: string;
  brand: string;
  unitsPerPack: number | null;
  gtin: string | null;
}

export interface FeedItemDecision {
  status: "pending" | "matched" | "ignored";
  supplementId: string | null;
}

export type MatchDecision =
  | { kind: "matched"; supplementId: string; by: "gtin" | "admin" | "name" }
  | { kind: "ignored" }
  | { kind: "pending"; candidateIds: string[] };

const SUGGESTIONS = 5;

export function normaliseName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const words = (text: string) => new Set(normaliseName(text).split(" ").filter(Boolean));

/** Used only to order suggestions. */
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function suggestions(row: FeedRow, products: MatchableProduct[]): string[] {
  const rowWords = words(`${row.brand ?? ""} ${row.title}`);
  return products
    .map((product) => ({
      id: product.id,
      score: similarity(rowWords, words(`${product.brand} ${product.name}`)),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, SUGGESTIONS)
    .map((entry) => entry.id);
}

function nameMatches(row: FeedRow, products: MatchableProduct[]): MatchableProduct[] {
  if (!row.brand) return [];
  const brand = normaliseName(row.brand);
  const title = normaliseName(row.title);
  const sameName = products.filter(
    (product) =>
      normaliseName(product.brand) === brand &&
      (normaliseName(product.name) === title ||
        normaliseName(`${product.brand} ${product.name}`) === title) &&
      (product.gtin === null || row.gtin === null || product.gtin === row.gtin),
  );
  // A stated pack size must be the product's own: a 60-capsule price is not the 30-capsule product's.
  return row.packSize === null
    ? sameName
    : sameName.filter((product) => product.unitsPerPack === row.packSize);
}

export function createFeedMatcher(products: MatchableProduct[]) {
  const byGtin = new Map<string, MatchableProduct>();
  for (const product of products) if (product.gtin) byGtin.set(product.gtin, product);
  const known = new Set(products.map((product) => product.id));

  return (row: FeedRow, decision: FeedItemDecision | undefined): MatchDecision => {
    const byCode = row.gtin ? byGtin.get(row.gtin) : undefined;
    if (byCode) return { kind: "matched", supplementId: byCode.id, by: "gtin" };
    if (decision?.status === "ignored") return { kind: "ignored" };
    if (decision?.status === "matched" && decision.supplementId && known.has(decision.supplementId))
      return { kind: "matched", supplementId: decision.supplementId, by: "admin" };
    const named = nameMatches(row, products);
    const [only] = named;
    if (only && named.length === 1) return { kind: "matched", supplementId: only.id, by: "name" };
    const candidateIds = named.length > 1 ? named.map((product) => product.id) : suggestions(row, products);
    return { kind: "pending", candidateIds };
  };
}
