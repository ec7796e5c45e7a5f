"use client";
// Shown only where the browser offers installation, never once installed or dismissed. Only the listener is in every
// page's first load (React.lazy: next/dynamic's loader would put its own runtime there).
import { Suspense, lazy, useEffect, useState } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

const INSTALL_DISMISSED_KEY = "install-banner-dismissed";

/** Chrome's install event (not in the DOM typings: it is not a web standard). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const InstallBanner = lazy(() =>
  withRetry(() => import("./install-banner")).then((module) => ({ default: module.InstallBanner })),
);

function remember(key: string): void {
  try {
    window.localStorage.setItem(key, "1");
  } catch {
    // Storage disabled: the banner is simply offered again on the next visit.
  }
}

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

const runningInstalled = () => window.matchMedia("(display-mode: standalone)").matches;

export function InstallPrompt() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onOffer = (event: Event) => {
      if (dismissedBefore() || runningInstalled()) return;
      // Keep the browser's own prompt for our banner's Install button.
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => {
      remember(INSTALL_DISMISSED_KEY);
      setOffer(null);
    };
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  if (!offer) return null;
  return (
    <LazyBoundary className="fixed bottom-4 left-4 z-50 w-[calc(100%-2rem)] max-w-sm">
      <Suspense fallback={null}>
        <InstallBanner
          onInstall={() => {
            void offer.prompt().then(() => offer.userChoice);
            setOffer(null);
          }}
          onDismiss={() => {
            remember(INSTALL_DISMISSED_KEY);
            setOffer(null);
          }}
        />
      </Suspense>
    </LazyBoundary>
  );
}
