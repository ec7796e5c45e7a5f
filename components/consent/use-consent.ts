"use client";

// During hydration zustand reads the store's initial state (not ready), so server HTML and the first render agree.
import { useStore } from "zustand";

import { consentStore, type ConsentState } from "./consent-store";

export type UseConsentResult = ConsentState & { decided: boolean };

export function useConsent(): UseConsentResult {
  const state = useStore(consentStore);
  return { ...state, decided: state.record !== null };
}
