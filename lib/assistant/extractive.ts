export interface Source {
  title: string;
  url: string;
}

export interface AnswerDoc {
  id: string;
  kind: string;
  title: string;
  url: string;
  body: string;
  references: Source[];
  aliases?: readonly string[];
}

export interface Answer {
  answer: string;
  sources: Source[];
}

const DOCS_QUOTED = 3;
const SENTENCES_PER_DOC = 2;
const REFERENCES_PER_DOC = 2;

export const DO_NOT_KNOW =
  "I don't know: I couldn't find that in our catalogue, interaction database, ingredient facts or " +
  "articles, so I can't answer it reliably. A pharmacist can help, or try asking about a particular " +
  "supplement, medicine or product.";

export const NOT_ADVICE =
  "This is general information from our sources, not medical advice: check with your pharmacist or GP.";

const STOP_WORDS = new Set(
  "the and for with what which how does can should take taking you your are is it its of to in on a an i my me be do if at or as by this that from about any there their have has was".split(
    " ",
  ),
);

// Words any question may use: a page sharing only these with the question is not about it.
const FILLER_WORDS =
  "take taking takes took help helps helping helpful need needs needed best better good work works working use " +
  "used using get gets getting got keep keeps kept feel feels feeling felt day days night nights time times week " +
  "weeks month months year years much many lot lots bit really also just still always usually every would could " +
  "should will want wants like know tell said say stop stopped start started make makes made going come now " +
  "today morning mornings evening thing things anything something everything nothing some way ways whether try " +
  "safe safely okay fine avoid avoiding long bad " +
  "trying tried all ever since supplement supplements vitamin vitamins mineral minerals";

// Common suffixes are stripped: enough to match "interacts" with "interaction".
export function keywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(
    words
      .filter(
        (word, index) =>
          !STOP_WORDS.has(word) && (word.length >= 3 || /\d/.test(word) || words[index - 1] === "vitamin"),
      )
      .map((word) => word.replace(/(ations?|ing|ed|es|s)$/, "") || word),
  );
}

const FILLERS = keywords(FILLER_WORDS);

// "St. John's wort", "e.g. iron": a full stop that ends an abbreviation does not end the sentence.
const ABBREVIATION = /\b(?:St|Dr|Mr|Mrs|Ms|Prof|vs|approx|e\.g|i\.e|cf)\.$/i;

function sentencesOf(body: string): string[] {
  const sentences: string[] = [];
  for (const part of body.split(/(?<=[.!?])\s+/)) {
    const text = part.trim();
    if (!text) continue;
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${text}`;
    else sentences.push(text);
  }
  return sentences;
}

const PRICE_WORDS = /\b(price|cost|cheap|cheapest|expensive|£|pounds?|buy)\b/i;
const AMOUNT = String.raw`\d[\d,.]*\s*(?:mg|g|mcg|µg|ug|iu|micrograms?|milligrams?|grams?)\b`;
// "Is 4000 IU too much?", "is 5000mg a day safe?", "the max I can take": the upper level answers, whatever the unit.
const LIMIT_WORDS = new RegExp(
  String.raw`\b(?:too (?:much|many|high)|max(?:imum)?|upper (?:level|limit)|limit|over ?dose|toxic|safe (?:dose|amount|level)|how much is safe)\b|${AMOUNT}[^?.!]*\b(?:safe|ok|okay|fine|too|dangerous|harmful)\b|\b(?:safe|ok|okay)\b[^?.!]*${AMOUNT}`,
  "i",
);
export const asksAboutLimit = (question: string): boolean => LIMIT_WORDS.test(question);
const TIMING_WORDS =
  /\b(when (?:should|do|can|is|to)|what time|time of day|best time|morning or (?:night|evening)|at night|before bed|bedtime|with food|empty stomach|before or after)\b/i;

// Families of questions and the sentence that answers them, whatever words the two share.
const ANSWERS: readonly { asks: RegExp; answer: RegExp }[] = [
  { asks: PRICE_WORDS, answer: /price|£/i },
  { asks: LIMIT_WORDS, answer: /\bupper level\b/i },
  { asks: TIMING_WORDS, answer: /^Best taken\b|\b(?:empty stomach|with (?:food|a meal|meals))\b/i },
];

export function topicWords(question: string): string[] {
  return [...keywords(question)].filter((word) => !FILLERS.has(word));
}

function bestSentences(question: string, doc: AnswerDoc): string[] {
  const wanted = topicWords(question);
  const asked = ANSWERS.filter(({ asks }) => asks.test(question));
  const scored = sentencesOf(doc.body).map((text, index) => {
    const words = keywords(text);
    const score =
      wanted.filter((word) => words.has(word)).length +
      3 * asked.filter(({ answer }) => answer.test(text)).length;
    return { text, index, score: score - index * 0.01 };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, SENTENCES_PER_DOC)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.text);
}

export function sourcesOf(docs: readonly AnswerDoc[]): Source[] {
  const seen = new Set<string>();
  const sources: Source[] = [];
  for (const doc of docs) {
    for (const source of [
      { title: doc.title, url: doc.url },
      ...doc.references.slice(0, REFERENCES_PER_DOC),
    ]) {
      const key = `${source.title}\n${source.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push(source);
    }
  }
  return sources;
}

// Questions about what goes with an ingredient at all ("is ashwagandha safe?", "what does zinc interact with?").
export const ASKS_ABOUT_ANY_PARTY =
  /\b(interact\w*|interfer\w*|clash\w*|mix\w*|combin\w*|together|contraindicat\w*|avoid\w*|safe\w*|unsafe|risk\w*|dangerous|ok|okay|medic\w*|drugs?|prescri\w*|tablets?|pills?|conditions?|not (?:take|have|use|mix)|(?:shouldn|can|don)'?t|cannot|which (?:supplements?|vitamins?|herbs?|medicines?)|anything)\b/i;

interface Pair {
  first: Set<string>;
  other: Set<string>;
}

/** The two parties of an interaction record, from its title ("Ashwagandha with Diazepam") and aliases. */
function pairOf(doc: AnswerDoc): Pair | null {
  if (doc.kind !== "interaction") return null;
  const parties = [doc.title, ...(doc.aliases ?? [])].flatMap((name) => {
    const at = name.indexOf(" with ");
    return at < 0 ? [] : [[name.slice(0, at), name.slice(at + " with ".length)] as const];
  });
  const [own] = parties;
  if (!own || !doc.title.startsWith(own[0])) return null;
  // An alias names the same party in other words: its first part is the title's first party.
  const first = keywords(parties.map(([name]) => name).join(" "));
  const other = [...keywords(parties.map(([, name]) => name).join(" "))].filter(
    (word) => !first.has(word) && !FILLERS.has(word),
  );
  return { first, other: new Set(other) };
}

const names = (wanted: readonly string[], words: Set<string>) => wanted.some((word) => words.has(word));

/**
 * An interaction record is about its pair: quoted when the question names both, or asks what one of them goes
 * with ("what should I not take with levothyroxine?"). A question naming sertraline is not answered with the
 * same herb's record for diazepam, nor "when should I take iron?" with chamomile's.
 */
function offThePair(
  wanted: readonly string[],
  general: boolean,
  namesSomeParty: boolean,
  pair: Pair,
): boolean {
  const [first, other] = [names(wanted, pair.first), names(wanted, pair.other)];
  if (first && other) return false;
  if (other) return !general;
  return !(first && general && !namesSomeParty);
}

export function quotable(question: string, docs: readonly AnswerDoc[]): AnswerDoc[] {
  const wanted = topicWords(question);
  // "Is 5000 mg a day safe?" asks about an amount, not what the ingredient goes with.
  const general = ASKS_ABOUT_ANY_PARTY.test(question) && !LIMIT_WORDS.test(question);
  const pairs = new Map(docs.map((doc) => [doc, pairOf(doc)]));
  const namesSomeParty = [...pairs.values()].some((pair) => pair !== null && names(wanted, pair.other));
  const shared = docs.flatMap((doc) => {
    const pair = pairs.get(doc);
    if (pair && offThePair(wanted, general, namesSomeParty, pair)) return [];
    const words = keywords(`${doc.title} ${doc.body} ${(doc.aliases ?? []).join(" ")}`);
    const count = wanted.filter((word) => words.has(word)).length;
    return count > 0 ? [{ doc, count }] : [];
  });
  // "Hair loss": with pages sharing both words, one sharing only "loss" (weight loss) is off the question.
  const best = Math.max(0, ...shared.map(({ count }) => count));
  const enough = best >= 3 ? best - 1 : best;
  return shared
    .filter(({ count }) => count >= enough)
    .map(({ doc }) => doc)
    .slice(0, DOCS_QUOTED);
}

export function quotedParts(question: string, docs: readonly AnswerDoc[]): string[] {
  return docs.map((doc) => `${doc.title}: ${bestSentences(question, doc).join(" ")}`);
}

export function extractiveAnswer(question: string, retrieved: readonly AnswerDoc[]): Answer {
  const docs = quotable(question, retrieved);
  if (docs.length === 0) return { answer: DO_NOT_KNOW, sources: [] };
  const parts = quotedParts(question, docs);
  return { answer: ["From our sources:", ...parts, NOT_ADVICE].join("\n\n"), sources: sourcesOf(docs) };
}
