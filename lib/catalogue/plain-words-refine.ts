import "server-only";
import { z } from "zod";

import { complete, EmptyAnswerError, providerConfig } from "@/lib/assistant/provider";

import { readPlainWords, type PlainWordsReading } from "./plain-words";
import { PRODUCT_FORMS, SUPPLEMENT_CATEGORIES, supplementSearchQuerySchema } from "./search-params";

type Changes = PlainWordsReading["changes"];

const FILTER_KEYS = [
  "category",
  "form",
  "vegan",
  "vegetarian",
  "glutenFree",
  "inStock",
  "minPrice",
  "maxPrice",
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export interface RefinedReading extends PlainWordsReading {
  by: "parser" | "ai";
  fallback?: { code: "AI_SERVICE_UNAVAILABLE" | "AI_PROCESSING_ERROR"; message: string };
}

const SYSTEM_PROMPT = [
  "You turn a UK supplement shop search into filters.",
  'Answer with one JSON object only, no other text, with any of these keys: "category", "form", "vegan",',
  '"vegetarian", "glutenFree", "inStock" (true when asked for), "minPrice", "maxPrice" (pounds, numbers),',
  'and "rest" (the words of the search that are not filters, copied as written, or "").',
  "Use only the allowed values you are given. Leave out any key the search does not clearly ask for.",
].join(" ");

function promptFor(query: string): string {
  return JSON.stringify({
    search: query,
    allowed: { category: SUPPLEMENT_CATEGORIES, form: PRODUCT_FORMS },
  });
}

/** A model may wrap it in a code fence. */
function jsonObjectIn(text: string): Record<string, unknown> | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    const object = z.record(z.string(), z.unknown()).safeParse(parsed);
    return object.success ? object.data : null;
  } catch {
    return null;
  }
}

function asUrlValue(value: unknown): string | undefined {
  if (value === true) return "1";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Checked on its own, so one bad value drops only itself. */
function validFilter(key: FilterKey, value: unknown): Changes {
  const raw = asUrlValue(value);
  if (raw === undefined) return {};
  const parsed = supplementSearchQuerySchema.safeParse({ [key]: raw });
  if (!parsed.success) return {};
  const data = parsed.data;
  switch (key) {
    case "category":
    case "form":
    case "minPrice":
    case "maxPrice":
      return data[key] === null ? {} : { [key]: data[key] };
    default:
      return data[key] ? { [key]: true } : {};
  }
}

export function proposalOf(text: string): { changes: Changes; rest: string | null } | null {
  const object = jsonObjectIn(text);
  if (!object) return null;
  const changes = FILTER_KEYS.reduce<Changes>(
    (all, key) => ({ ...all, ...validFilter(key, object[key]) }),
    {},
  );
  const rest = typeof object.rest === "string" ? object.rest : null;
  return { changes, rest };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

export function mergeRefinement(
  reading: PlainWordsReading,
  proposal: { changes: Changes; rest: string | null },
): RefinedReading {
  const added: Changes = {};
  for (const key of FILTER_KEYS) {
    if (reading.changes[key] === undefined && proposal.changes[key] !== undefined)
      Object.assign(added, { [key]: proposal.changes[key] });
  }
  // A price the provider adds that would put the range the wrong way round is not added.
  const { minPrice, maxPrice, ...others } = added;
  const low = reading.changes.minPrice ?? minPrice ?? null;
  const high = reading.changes.maxPrice ?? maxPrice ?? null;
  const wrongWay = low !== null && high !== null && low > high;
  const changes: Changes = {
    ...reading.changes,
    ...others,
    ...(wrongWay || minPrice == null ? {} : { minPrice }),
    ...(wrongWay || maxPrice == null ? {} : { maxPrice }),
  };
  const allowed = new Set(wordsOf(reading.q ?? ""));
  const rest = proposal.rest === null ? null : wordsOf(proposal.rest);
  const narrowed =
    rest !== null && rest.length < allowed.size && rest.every((word) => allowed.has(word))
      ? rest.join(" ") || null
      : reading.q;
  const changed = Object.keys(changes).length > Object.keys(reading.changes).length || narrowed !== reading.q;
  return { changes, q: narrowed, by: changed ? "ai" : "parser" };
}

const AI_UNAVAILABLE_NOTICE = "AI feature temporarily unavailable";

export async function refinePlainWords(query: string): Promise<RefinedReading> {
  const reading = readPlainWords(query) ?? { changes: {}, q: query };
  const config = providerConfig();
  if (!config) return { ...reading, by: "parser" };
  try {
    const proposal = proposalOf(
      await complete(config, SYSTEM_PROMPT, [{ role: "user", content: promptFor(query) }]),
    );
    if (!proposal) throw new EmptyAnswerError(`${config.name} did not answer with a JSON object`);
    return mergeRefinement(reading, proposal);
  } catch (error) {
    console.error(`[plain-words] ${config.name} failed; using the parser's reading`, error);
    const code = error instanceof EmptyAnswerError ? "AI_PROCESSING_ERROR" : "AI_SERVICE_UNAVAILABLE";
    return { ...reading, by: "parser", fallback: { code, message: AI_UNAVAILABLE_NOTICE } };
  }
}
