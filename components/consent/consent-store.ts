// The visitor's consent decision in the browser (SPEC.md §4 "Consent": undecided, then saved by
// accept all, reject all or custom save). One external store, read with useSyncExternalStore, so the
// banner, the preference screens and the monitoring client all see the same decision.
//
// Saving writes the `fitness-consent` cookie, clears cookies of declined categories, and sends the
// record to POST /api/consent, which keeps an auditable copy for signed-in users (UK GDPR
// accountability). A failed save there is only logged (§8 "Quiet failures").
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

export const CONSENT_ENDPOINT = "/api/consent";

export type ConsentChoices = Omit<ConsentCategories, "necessary">;

export type ConsentSnapshot = {
  /** False on the server and before the browser has read the cookie. */
  readonly ready: boolean;
  /** The stored decision, or null while undecided. */
  readonly record: ConsentRecord | null;
  /** What may run now: the decision, or only necessary before one. */
  readonly categories: ConsentCategories;
  /** Where the preference screens start before a decision (time-zone defaults, §9). */
  readonly defaults: ConsentCategories;
};

export type ConsentStore = {
  getSnapshot(): ConsentSnapshot;
  getServerSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  hasConsent(category: ConsentCategory): boolean;
  save(choices: ConsentChoices): ConsentRecord;
  acceptAll(): ConsentRecord;
  rejectAll(): ConsentRecord;
};

export type ConsentStoreOptions = {
  getDocument?: () => Document | undefined;
  getTimeZone?: () => string | undefined;
  getUserAgent?: () => string;
  /** Sends the saved record to the server; failures are logged, never thrown. */
  sendRecord?: (record: ConsentRecord) => Promise<void>;
  now?: () => Date;
};

const SERVER_SNAPSHOT: ConsentSnapshot = Object.freeze({
  ready: false,
  record: null,
  categories: NECESSARY_ONLY,
  defaults: NECESSARY_ONLY,
});

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

export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  const getDocument = options.getDocument ?? (() => (typeof document === "undefined" ? undefined : document));
  const getTimeZone = options.getTimeZone ?? browserTimeZone;
  const getUserAgent =
    options.getUserAgent ?? (() => (typeof navigator === "undefined" ? "" : navigator.userAgent));
  const sendRecord = options.sendRecord ?? postRecord;
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let snapshot: ConsentSnapshot | undefined;

  function read(): ConsentSnapshot {
    const doc = getDocument();
    if (!doc) return SERVER_SNAPSHOT;
    const timeZone = getTimeZone();
    const record = parseConsentValue(consentValueFromCookieHeader(doc.cookie));
    return Object.freeze({
      ready: true,
      record,
      categories: effectiveCategories(record),
      defaults: defaultCategoriesFor(timeZone),
    });
  }

  function current(): ConsentSnapshot {
    snapshot ??= read();
    return snapshot;
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  // Another tab may have decided meanwhile; cookies raise no event, so re-read when this tab returns.
  function onVisible(): void {
    const doc = getDocument();
    if (!doc || doc.visibilityState !== "visible") return;
    const next = read();
    if (next.record?.timestamp !== snapshot?.record?.timestamp) {
      snapshot = next;
      notify();
    }
  }

  function save(choices: ConsentChoices): ConsentRecord {
    const record = createConsentRecord(choices, getUserAgent(), now());
    const doc = getDocument();
    if (doc) {
      doc.cookie = consentCookieString(record, doc.location?.protocol === "https:");
      clearDeclinedCookies(
        doc,
        OPTIONAL_CONSENT_CATEGORIES.filter((category) => !record.categories[category]),
      );
    }
    snapshot = Object.freeze({
      ...current(),
      ready: doc !== undefined,
      record,
      categories: record.categories,
    });
    notify();
    sendRecord(record).catch((error: unknown) =>
      console.warn("Could not record the consent decision on the server.", error),
    );
    return record;
  }

  return {
    getSnapshot: current,
    getServerSnapshot: () => SERVER_SNAPSHOT,
    subscribe(listener) {
      if (listeners.size === 0) {
        getDocument()?.addEventListener("visibilitychange", onVisible);
        // The cookie may have changed while nobody was listening.
        if (snapshot !== undefined) snapshot = read();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) getDocument()?.removeEventListener("visibilitychange", onVisible);
      };
    },
    hasConsent: (category) => current().categories[category],
    save,
    acceptAll: () => save(ALL_CATEGORIES),
    rejectAll: () => save(NECESSARY_ONLY),
  };
}

/** The app-wide consent store. */
export const consentStore = createConsentStore();

/** Whether `category` may be used now (the consent API for code outside React). */
export function hasConsent(category: ConsentCategory): boolean {
  return consentStore.hasConsent(category);
}
