// Counts in-flight API requests for the global top-right 'Loading...' indicator (docs/product-rules.md §2 "Layout
// rules": it "appears top right while any API request is active"). A zustand store like the app's
// other client stores; components read it with `useStore(activityStore, (state) => state.active)`,
// whose server snapshot (the initial state) is no requests.
import { createStore } from "zustand/vanilla";

export const activityStore = createStore<{ active: number }>()(() => ({ active: 0 }));

/** Marks a request as started; the returned `end` may be called any number of times. */
export function beginRequest(): () => void {
  activityStore.setState((state) => ({ active: state.active + 1 }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    activityStore.setState((state) => ({ active: state.active - 1 }));
  };
}
