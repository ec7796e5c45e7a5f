// Which account this browser's data belongs to (docs/offline.md "One browser, several accounts"). Offline it stands in
// for the session; online, another account's data is cleared before that account sees it.
import * as z from "zod/mini";

import { rememberOfflineAccount } from "@/lib/offline/personal-pages";

import { LOCAL_ACCOUNT_KEY } from "./local-account-key";

export { LOCAL_ACCOUNT_KEY };
/** A flag older builds kept (no user id): removed when seen. */
const LEGACY_SIGNED_IN_KEY = "signed-in-when-last-online";
const SESSION_ENDPOINT = "/api/auth/session";

const recordSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(200)) });

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocalAccount(): string | null {
  try {
    const raw = storage()?.getItem(LOCAL_ACCOUNT_KEY);
    if (!raw) return null;
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.userId : null;
  } catch {
    return null;
  }
}

export function writeLocalAccount(userId: string | null): void {
  // The service worker's copies of /today and /care-card follow the same account.
  rememberOfflineAccount(userId).catch(() => undefined);
  try {
    const kept = storage();
    kept?.removeItem(LEGACY_SIGNED_IN_KEY);
    if (userId === null) kept?.removeItem(LOCAL_ACCOUNT_KEY);
    else kept?.setItem(LOCAL_ACCOUNT_KEY, JSON.stringify({ userId }));
  } catch {
    // Storage disabled: nothing is kept, so nothing can cross accounts either.
  }
}

/** True only when the server answers that there is no session (not when it cannot be reached). */
async function serverSaysSignedOut(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_ENDPOINT, { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && !("user" in body);
  } catch {
    return false;
  }
}

// Signed out, the data goes once the server confirms there is no session (a connection failure is not a sign-out);
// the queued saves are set aside for their author's return.
export async function reconcileLocalAccount(userId: string | null): Promise<void> {
  const recorded = readLocalAccount();
  if (userId !== null) {
    if (recorded !== null && recorded !== userId) {
      const { clearLocalAccountData } = await import("@/components/auth/clear-local-account-data");
      clearLocalAccountData("session-change");
    }
    if (recorded !== userId) {
      const { saveQueue } = await import("./save-queue");
      saveQueue.getState().keepOnlySavesOf(userId);
    }
    writeLocalAccount(userId);
    return;
  }
  if (recorded === null || !(await serverSaysSignedOut())) return;
  const { clearLocalAccountData } = await import("@/components/auth/clear-local-account-data");
  clearLocalAccountData("session-change");
}
