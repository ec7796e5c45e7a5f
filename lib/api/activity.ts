// Counts in-flight API requests for the global top-right 'Loading...' indicator (SPEC §2 "Layout
// rules": it "appears top right while any API request is active"). A tiny external store shaped
// for React's useSyncExternalStore(subscribeToActiveRequests, getActiveRequestCount,
// getServerActiveRequestCount).

type Listener = () => void;

let activeRequests = 0;
const listeners = new Set<Listener>();

function notify(): void {
  // Copy first: a listener may unsubscribe while we iterate.
  for (const listener of [...listeners]) listener();
}

/** Marks a request as started; the returned `end` may be called any number of times. */
export function beginRequest(): () => void {
  activeRequests += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    activeRequests -= 1;
    notify();
  };
}

export function getActiveRequestCount(): number {
  return activeRequests;
}

/** Server renders never have browser requests in flight, so the indicator starts hidden. */
export const getServerActiveRequestCount = (): number => 0;

export function subscribeToActiveRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
