import "server-only";
// One question, one answer (docs/reference/assistant.md): red flags and refusals first; then retrieval over
// our own content; the offline extractive answer, or the provider's answer written from the same facts.
// A provider failure falls back to the offline answer with 'AI feature temporarily unavailable'; nothing
// is retried and nothing is stored.
import type { RateLimitRule } from "@/lib/security/rate-limit";

import { extractiveAnswer, quotable, sourcesOf, type Source } from "./extractive";
import { askProvider, EmptyAnswerError, providerConfig } from "./provider";
import { ensureAssistantIndex, retrieve, type RetrievedDoc } from "./retrieve";
import { triage } from "./safety";

/** 20 questions a minute per address: a person typing never reaches it; a script soon does. */
export const ASSISTANT_RATE_LIMIT: RateLimitRule = { name: "assistant:ip", limit: 20, windowSeconds: 60 };

const AI_UNAVAILABLE_NOTICE = "AI feature temporarily unavailable";

export interface AssistantAnswer {
  answer: string;
  sources: Source[];
  /** How it was answered: a red flag or refusal, offline from our content, or by the AI provider. */
  mode: "red_flag" | "refusal" | "offline" | "ai";
  /** Set when the provider failed and the offline answer is given instead. */
  fallback?: { code: "AI_SERVICE_UNAVAILABLE" | "AI_PROCESSING_ERROR"; message: string };
}

/** The answer without any provider, and the documents it drew on (none for a red flag or refusal). */
export async function answerOffline(
  message: string,
): Promise<{ answer: AssistantAnswer; retrieved: RetrievedDoc[] }> {
  const triaged = triage(message);
  if (triaged) return { answer: { answer: triaged.answer, sources: [], mode: triaged.kind }, retrieved: [] };
  await ensureAssistantIndex();
  const retrieved = await retrieve(message);
  return { answer: { ...extractiveAnswer(message, retrieved), mode: "offline" }, retrieved };
}

export async function answerQuestion(message: string): Promise<AssistantAnswer> {
  const offline = await answerOffline(message);
  const config = providerConfig();
  const docs = quotable(message, offline.retrieved);
  if (!config || docs.length === 0) return offline.answer;
  try {
    const text = await askProvider(config, message, docs);
    return { answer: text, sources: sourcesOf(docs), mode: "ai" };
  } catch (error) {
    console.error(`[assistant] ${config.name} failed; answering offline`, error);
    const code = error instanceof EmptyAnswerError ? "AI_PROCESSING_ERROR" : "AI_SERVICE_UNAVAILABLE";
    return { ...offline.answer, fallback: { code, message: AI_UNAVAILABLE_NOTICE } };
  }
}
