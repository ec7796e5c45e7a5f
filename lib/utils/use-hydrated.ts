import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/** False on the server and in the first render that hydrates; true in the browser after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
