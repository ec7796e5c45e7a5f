"use client";
// Whether to treat the visitor as signed in while offline (docs/offline.md "Saves made offline"): the
// session cannot be read without a connection, so the builder remembers that this browser was
// signed in when it last could tell. Only a flag is kept — no name, no token. Saves made on the
// strength of it are still checked by the server when they are sent (a lost session keeps them
// waiting for sign-in).
import { useEffect } from "react";

const SIGNED_IN_KEY = "signed-in-when-last-online";

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) !== null;
  } catch {
    return false;
  }
}

export function useSignedInOffline(status: "authenticated" | "unauthenticated" | "loading", online: boolean) {
  useEffect(() => {
    if (!online || status === "loading") return;
    try {
      if (status === "authenticated") window.localStorage.setItem(SIGNED_IN_KEY, "1");
      else window.localStorage.removeItem(SIGNED_IN_KEY);
    } catch {
      // Storage disabled: offline, the builder then shows the signed-out panel.
    }
  }, [status, online]);
  return status === "authenticated" || (!online && readFlag());
}
