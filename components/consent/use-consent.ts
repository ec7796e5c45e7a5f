"use client";

// The consent API for components (docs/product-rules.md §4 "Consent"): the current decision and the three ways
// to make one. Non-React code uses `hasConsent` from ./consent-store. During hydration zustand
// reads the store's initial state (not ready), so server HTML and the first client render agree.
import { useStore } from "zustand";

import { consentStore, type ConsentState } from "./consent-store";

export type UseConsentResult = ConsentState & { decided: boolean };

export function useConsent(): UseConsentResult {
  const state = useStore(consentStore);
  return { ...state, decided: state.record !== null };
}
