"use client";

// In place of next-auth's SessionProvider (docs/decisions.md "Our own session store, not SessionProvider"): read
// after the page, again when the tab becomes visible, and when another tab signs in or out.
import type { Session } from "next-auth";
import { useSyncExternalStore } from "react";
import { createStore } from "zustand/vanilla";

type SessionStatus = "loading" | "authenticated" | "unauthenticated";

type SessionState = { readonly data: Session | null; readonly status: SessionStatus };

export type UseSessionResult = SessionState & {
  update: () => Promise<Session | null>;
};

const SESSION_ENDPOINT = "/api/auth/session";
/** The localStorage key next-auth's client broadcasts sign-outs (and session reads) on. */
const BROADCAST_KEY = "nextauth.message";

const LOADING: SessionState = { data: null, status: "loading" };

const sessionStore = createStore<SessionState>()(() => LOADING);

function toSession(body: unknown): Session | null {
  if (typeof body !== "object" || body === null || !("user" in body)) return null;
  const { user } = body;
  return typeof user === "object" && user !== null ? (body as Session) : null;
}

let inFlight: Promise<Session | null> | null = null;

export function refreshSession(): Promise<Session | null> {
  // Started inside a promise, so that even a missing fetch ends as a warning, not a throw.
  inFlight ??= Promise.resolve()
    .then(() => fetch(SESSION_ENDPOINT, { credentials: "same-origin", cache: "no-store" }))
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET ${SESSION_ENDPOINT} answered ${response.status}`);
      const session = toSession(await response.json());
      sessionStore.setState({ data: session, status: session ? "authenticated" : "unauthenticated" });
      return session;
    })
    .catch((error: unknown) => {
      console.warn("Could not read the session.", error);
      if (sessionStore.getState().status === "loading")
        sessionStore.setState({ data: null, status: "unauthenticated" });
      return sessionStore.getState().data;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// next-auth's client update(): POST the csrf token so the jwt callback renews the token from the database, then
// read the renewed session. A failed renewal still reads the session.
async function updateSession(): Promise<Session | null> {
  try {
    const csrf = (await (await fetch("/api/auth/csrf", { credentials: "same-origin" })).json()) as unknown;
    const csrfToken =
      typeof csrf === "object" && csrf !== null && "csrfToken" in csrf && typeof csrf.csrfToken === "string"
        ? csrf.csrfToken
        : "";
    await fetch(SESSION_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ csrfToken }),
    });
  } catch (error) {
    console.warn("Could not renew the session.", error);
  }
  return refreshSession();
}

let started = false;

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  void refreshSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshSession();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === BROADCAST_KEY) void refreshSession();
  });
}

function subscribe(onChange: () => void): () => void {
  start();
  return sessionStore.subscribe(onChange);
}

export function useSession(): UseSessionResult {
  const state = useSyncExternalStore(subscribe, sessionStore.getState, () => LOADING);
  return { ...state, update: updateSession };
}
