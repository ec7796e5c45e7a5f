// Kept in this browser only by choice (docs/reference/assistant.md "Privacy"); never on our servers.
import { z } from "zod";

import { MAX_HISTORY_TURN_LENGTH, MAX_HISTORY_TURNS, type AssistantRequest } from "@/lib/assistant/schemas";

const STORAGE_KEY = "assistant-conversation";
const MAX_TURNS = 40;

const sourceSchema = z.object({ title: z.string(), url: z.string() });
const replySchema = z.object({
  answer: z.string(),
  sources: z.array(sourceSchema),
  mode: z.enum(["red_flag", "refusal", "offline", "ai"]),
  fallback: z
    .object({ code: z.enum(["AI_SERVICE_UNAVAILABLE", "AI_PROCESSING_ERROR"]), message: z.string() })
    .optional(),
});
const turnSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("user"), text: z.string() }),
  z.object({ role: z.literal("assistant"), reply: replySchema }),
]);

export type Turn = z.infer<typeof turnSchema>;

export function loadConversation(): Turn[] | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = z.array(turnSchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveConversation(turns: readonly Turn[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(turns.slice(-MAX_TURNS)));
  } catch {
    // Storage full or blocked: the conversation simply is not kept.
  }
}

export function clearConversation(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The last few turns as `history`, each cut to the length the API accepts. */
export function historyOf(turns: readonly Turn[]): NonNullable<AssistantRequest["history"]> {
  return turns
    .slice(-MAX_HISTORY_TURNS)
    .map((turn) =>
      turn.role === "user"
        ? { role: "user", content: turn.text.slice(0, MAX_HISTORY_TURN_LENGTH) }
        : { role: "assistant", content: turn.reply.answer.slice(0, MAX_HISTORY_TURN_LENGTH) },
    );
}
