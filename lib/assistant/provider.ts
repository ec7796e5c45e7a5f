import "server-only";
// The optional AI provider (docs/reference/assistant.md "Providers"): the official SDKs, loaded only on
// the server and only when a key is set. The model is told to answer only from the facts we retrieved and
// to cite them by number; the SDKs' own retries are off (AI requests are never retried automatically).
import { serverEnv } from "@/lib/env";

import type { AnswerDoc } from "./extractive";

/** The provider answered, but with nothing usable. */
export class EmptyAnswerError extends Error {}

type ProviderName = "anthropic" | "openai" | "groq";

interface ProviderConfig {
  name: ProviderName;
  apiKey: string;
  baseURL: string | undefined;
  model: string;
}

const DEFAULT_MODELS: Readonly<Record<ProviderName, string>> = {
  anthropic: "claude-3-5-haiku-latest",
  openai: "gpt-4o-mini",
  groq: "llama-3.1-8b-instant",
};
const GROQ_BASE_URL = "https://api.groq.com/openai/v1";
const TIMEOUT_MS = 15_000;
const MAX_TOKENS = 600;

/** The configured provider, or null (the assistant then answers offline). */
export function providerConfig(): ProviderConfig | null {
  const env = serverEnv();
  const chosen: [ProviderName, string | undefined][] = [
    ["anthropic", env.ANTHROPIC_API_KEY],
    ["openai", env.OPENAI_API_KEY],
    ["groq", env.GROQ_API_KEY],
  ];
  const found = chosen.find(([, key]) => key !== undefined);
  if (!found?.[1]) return null;
  const [name, apiKey] = found;
  return {
    name,
    apiKey,
    baseURL: env.AI_BASE_URL ?? (name === "groq" ? GROQ_BASE_URL : undefined),
    model: env.AI_MODEL ?? DEFAULT_MODELS[name],
  };
}

const SYSTEM_PROMPT = [
  "You answer questions for Smart Supplement Stack Builder UK, a UK website about food supplements.",
  "Answer ONLY from the numbered facts given with the question. If they do not answer it, say you do not know.",
  "Cite the facts you use by their numbers in square brackets, e.g. [1].",
  "Never diagnose, never advise starting, stopping or changing a prescribed medicine, and never invent doses, prices or interactions.",
  "Use plain British English, at most 150 words. End by suggesting the person checks with a pharmacist or GP.",
].join(" ");

function promptFor(question: string, docs: readonly AnswerDoc[]): string {
  const facts = docs.map((doc, index) => `[${String(index + 1)}] ${doc.title}: ${doc.body}`).join("\n\n");
  return `Facts:\n\n${facts}\n\nQuestion: ${question}`;
}

async function askAnthropic(config: ProviderConfig, prompt: string): Promise<string> {
  const { default: Anthropic } = await import("@anthropic-ai/sdk");
  const client = new Anthropic({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? null,
    maxRetries: 0,
    timeout: TIMEOUT_MS,
  });
  const message = await client.messages.create({
    model: config.model,
    max_tokens: MAX_TOKENS,
    system: SYSTEM_PROMPT,
    messages: [{ role: "user", content: prompt }],
  });
  return message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
}

async function askOpenAiCompatible(config: ProviderConfig, prompt: string): Promise<string> {
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? null,
    maxRetries: 0,
    timeout: TIMEOUT_MS,
  });
  const completion = await client.chat.completions.create({
    model: config.model,
    max_completion_tokens: MAX_TOKENS,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: prompt },
    ],
  });
  return completion.choices[0]?.message.content ?? "";
}

/** The provider's answer text; throws on any failure (the caller falls back to the offline answer). */
export async function askProvider(
  config: ProviderConfig,
  question: string,
  docs: readonly AnswerDoc[],
): Promise<string> {
  const prompt = promptFor(question, docs);
  const text =
    config.name === "anthropic"
      ? await askAnthropic(config, prompt)
      : await askOpenAiCompatible(config, prompt);
  const trimmed = text.trim();
  if (!trimmed) throw new EmptyAnswerError(`${config.name} returned an empty answer`);
  return trimmed;
}
