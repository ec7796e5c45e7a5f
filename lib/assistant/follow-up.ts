// The names come only from documents already retrieved, so nothing here adds a subject our content does not hold.
import type { AssistantRequest } from "./schemas";

type History = NonNullable<AssistantRequest["history"]>;

const CONNECTOR = /^\s*(and|or|also|but|what about|how about|what of|same for|same with)\b/i;
const POINTING =
  /\b(it|its|it's|that one|this one|them|they|those|these)\b|^\s*(how much|how many|how often|how long|when should|what dose|which dose|is that|is this)\b/i;

export function followUpKind(message: string): "connector" | "pointing" | null {
  const text = message.replace(/[\u2018\u2019`]/g, "'");
  if (CONNECTOR.test(text)) return "connector";
  return POINTING.test(text) ? "pointing" : null;
}

export function previousQuestion(history: History | undefined): string | null {
  const turns = history ?? [];
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    const turn = turns[index];
    if (turn?.role === "user" && turn.content.trim().length > 0) return turn.content;
  }
  return null;
}

interface NamedDoc {
  kind: string;
  title: string;
  aliases: readonly string[];
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function namesOf(doc: NamedDoc): string[] {
  return [doc.title, ...doc.aliases].flatMap((name) => name.split(/ with /i));
}

function supplementNamesOf(doc: NamedDoc): string[] {
  if (doc.kind === "product" || doc.kind === "ingredient") return [doc.title, ...doc.aliases];
  if (doc.kind !== "interaction") return [];
  return [doc.title, ...doc.aliases].flatMap((name) => name.split(/ with /i).slice(0, 1));
}

export function namesIn(
  text: string,
  docs: readonly NamedDoc[],
  only: "all" | "supplements" = "all",
): string[] {
  const haystack = ` ${plain(text)} `;
  const found = new Set<string>();
  for (const doc of docs) {
    for (const name of only === "all" ? namesOf(doc) : supplementNamesOf(doc)) {
      const needle = plain(name);
      if (needle.length >= 3 && haystack.includes(` ${needle} `)) found.add(needle);
    }
  }
  const sorted = [...found].sort((a, b) => b.length - a.length);
  // "st john's wort" already says "wort": keep only names not inside a longer one.
  return sorted.filter((name, index) => !sorted.slice(0, index).some((longer) => longer.includes(name)));
}
