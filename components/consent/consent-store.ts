// The decision persists in the `fitness-consent` cookie; each is also sent to POST /api/consent (a failed send is only
// logged, docs/product-rules.md §8 "Quiet failures"). Cookies raise no event in other tabs: read again on return.
import { persist, type PersistStorage, type StorageValue } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";

import {
  ALL_CATEGORIES,
  NECESSARY_ONLY,
  OPTIONAL_CONSENT_CATEGORIES,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentRecord,
} from "@/lib/consent/constants";
import { clearDeclinedCookies } from "@/lib/consent/cookie-cleanup";
import {
  consentCookieString,
  consentValueFromCookieHeader,
  createConsentRecord,
  defaultCategoriesFor,
  effectiveCategories,
  parseConsentValue,
} from "@/lib/consent/record";

const CONSENT_ENDPOINT = "/api/consent";

export type ConsentChoices = Omit<ConsentCategories, "necessary">;

type ConsentSnapshot = {
  readonly ready: boolean;
  readonly record: ConsentRecord | null;
  readonly categories: ConsentCategories;
};

type ConsentActions = {
  /** Read when a screen asks: the first time-zone lookup loads zone data (tens of ms on a phone). */
  defaults: () => ConsentCategories;
  hasConsent: (category: ConsentCategory) => boolean;
  save: (choices: ConsentChoices) => ConsentRecord;
  acceptAll: () => ConsentRecord;
  rejectAll: () => ConsentRecord;
};

export type ConsentState = ConsentSnapshot & ConsentActions;

export type ConsentStore = StoreApi<ConsentState> & { persist: { rehydrate: () => Promise<void> } };

export type ConsentStoreOptions = {
  getDocument?: () => Document | undefined;
  getTimeZone?: () => string | undefined;
  getUserAgent?: () => string;
  sendRecord?: (record: ConsentRecord) => Promise<void>;
  now?: () => Date;
};

type Persisted = { record: ConsentRecord | null };

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

async function postRecord(record: ConsentRecord): Promise<void> {
  const response = await fetch(CONSENT_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(record),
    credentials: "same-origin",
    keepalive: true,
  });
  if (!response.ok) throw new Error(`POST ${CONSENT_ENDPOINT} answered ${response.status}`);
}

const readRecord = (doc: Document): ConsentRecord | null =>
  parseConsentValue(consentValueFromCookieHeader(doc.cookie));

function cookieStorage(getDocument: () => Document | undefined): PersistStorage<Persisted> {
  return {
    getItem(): StorageValue<Persisted> | null {
      const doc = getDocument();
      return doc ? { state: { record: readRecord(doc) }, version: 0 } : null;
    },
    setItem(_name, { state: { record } }) {
      const doc = getDocument();
      if (!doc || !record) return;
      doc.cookie = consentCookieString(record, doc.location.protocol === "https:");
      const declined = OPTIONAL_CONSENT_CATEGORIES.filter((category) => !record.categories[category]);
      clearDeclinedCookies(doc, declined);
    },
    // A decision is never deleted from here; a new one replaces it.
    removeItem: () => undefined,
  };
}

function resolved(options: ConsentStoreOptions) {
  return {
    getDocument: options.getDocument ?? (() => (typeof document === "undefined" ? undefined : document)),
    getTimeZone: options.getTimeZone ?? browserTimeZone,
    getUserAgent:
      options.getUserAgent ?? (() => (typeof navigator === "undefined" ? "" : navigator.userAgent)),
    sendRecord: options.sendRecord ?? postRecord,
    now: options.now ?? (() => new Date()),
  };
}

export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  const { getDocument, getTimeZone, getUserAgent, sendRecord, now } = resolved(options);
  const store = createStore<ConsentState>()(
    persist(
      (set, get) => {
        const save = (choices: ConsentChoices): ConsentRecord => {
          const record = createConsentRecord(choices, getUserAgent(), now());
          set({ record, categories: record.categories });
          sendRecord(record).catch((error: unknown) =>
            console.warn("Could not record the consent decision on the server.", error),
          );
          return record;
        };
        return {
          ready: false,
          record: null,
          categories: NECESSARY_ONLY,
          defaults: () => defaultCategoriesFor(getTimeZone()),
          hasConsent: (category) => get().categories[category],
          save,
          acceptAll: () => save(ALL_CATEGORIES),
          rejectAll: () => save(NECESSARY_ONLY),
        };
      },
      {
        name: "fitness-consent",
        storage: cookieStorage(getDocument),
        partialize: ({ record }) => ({ record }),
        // Reading the cookie is what makes the store ready.
        merge: (persisted, current) => {
          if (!persisted) return current;
          const { record } = persisted as Persisted;
          return { ...current, ready: true, record, categories: effectiveCategories(record) };
        },
      },
    ),
  );
  const doc = getDocument();
  doc?.addEventListener("visibilitychange", () => {
    if (doc.visibilityState !== "visible") return;
    if (readRecord(doc)?.timestamp !== store.getState().record?.timestamp) void store.persist.rehydrate();
  });
  return store;
}

export const consentStore = createConsentStore();

export function hasConsent(category: ConsentCategory): boolean {
  return consentStore.getState().hasConsent(category);
}
