// A correction to the interaction checker's knowledge, filed from /accuracy. zod/mini keeps the form's
// JavaScript small; the route handler parses the same schema.
import * as z from "zod/mini";

import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "../contact/schemas";

export const CORRECTION_LIMITS = {
  concernsMax: 200,
  detailsMin: 10,
  detailsMax: 4000,
  sourceMax: 500,
} as const;

const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

export const correctionSchema = z.strictObject({
  concerns: z
    .string({ error: "Please say which supplement, medicine or condition it is about" })
    .check(
      z.trim(),
      z.minLength(3, "Please say which supplement, medicine or condition it is about"),
      z.maxLength(
        CORRECTION_LIMITS.concernsMax,
        `Please keep this to ${CORRECTION_LIMITS.concernsMax} characters or fewer`,
      ),
    ),
  details: z
    .string({ error: "Please say what is wrong" })
    .check(
      z.trim(),
      z.minLength(
        CORRECTION_LIMITS.detailsMin,
        `Please write at least ${CORRECTION_LIMITS.detailsMin} characters`,
      ),
      z.maxLength(
        CORRECTION_LIMITS.detailsMax,
        `Please keep this to ${CORRECTION_LIMITS.detailsMax.toLocaleString("en-GB")} characters or fewer`,
      ),
    ),
  /** Empty or an https address: the source the correction rests on. */
  source: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(CORRECTION_LIMITS.sourceMax, "Please give a shorter web address"),
      z.refine(
        (value) => value === "" || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
        "Please give a web address starting with https://",
      ),
    ),
  ),
  name: optionalText(
    CONTACT_LIMITS.nameMax,
    `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer`,
  ),
  /** Required when signed out (the route handler checks); a signed-in person is answered at their account's address. */
  email: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.emailMax, "Please enter a valid email address"),
      z.refine(
        (value) => value === "" || z.email().safeParse(value).success,
        "Please enter a valid email address",
      ),
    ),
  ),
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(2000))),
});

export type CorrectionInput = z.output<typeof correctionSchema>;

/** The contact message a correction is stored as: one text an admin reads top to bottom. */
export function correctionMessage(input: Pick<CorrectionInput, "concerns" | "details" | "source">): string {
  const source = input.source?.trim() ? input.source.trim() : "none given";
  return `About: ${input.concerns}\n\nWhat is wrong: ${input.details}\n\nSource: ${source}`;
}
