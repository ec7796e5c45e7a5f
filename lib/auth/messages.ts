// Texts of the auth flows shared by route handlers and screens (docs/product-rules.md §8 toasts where given).
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
