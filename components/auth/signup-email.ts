"use client";
// Kept for this tab (sessionStorage), so the sign-in page after sign-up does not ask for the address again.
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

export function useSignupEmail(fill: (email: string) => void): void {
  useEffect(() => {
    const email = storage()?.getItem(KEY);
    if (email) fill(email);
  }, [fill]);
}
