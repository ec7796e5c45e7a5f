// Matching a retailer feed row to a catalogue product (issue 19). Nothing is matched by guesswork:
//
//   1. GTIN: a product that carries the row's GTIN (stored when an admin confirmed a match) — exact;
//   2. the admin's earlier decision on the same retailer's item id: matched to a product, or ignored;
//   3. brand + name: the row's brand and title equal exactly one product's brand and name (or brand
//      followed by name), ignoring case, accents, spacing and punctuation — certain. When several
//      products share that brand and name (pack sizes of one line), the row's stated pack size must
//      pick exactly one, and a stated pack size must always equal the product's. A product whose stored GTIN differs from the row's is never a name match.
//
// Anything else waits for an admin on /scraping-dashboard with suggested products (shared words of
// brand and name, best first); suggestions are never applied on their own. Pure: no database.
import type { FeedRow } from "./feed-formats";

export interface MatchableProduct {
  id: string;
  name: string;
  brand: string;
  unitsPerPack: number;
  gtin: string | null;
}

/** An admin's earlier decision on a retailer's feed item. */
export interface FeedItemDecision {
  status: "pending" | "matched" | "ignored";
  supplementId: string | null;
}

export type MatchDecision =
  | { kind: "matched"; supplementId: string; by: "gtin" | "admin" | "name" }
  | { kind: "ignored" }
  | { kind: "pending"; candidateIds: string[] };

const SUGGESTIONS = 5;

/** Lower case, accents and punctuation removed, single spaces: "Bio-Kult  Everyday" → "bio kult everyday". */
export function normaliseName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const words = (text: string) => new Set(normaliseName(text).split(" ").filter(Boolean));

/** Share of the two word sets in common (Jaccard); used only to order suggestions. */
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

/** A matcher over the catalogue, built once per feed. */
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
