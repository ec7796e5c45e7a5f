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

/**
 * Room below the page as tall as the banner, so the page's last lines can scroll above it, and scroll padding as
 * tall, so a control reached with Tab scrolls clear of it (WCAG 2.2 2.4.11 Focus Not Obscured).
 */
function useRoomBelowPage(banner: RefObject<HTMLElement | null>, revealed: boolean): void {
  useEffect(() => {
    const element = banner.current;
    if (!element || !revealed) return;
    const reserve = () => {
      const height = `${String(element.offsetHeight)}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, [banner, revealed]);
}

// Where Escape already means something: a dialog, an open menu or list, a field being typed in.
const ESCAPE_TAKEN = [
  '[role="dialog"]',
  '[aria-modal="true"]',
  '[aria-expanded="true"]',
  "textarea",
  "select",
  '[contenteditable="true"]',
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
].join(", ");

function escapeTakenAt(target: Element): boolean {
  if (target.closest(ESCAPE_TAKEN)) return true;
  return [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].some((control) =>
    document.getElementById(control.getAttribute("aria-controls") ?? "")?.contains(target),
  );
}

/**
 * The banner stays until a decision (docs/product-rules.md §2 "Auth and consent screens"), so Escape cannot close
 * it: pressed where it has no other use, it brings focus to the banner to decide.
 */
function useEscapeToBanner(banner: RefObject<HTMLElement | null>, revealed: boolean): void {
  useEffect(() => {
    if (!revealed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const element = banner.current;
      const target = event.target instanceof Element ? event.target : null;
      if (event.key !== "Escape" || event.defaultPrevented || !element || !target) return;
      // Another handler has already acted on it when it has moved focus.
      if (document.activeElement !== target || element.contains(target) || escapeTakenAt(target)) return;
      element.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
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
  useEscapeToBanner(banner, revealed);
  return (
    <section
      ref={banner}
      role="region"
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
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
