// zod/mini keeps the form's JavaScript small; route handlers parse the same schema.
import * as z from "zod/mini";

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General question" },
  { value: "data-protection", label: "Data protection request" },
  { value: "problem", label: "Report a problem" },
  { value: "correction", label: "Product or price correction" },
  { value: "knowledge-correction", label: "Interaction checker correction" },
  { value: "other", label: "Other" },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
];

export const CONTACT_LIMITS = {
  nameMax: 100,
  /** RFC 5321's longest forward path. */
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_HONEYPOT_FIELD = "website";

export const contactMessageSchema = z.strictObject({
  name: z
    .string({ error: "Please enter your name" })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your name"),
      z.maxLength(CONTACT_LIMITS.nameMax, `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer`),
    ),
  email: z
    .string({ error: "Please enter your email address" })
    .check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.emailMax, "Please enter a valid email address"),
      z.email("Please enter a valid email address"),
    ),
  subject: z.enum(SUBJECT_VALUES, { error: "Please choose a subject" }),
  message: z
    .string({ error: "Please enter a message" })
    .check(
      z.trim(),
      z.minLength(
        CONTACT_LIMITS.messageMin,
        `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`,
      ),
      z.maxLength(
        CONTACT_LIMITS.messageMax,
        `Your message must be ${CONTACT_LIMITS.messageMax.toLocaleString("en-GB")} characters or fewer`,
      ),
    ),
  [CONTACT_HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(2000))),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export function contactSubjectLabel(value: ContactSubject): string {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;
}
