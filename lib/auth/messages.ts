// docs/product-rules.md §8 toasts where given.
export const RESEND_ANSWER =
  "If an unconfirmed account exists for that address, we have sent a new confirmation link.";
export const RESET_REQUEST_ANSWER = "Please check your email for password reset instructions.";
export const RESET_SUCCESS_MESSAGE = "Your password has been reset. Please login with your new password.";

export const RESET_LINK_PROBLEMS = {
  invalid: "This password reset link is not valid. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
} as const;

export const CONFIRMATION_LINK_PROBLEMS = {
  invalid: "This confirmation link is not valid.",
  expired: "This confirmation link has expired.",
  used: "This confirmation link has already been used. If you confirmed your email, you can sign in.",
} as const;

export const EMAIL_CHANGE_LINK_PROBLEMS = {
  invalid: "This link is not valid. Your email address has not changed.",
  expired: "This link has expired. Ask for a new one in your settings: your email address has not changed.",
  used: "This link has already been used.",
  taken: "Another account now uses this address, so your email address has not changed.",
} as const;

export type EmailChangeLinkProblem = keyof typeof EMAIL_CHANGE_LINK_PROBLEMS;

export function emailChangeProblemOf(value: string | undefined): EmailChangeLinkProblem | null {
  if (value === undefined) return null;
  return Object.hasOwn(EMAIL_CHANGE_LINK_PROBLEMS, value) ? (value as EmailChangeLinkProblem) : "invalid";
}

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  "If that address can be used, we have sent a confirmation link to it. Your email address changes when you open the link; until then you sign in with your current one.";
