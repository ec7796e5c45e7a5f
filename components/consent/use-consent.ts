"use client";

// The consent API for components (SPEC.md §4 "Consent"): the current decision and the three ways
// to make one. Non-React code uses `hasConsent` from ./consent-store.
import { useSyncExternalStore } from "react";

import type { ConsentCategory } from "@/lib/consent/constants";

import { consentStore, type ConsentChoices, type ConsentSnapshot } from "./consent-store";

export type UseConsentResult = ConsentSnapshot & {
  decided: boolean;
  hasConsent(category: ConsentCategory): boolean;
  save(choices: ConsentChoices): void;
  acceptAll(): void;
  rejectAll(): void;
};

export function useConsent(): UseConsentResult {
  const snapshot = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  return {
    ...snapshot,
    decided: snapshot.record !== null,
    hasConsent: (category) => snapshot.categories[category],
    save: (choices) => void consentStore.save(choices),
    acceptAll: () => void consentStore.acceptAll(),
    rejectAll: () => void consentStore.rejectAll(),
  };
}
