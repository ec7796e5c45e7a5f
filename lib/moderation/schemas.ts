// zod/mini, so the report form and the route handlers share one schema.
import * as z from "zod/mini";

export const REPORT_REASONS = [
  "harmful_advice",
  "misleading",
  "offensive",
  "spam",
  "personal_information",
  "other",
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  harmful_advice: "Advice that could harm someone",
  misleading: "Misleading or false health claims",
  offensive: "Offensive or abusive",
  spam: "Spam or advertising",
  personal_information: "Someone's personal information",
  other: "Something else",
};

export const REPORT_NOTE_MAX = 500;
export const MODERATION_REASON_MAX = 500;

export const reportInputSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: "Choose why you are reporting this" }),
  note: z.pipe(
    z.optional(
      z.nullable(
        z
          .string({ error: "The note must be text" })
          .check(
            z.trim(),
            z.maxLength(REPORT_NOTE_MAX, `The note must be ${REPORT_NOTE_MAX} characters or fewer`),
          ),
      ),
    ),
    z.transform((note) => (note ? note : null)),
  ),
});

export type ReportInput = z.output<typeof reportInputSchema>;

const REPORT_TARGETS = ["stack", "review"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const moderationDecisionSchema = z.strictObject({
  target: z.enum(REPORT_TARGETS),
  action: z.enum(["hide", "unhide", "keep"]),
  reason: z
    .string({ error: "Say why: the author and the people who reported it are told" })
    .check(
      z.trim(),
      z.minLength(3, "Say why: the author and the people who reported it are told"),
      z.maxLength(MODERATION_REASON_MAX, `The reason must be ${MODERATION_REASON_MAX} characters or fewer`),
    ),
});

export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** What the reporter is told at once; the email after a decision says what was decided. */
export const REPORT_RECEIVED_MESSAGE =
  "Thank you. A moderator will look at it, and we will email you what they decide.";
