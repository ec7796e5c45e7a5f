// The App Router has no router-error callback (docs/decisions.md "Navigation Error").

export const NAVIGATION_PENDING_MS = 15_000;
export const NAVIGATION_SETTLE_MS = 2_000;

export type NavigationTracker = {
  start: (now?: number) => void;
  commit: (now?: number) => void;
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

export const navigationTracker = createNavigationTracker();

export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  href: string;
  target: string;
  download: boolean;
};

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
  return !(destination.pathname === current.pathname && destination.search === current.search);
}
