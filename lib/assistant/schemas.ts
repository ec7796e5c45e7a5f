// POST /api/assistant's body, shared by the route handler and the chat panel.
import { z } from "zod";

const MAX_MESSAGE_LENGTH = 1_000;

export const assistantRequestSchema = z.strictObject({
  message: z.string().trim().min(1, "Type a question").max(MAX_MESSAGE_LENGTH),
  /** Earlier turns, for the provider's context only; never stored. */
  history: z
    .array(z.strictObject({ role: z.enum(["user", "assistant"]), content: z.string().max(4_000) }))
    .max(10)
    .optional(),
});

export type AssistantRequest = z.infer<typeof assistantRequestSchema>;
