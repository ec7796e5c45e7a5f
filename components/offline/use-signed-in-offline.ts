"use client";
// Offline the session cannot be read, so the builder goes by the account last seen signed in on this browser.
import { readLocalAccount } from "./local-account";

export function useSignedInOffline(status: "authenticated" | "unauthenticated" | "loading", online: boolean) {
  return status === "authenticated" || (!online && readLocalAccount() !== null);
}
