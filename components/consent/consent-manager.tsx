"use client";

// The preference screens load only when first opened, so the banner adds little to first-load JavaScript. Also
// starts and stops the real-user monitoring client with analytics consent (docs/product-rules.md §4 "Consent").
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
  rumEnabled: boolean;
};

type Screen = "preferences" | "settings";

function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined); // a failed prefetch is tried again when the screen is opened
}

// The banner shows about 1 s after load (docs/product-rules.md §9 "Consent"); until then it is drawn invisible
// (docs/decisions.md "The consent banner is drawn invisible first").
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
              // Its own classes, not Button's merged with overrides, so a returning visitor's page starts without tailwind-merge.
              className={clsx(
                "fixed bottom-4 left-4 z-40 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg transition-colors hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none sm:size-10",
                // Hidden until the end of the page unless the window leaves an 85rem margin for it (docs/decisions.md
                // "The Privacy Settings button waits for the end of the page unless there is a margin for it").
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
