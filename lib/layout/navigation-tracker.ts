// Whether the browser is in the middle of (or has just finished) a client-side navigation, so a route
// error boundary can tell a router error ('Navigation Error', docs/product-rules.md §2 "Error and
// loading screens") from an error on a page the visitor was already using ('Something went wrong').
// The App Router has no router-error callback (docs/decisions.md "Navigation Error"), so the store is
// fed from outside: a same-origin link click or back/forward starts a navigation, and the committed
// pathname changing ends it (components/layout/navigation-tracker.tsx). Framework-free, tested alone.

/** A navigation that has not committed after this long is treated as abandoned. */
export const NAVIGATION_PENDING_MS = 15_000;
/** Errors this soon after a navigation committed still count as the navigation's (the new page's first render and effects). */
export const NAVIGATION_SETTLE_MS = 2_000;

export type NavigationTracker = {
  /** A navigation began (a link was followed, back/forward pressed); `now` defaults to the clock. */
  start: (now?: number) => void;
  /** The router committed a new pathname. */
  commit: (now?: number) => void;
  /** True while a navigation is pending or has just committed. */
  isNavigating: (now?: number) => boolean;
};

export function createNavigationTracker(): NavigationTracker {
  let startedAt: number | null = null;
  let committedAt: number | null = null;
  return {
    start(now = Date.now()) {
      startedAt = now;
      committedAt = null;
    },
    commit(now = Date.now()) {
      startedAt = null;
      committedAt = now;
    },
    isNavigating(now = Date.now()) {
      if (startedAt !== null && now - startedAt <= NAVIGATION_PENDING_MS) return true;
      return committedAt !== null && now - committedAt <= NAVIGATION_SETTLE_MS;
    },
  };
}

/** The browser's one tracker. */
export const navigationTracker = createNavigationTracker();

/** The parts of a click and its link that decide whether the App Router will handle it. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The link's resolved href (anchor.href), its target attribute and whether it downloads. */
  href: string;
  target: string;
  download: boolean;
};

/**
 * True when following the link stays in this tab and on this site — a navigation the router
 * performs. New tabs, downloads and other origins are not navigations of this page.
 */
export function isInAppNavigation(click: LinkClick, currentUrl: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (click.download || (click.target !== "" && click.target !== "_self")) return false;
  let destination: URL;
  try {
    destination = new URL(click.href, currentUrl);
  } catch {
    return false;
  }
  const current = new URL(currentUrl);
  if (destination.origin !== current.origin) return false;
  // A link to an anchor on the same page scrolls; it does not navigate.
  return !(destination.pathname === current.pathname && destination.search === current.search);
}
