"use client";

// The first pathname seen is the page the document loaded, not a navigation.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

import { isInAppNavigation, navigationTracker } from "@/lib/layout/navigation-tracker";

function onLinkClick(event: MouseEvent): void {
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const click = {
    button: event.button,
    metaKey: event.metaKey,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute("download"),
  };
  if (isInAppNavigation(click, window.location.href)) navigationTracker.start();
}

function onHistoryMove(): void {
  navigationTracker.start();
}

export function NavigationTracker() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // Capture phase: the click is seen even when next/link's own handler stops it.
    document.addEventListener("click", onLinkClick, true);
    window.addEventListener("popstate", onHistoryMove);
    return () => {
      document.removeEventListener("click", onLinkClick, true);
      window.removeEventListener("popstate", onHistoryMove);
    };
  }, []);

  useEffect(() => {
    if (previous.current !== null && previous.current !== pathname) navigationTracker.commit();
    previous.current = pathname;
  }, [pathname]);

  return null;
}
