import { z } from "zod";

const MAX_MESSAGE_LENGTH = 1_000;
export const MAX_HISTORY_TURNS = 6;
export const MAX_HISTORY_TURN_LENGTH = 2_000;

export const assistantRequestSchema = z.strictObject({
  message: z.string().trim().min(1, "Type a question").max(MAX_MESSAGE_LENGTH),
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
