"use client";
// Whether to treat the visitor as signed in while offline (docs/offline.md "Saves made offline"): the
// session cannot be read without a connection, so the builder goes by the account last seen signed in
// on this browser (./local-account.ts, kept current by ./use-local-account-guard.ts). Saves made on the
// strength of it carry that account's id and are sent only under its session.
import { readLocalAccount } from "./local-account";

export function useSignedInOffline(status: "authenticated" | "unauthenticated" | "loading", online: boolean) {
  return status === "authenticated" || (!online && readLocalAccount() !== null);
}
