"use client";

// Consent on every page (SPEC.md §2 "Auth and consent screens", §4 "Consent", §9): the banner about
// 1 s after load while no decision is stored, the floating privacy button, and the two preference
// screens — loaded only when first opened, so the banner adds little to first-load JavaScript.
// It also starts the real-user monitoring client when RUM is on and analytics consent is given,
// and stops it when that consent is withdrawn.
import { ShieldCheck } from "lucide-react";
import { Suspense, lazy, useEffect, useState } from "react";

import { CONSENT_BANNER_DELAY_MS } from "@/lib/consent/constants";

import { ConsentBanner } from "./consent-banner";
import { SETTINGS_TITLE } from "./consent-copy";
import { consentStore, type ConsentChoices } from "./consent-store";
import { useConsent } from "./use-consent";

const loadPreferencesDialog = () => import("./privacy-preferences-dialog");
const loadSettingsPanel = () => import("./privacy-settings-panel");
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

type OpenScreen = "preferences" | "settings" | null;

function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined); // a failed prefetch is retried when the screen is opened
}

export function ConsentManager({ rumEnabled }: ConsentManagerProps) {
  const consent = useConsent();
  const [bannerDue, setBannerDue] = useState(false);
  const [screen, setScreen] = useState<OpenScreen>(null);
  // Each screen stays mounted after its first opening so that closing can animate and focus returns.
  const [loaded, setLoaded] = useState<{ preferences: boolean; settings: boolean }>({
    preferences: false,
    settings: false,
  });

  useEffect(() => {
    if (!consent.ready || consent.decided) return;
    const timer = window.setTimeout(() => setBannerDue(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent.ready, consent.decided]);

  const analyticsAllowed = consent.ready && consent.categories.analytics;
  useEffect(() => {
    if (!rumEnabled || !analyticsAllowed) return;
    let cancelled = false;
    let stop: ((options?: { forget?: boolean }) => void) | undefined;
    import("@/lib/monitoring/rum-client")
      .then(({ startRum }) => {
        if (!cancelled) stop = startRum().stop;
      })
      .catch((error: unknown) => console.warn("Could not load performance monitoring.", error));
    return () => {
      cancelled = true;
      stop?.({ forget: !consentStore.hasConsent("analytics") });
    };
  }, [rumEnabled, analyticsAllowed]);

  const open = (next: Exclude<OpenScreen, null>) => {
    setLoaded((previous) => ({ ...previous, [next]: true }));
    setScreen(next);
  };
  const close = () => setScreen(null);
  const decide = (action: () => void) => {
    action();
    close();
  };

  const showBanner = bannerDue && consent.ready && !consent.decided;

  return (
    <>
      {showBanner ? (
        <ConsentBanner
          onCustomize={() => open("preferences")}
          onPrepareCustomize={() => prefetch(loadPreferencesDialog)}
          onRejectAll={consent.rejectAll}
          onAcceptAll={consent.acceptAll}
        />
      ) : null}
      {consent.ready && !showBanner ? (
        <button
          type="button"
          aria-label={SETTINGS_TITLE}
          aria-haspopup="dialog"
          onClick={() => open("settings")}
          onPointerEnter={() => prefetch(loadSettingsPanel)}
          onFocus={() => prefetch(loadSettingsPanel)}
          className="fixed bottom-4 left-4 z-40 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ShieldCheck aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <Suspense fallback={null}>
        {loaded.preferences ? (
          <PrivacyPreferencesDialog
            open={screen === "preferences"}
            onOpenChange={(next) => (next ? open("preferences") : close())}
            initial={consent.record?.categories ?? consent.defaults}
            onSave={(choices: ConsentChoices) => decide(() => consent.save(choices))}
          />
        ) : null}
        {loaded.settings ? (
          <PrivacySettingsPanel
            open={screen === "settings"}
            onOpenChange={(next) => (next ? open("settings") : close())}
            record={consent.record}
            defaults={consent.defaults}
            onSave={(choices: ConsentChoices) => decide(() => consent.save(choices))}
            onAcceptAll={() => decide(consent.acceptAll)}
            onRejectAll={() => decide(consent.rejectAll)}
          />
        ) : null}
      </Suspense>
    </>
  );
}
