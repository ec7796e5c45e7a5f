"use client";
// The address someone has just signed up with, kept for this tab only (sessionStorage), so the
// sign-in page that follows sign-up does not ask for it again (issue 16: "After sign-up the login
// page says 'Welcome back' with an empty email"). Forgotten once they have signed in.
import { useEffect } from "react";

const KEY = "signup-email";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled; the field then simply starts empty.
    return null;
  }
}

export function rememberSignupEmail(email: string): void {
  storage()?.setItem(KEY, email);
}

export function forgetSignupEmail(): void {
  storage()?.removeItem(KEY);
}

/** Fills the email field with the address just signed up with, if the field is still empty. */
export function useSignupEmail(fill: (email: string) => void): void {
  useEffect(() => {
    const email = storage()?.getItem(KEY);
    if (email) fill(email);
  }, [fill]);
}
