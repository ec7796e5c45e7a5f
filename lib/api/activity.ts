import { createStore } from "zustand/vanilla";

export const activityStore = createStore<{ active: number }>()(() => ({ active: 0 }));

export function beginRequest(): () => void {
  activityStore.setState((state) => ({ active: state.active + 1 }));
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    activityStore.setState((state) => ({ active: state.active - 1 }));
  };
}
