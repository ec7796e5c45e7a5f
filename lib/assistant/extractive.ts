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

function topicWords(question: string): string[] {
  return [...keywords(question)].filter((word) => !FILLERS.has(word));
}

function bestSentences(question: string, doc: AnswerDoc): string[] {
  const wanted = topicWords(question);
  const wantsPrice = PRICE_WORDS.test(question);
  const scored = sentencesOf(doc.body).map((text, index) => {
    const words = keywords(text);
    let score = wanted.filter((word) => words.has(word)).length;
    if (wantsPrice && /price|£/i.test(text)) score += 3;
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

export function quotable(question: string, docs: readonly AnswerDoc[]): AnswerDoc[] {
  const wanted = topicWords(question);
  return docs
    .filter((doc) => {
      const words = keywords(`${doc.title} ${doc.body}`);
      return wanted.some((word) => words.has(word));
    })
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
