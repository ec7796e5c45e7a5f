"use client";

// Consent on every page (docs/product-rules.md §2 "Auth and consent screens", §4 "Consent", §9): the banner about
// 1 s after load while no decision is stored, the floating privacy button, and the two preference
// screens — loaded only when first opened (retried like any lazy code, §9), so the banner adds
// little to first-load JavaScript. It also starts the real-user monitoring client when RUM is on
// and analytics consent is given, and stops it when that consent is withdrawn.
import { clsx } from "clsx";
import { Suspense, lazy, useEffect, useState } from "react";
import { createPortal } from "react-dom";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { ShieldCheck } from "@/components/ui/icons";
import { withRetry } from "@/lib/api/with-retry";
import { CONSENT_BANNER_DELAY_MS } from "@/lib/consent/constants";

import { ConsentBanner } from "./consent-banner";
import { SETTINGS_TITLE } from "./consent-copy";
import { PRIVACY_SETTINGS_BUTTON_ID } from "./return-focus";
import { useFooterInView } from "./use-footer-in-view";
import { hasConsent, type ConsentChoices } from "./consent-store";
import { useConsent, type UseConsentResult } from "./use-consent";

const loadPreferencesDialog = () => withRetry(() => import("./privacy-preferences-dialog"));
const loadSettingsPanel = () => withRetry(() => import("./privacy-settings-panel"));
const PrivacyPreferencesDialog = lazy(() =>
  loadPreferencesDialog().then((module) => ({ default: module.PrivacyPreferencesDialog })),
);
const PrivacySettingsPanel = lazy(() =>
  loadSettingsPanel().then((module) => ({ default: module.PrivacySettingsPanel })),
);

export type ConsentManagerProps = {
  /** Whether this build ships real-user monitoring (RUM_ENABLED; lib/env.ts rumEnabledInBuild). */
  rumEnabled: boolean;
};

type Screen = "preferences" | "settings";

function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined); // a failed prefetch is tried again when the screen is opened
}

/**
 * The banner while the visitor has not decided: "pending" at once, "shown" about 1 s after load
 * (§9 "Banner delay 1 s"), "none" otherwise. A pending banner is drawn invisible (opacity 0, inert and
 * hidden from assistive technology) and then faded in: text first painted invisible is not a Largest
 * Contentful Paint candidate, so the banner does not become the page's LCP a second after the page has
 * painted (issue 16; docs/benchmarks.md "Lighthouse").
 */
function useBannerState({ ready, decided }: UseConsentResult): "none" | "pending" | "shown" {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!ready || decided) return;
    const timer = window.setTimeout(() => setDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, decided]);
  if (!ready || decided) return "none";
  return due ? "shown" : "pending";
}

/** Real-user monitoring runs only while analytics consent is given (§4). */
function useMonitoring(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop: ((options?: { forget?: boolean }) => void) | undefined;
    import("@/lib/monitoring/rum-client")
      .then(({ startRum }) => {
        if (cancelled) return;
        const rum = startRum();
        stop = (options) => rum.stop(options);
      })
      .catch((error: unknown) => console.warn("Could not load performance monitoring.", error));
    return () => {
      cancelled = true;
      stop?.({ forget: !hasConsent("analytics") });
    };
  }, [enabled]);
}

export function ConsentManager({ rumEnabled }: ConsentManagerProps) {
  const consent = useConsent();
  const banner = useBannerState(consent);
  const footerInView = useFooterInView();
  useMonitoring(rumEnabled && consent.ready && consent.categories.analytics);
  const [screen, setScreen] = useState<Screen | null>(null);
  // Each screen stays mounted after its first opening so that closing can animate and focus returns.
  const [loaded, setLoaded] = useState<ReadonlySet<Screen>>(new Set());
  const open = (next: Screen) => {
    setLoaded((previous) => new Set(previous).add(next));
    setScreen(next);
  };
  const close = () => setScreen(null);
  const decide = (action: () => void) => {
    action();
    close();
  };
  const save = (choices: ConsentChoices) => decide(() => consent.save(choices));

  return (
    <>
      {banner === "none" ? null : (
        <ConsentBanner
          revealed={banner === "shown"}
          onCustomize={() => open("preferences")}
          onPrepareCustomize={() => prefetch(loadPreferencesDialog)}
          onRejectAll={consent.rejectAll}
          onAcceptAll={consent.acceptAll}
        />
      )}
      {consent.ready && banner !== "shown"
        ? // At the end of the document, so in Tab order it follows the footer's links: where it shows.
          createPortal(
            <button
              type="button"
              id={PRIVACY_SETTINGS_BUTTON_ID}
              aria-label={SETTINGS_TITLE}
              aria-haspopup="dialog"
              onClick={() => open("settings")}
              onPointerEnter={() => prefetch(loadSettingsPanel)}
              onFocus={() => prefetch(loadSettingsPanel)}
              // An outline icon button, round: its own classes rather than Button's merged with overrides,
              // so a returning visitor's page starts without tailwind-merge (lib/utils/cn.ts).
              className={clsx(
                "fixed bottom-4 left-4 z-40 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg transition-colors hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none sm:size-10",
                // Unless the window leaves a margin beside the page (85rem: the 80rem page, its padding and
                // this button), only at the end of the page, so it never covers prices (use-footer-in-view.ts).
                !footerInView && screen === null && "max-[85rem]:hidden",
              )}
            >
              <ShieldCheck aria-hidden="true" className="size-5" />
            </button>,
            document.body,
          )
        : null}
      <LazyBoundary className="fixed bottom-4 left-4 z-50 w-[calc(100%-2rem)] max-w-sm">
        <Suspense fallback={null}>
          {loaded.has("preferences") ? (
            <PrivacyPreferencesDialog
              open={screen === "preferences"}
              onOpenChange={(next) => (next ? open("preferences") : close())}
              initial={consent.record?.categories ?? consent.defaults()}
              onSave={save}
            />
          ) : null}
          {loaded.has("settings") ? (
            <PrivacySettingsPanel
              open={screen === "settings"}
              onOpenChange={(next) => (next ? open("settings") : close())}
              record={consent.record}
              defaults={consent.defaults()}
              onSave={save}
              onAcceptAll={() => decide(consent.acceptAll)}
              onRejectAll={() => decide(consent.rejectAll)}
            />
          ) : null}
        </Suspense>
      </LazyBoundary>
    </>
  );
}
