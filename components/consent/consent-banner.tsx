"use client";
// Not modal, and Reject All is as easy and as prominent as Accept All (ICO guidance on cookie consent).
import { Link } from "@/components/ui/link";
import { useEffect, useRef, type RefObject } from "react";

import { Button } from "@/components/ui/button";

import { clsx } from "clsx";

import { BANNER_TITLE, COOKIE_POLICY_PATH } from "./consent-copy";

export type ConsentBannerProps = {
  /** False while it waits for its delay: drawn invisible and inert, then faded in (consent-manager.tsx). */
  revealed?: boolean;
  onCustomize: () => void;
  onRejectAll: () => void;
  onAcceptAll: () => void;
  onPrepareCustomize?: () => void;
};

/** Room below the page as tall as the banner, so the page's last lines can scroll above it. */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>, revealed: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!element || !revealed) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${String(element.offsetHeight)}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, [banner, revealed]);
}

export function ConsentBanner({
  revealed = true,
  onCustomize,
  onRejectAll,
  onAcceptAll,
  onPrepareCustomize,
}: ConsentBannerProps) {
  const banner = useRef<HTMLElement>(null);
  useRoomBelowPage(banner, revealed);
  return (
    <section
      ref={banner}
      role="region"
      aria-labelledby="consent-banner-title"
      data-consent-banner=""
      aria-hidden={revealed ? undefined : true}
      inert={!revealed}
      // Never taller than the screen: at 400% zoom (320×256) the banner scrolls, so its buttons stay reachable.
      className={clsx(
        "fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto border-t border-slate-200 bg-white p-4 shadow-[0_-4px_24px_rgba(15,23,42,0.12)] transition-opacity duration-300 motion-reduce:transition-none sm:p-5",
        revealed ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="consent-banner-title" className="text-base font-semibold text-slate-900">
            {BANNER_TITLE}
          </h2>
          {/* Three short paragraphs rather than one large block of text. */}
          <div className="mt-1 space-y-1 text-sm text-slate-700">
            <p>We use necessary cookies to make this site work.</p>
            <p>
              With your permission we would also measure how our pages perform (analytics), remember optional
              features (functional) and allow marketing.
            </p>
            <p>
              Nothing optional runs until you choose. Read our{" "}
              <Link
                href={COOKIE_POLICY_PATH}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Cookie Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={onCustomize}
            onPointerEnter={onPrepareCustomize}
            onFocus={onPrepareCustomize}
          >
            Customize
          </Button>
          {/* As prominent as Accept All: a filled button of equal size (ICO guidance). */}
          <Button variant="dark" onClick={onRejectAll}>
            Reject All
          </Button>
          <Button onClick={onAcceptAll}>Accept All</Button>
        </div>
      </div>
    </section>
  );
}
