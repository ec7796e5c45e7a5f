// POST /api/assistant's body, shared by the route handler and the chat panel.
import { z } from "zod";

const MAX_MESSAGE_LENGTH = 1_000;
/** Turns of history sent with a question: enough for a follow-up, bounded so a request stays small. */
export const MAX_HISTORY_TURNS = 6;
/** One earlier turn's text: a question, or an answer (the panel shortens longer answers to this). */
export const MAX_HISTORY_TURN_LENGTH = 2_000;

export const assistantRequestSchema = z.strictObject({
  message: z.string().trim().min(1, "Type a question").max(MAX_MESSAGE_LENGTH),
  /** Earlier turns, oldest first: used to understand a follow-up and as the provider's context; never stored. */
  history: z
    .array(
      z.strictObject({
        role: z.enum(["user", "assistant"]),
        content: z.string().max(MAX_HISTORY_TURN_LENGTH),
      }),
    )
    .max(MAX_HISTORY_TURNS)
    .optional(),
});

export type AssistantRequest = z.infer<typeof assistantRequestSchema>;
