import type { ReactNode } from "react";

/** The sign-in screens have no header or footer: the card's background fills the screen, with no white band below. */
export function AuthBackdrop({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-slate-50">{children}</div>;
}
