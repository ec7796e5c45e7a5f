// Reading what people type about their medicines and conditions: whole names and phrases, never
// substrings (so "citalopram" is not "escitalopram" and "sleep apnoea" is not "SLE"), negated
// phrases ignored ("not pregnant", "non-smoker", "no kidney problems", "stopped warfarin"), doses
// and frequencies skipped, and any word left over reported rather than silently dropped.
// Pure and framework-free; docs/product-rules.md §5 explains the departure from substring matching.

/** Lower case, accents and apostrophes removed, anything else that is not a letter or digit a space. */
export function normaliseName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function tokensOf(text: string): string[] {
  const normal = normaliseName(text);
  return normal === "" ? [] : normal.split(" ");
}

/** Words that turn what follows (in the same clause) into an absence. */
const NEGATION_CUES = new Set([
  "no",
  "not",
  "non",
  "never",
  "without",
  "denies",
  "denied",
  "negative",
  "free",
  "ex",
  "former",
  "formerly",
  "stopped",
  "quit",
  "nor",
  "neither",
  "dont",
  "doesnt",
  "isnt",
  "arent",
  "havent",
  "hasnt",
  "wasnt",
  "didnt",
  "nil",
]);

/** Words after which a negation no longer applies ("not pregnant and diabetic": diabetic holds). */
const SCOPE_BREAKERS = new Set([
  "and",
  "but",
  "however",
  "although",
  "though",
  "except",
  "apart",
  "besides",
  "plus",
  "also",
  "whereas",
  "while",
]);

/** Clause boundaries: a negation never crosses them. */
const CLAUSE_SPLIT = /[,;.\n()[\]/|+]|\bbut\b/i;

/** Words that say how much or how often, not what: skipped when looking for unrecognised words. */
const FILLER_WORDS = new Set(
  (
    "mg mcg ug µg μg microgram micrograms milligram milligrams g gram grams ml iu unit units tablet tablets tab " +
    "tabs capsule capsules caps cap pill pills dose doses dosage daily day days a an the once twice three four " +
    "times time per x every morning mornings evening evenings night nights nightly bedtime am pm od bd tds qds " +
    "prn nocte mane as needed required when take takes taking taken i im my me on of for to with or also use " +
    "using used weekly week monthly month injection injections inhaler inhalers spray sprays cream gel patch " +
    "patches drops liquid solution sachet sachets sr mr xl er la cr modified release prolonged slow standard " +
    "strength extra high low regular usual current currently have has had having been diagnosed diagnosis " +
    "history condition conditions problem problems issue issues type stage mild moderate severe chronic " +
    "long term short still about around approx approximately just only each after before at in from by since " +
    "ago last meal meals food breakfast lunch dinner tea supper water empty stomach hour hours hourly hrs hr " +
    "weeks months years prescribed prescription gp doctor otc counter over well controlled managed treated"
  ).split(" "),
);

function isFiller(token: string): boolean {
  return FILLER_WORDS.has(token) || /^\d/.test(token) || token.length < 3;
}

interface Phrase<T> {
  tokens: readonly string[];
  value: T;
  /** The name as written in the dictionary. */
  name: string;
}

/** Names indexed by their first word, longest first, so matching is a few map lookups per word. */
export interface PhraseIndex<T> {
  byFirstToken: ReadonlyMap<string, readonly Phrase<T>[]>;
  /** Distinct single-word names by length, for "did you mean …?". */
  wordsByLength: ReadonlyMap<number, readonly string[]>;
  /** Whole normalised name → its display name. */
  displayNames: ReadonlyMap<string, string>;
}

export function buildPhraseIndex<T>(entries: Iterable<readonly [name: string, value: T]>): PhraseIndex<T> {
  const byFirstToken = new Map<string, Phrase<T>[]>();
  const words = new Set<string>();
  const displayNames = new Map<string, string>();
  for (const [name, value] of entries) {
    const tokens = tokensOf(name);
    const first = tokens[0];
    if (first === undefined) continue;
    const list = byFirstToken.get(first) ?? [];
    list.push({ tokens, value, name });
    byFirstToken.set(first, list);
    if (tokens.length === 1) words.add(first);
    if (!displayNames.has(tokens.join(" "))) displayNames.set(tokens.join(" "), name);
  }
  for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  const wordsByLength = new Map<number, string[]>();
  for (const word of words) wordsByLength.set(word.length, [...(wordsByLength.get(word.length) ?? []), word]);
  return { byFirstToken, wordsByLength, displayNames };
}

interface PhraseMatch<T> {
  value: T;
  /** The dictionary name that matched. */
  name: string;
  negated: boolean;
}

export interface PhraseReading<T> {
  matches: PhraseMatch<T>[];
  /** A negation was read ("never smoked"): words it covers are absences, not unknowns. */
  sawNegation: boolean;
  /** Words (3+ letters, not doses or frequencies) that matched nothing, in order. */
  unrecognised: string[];
}

function longestAt<T>(index: PhraseIndex<T>, tokens: readonly string[], at: number): Phrase<T> | undefined {
  const first = tokens[at];
  if (first === undefined) return undefined;
  return index.byFirstToken
    .get(first)
    ?.find((phrase) => phrase.tokens.every((token, offset) => tokens[at + offset] === token));
}

function readClause<T>(index: PhraseIndex<T>, clause: string, reading: PhraseReading<T>): void {
  const tokens = tokensOf(clause);
  let negating = false;
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at] ?? "";
    const phrase = longestAt(index, tokens, at);
    if (phrase) {
      reading.matches.push({ value: phrase.value, name: phrase.name, negated: negating });
      at += phrase.tokens.length;
      continue;
    }
    if (NEGATION_CUES.has(token)) {
      negating = true;
      reading.sawNegation = true;
    } else if (SCOPE_BREAKERS.has(token)) negating = false;
    else if (!isFiller(token) && !/^\p{N}+$/u.test(token)) {
      // "nonsmoker", "nondiabetic": a known name behind a fused "non" is a negation too.
      const fused = token.startsWith("non") ? longestAt(index, [token.slice(3)], 0) : undefined;
      if (fused) {
        reading.matches.push({ value: fused.value, name: fused.name, negated: true });
        reading.sawNegation = true;
      } else if (!negating) reading.unrecognised.push(token);
    }
    at += 1;
  }
}

/** Finds every dictionary name in `text` as whole words, noting negated ones and leftover words. */
export function readPhrases<T>(index: PhraseIndex<T>, text: string): PhraseReading<T> {
  const reading: PhraseReading<T> = { matches: [], unrecognised: [], sawNegation: false };
  for (const clause of text.split(CLAUSE_SPLIT)) readClause(index, clause, reading);
  return reading;
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Up to three dictionary words close to an unrecognised word ("warfrin" → "warfarin"). */
export function suggestionsFor<T>(index: PhraseIndex<T>, word: string): string[] {
  if (word.length < 4) return [];
  const limit = word.length >= 7 ? 2 : 1;
  const candidates: string[] = [];
  for (let length = word.length - limit; length <= word.length + limit; length += 1)
    candidates.push(...(index.wordsByLength.get(length) ?? []));
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate, limit) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map(({ candidate }) => index.displayNames.get(candidate) ?? candidate);
}
