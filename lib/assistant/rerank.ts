import { keywords } from "./extractive";

export interface Rankable {
  id: string;
  kind: string;
  title: string;
  aliases: string[];
  rank: number;
}

const PRICE_WORDS = /\b(price|prices|cost|costs|cheap|cheapest|expensive|buy|£)/i;

function naming(wanted: ReadonlySet<string>, doc: Rankable): { fraction: number; matched: number } {
  let best = { fraction: 0, matched: 0 };
  for (const name of [doc.title, ...doc.aliases]) {
    const words = [...keywords(name)];
    if (words.length === 0) continue;
    const matched = words.filter((word) => wanted.has(word)).length;
    const fraction = matched / words.length;
    if (fraction > best.fraction || (fraction === best.fraction && matched > best.matched))
      best = { fraction, matched };
  }
  return best;
}

function prior(kind: string, question: string): number {
  if (kind === "product") return PRICE_WORDS.test(question) ? 0.3 : -0.1;
  return kind === "ingredient" || kind === "site" ? 0.1 : 0;
}

export function rerank<T extends Rankable>(question: string, docs: readonly T[]): T[] {
  const wanted = keywords(question);
  const top = Math.max(...docs.map((doc) => doc.rank), Number.MIN_VALUE);
  const scored = docs.map((doc) => {
    const { fraction, matched } = naming(wanted, doc);
    return { doc, score: fraction + 0.4 * matched + 0.3 * (doc.rank / top) + prior(doc.kind, question) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.doc.id.localeCompare(b.doc.id))
    .map((entry) => entry.doc);
}
