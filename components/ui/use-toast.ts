// A module-level zustand store, so `toast()` works from any client code without a hook (docs/product-rules.md §4 "Toast").
import type { ReactElement, ReactNode } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";

/** §2 "one toast at a time". */
export const TOAST_LIMIT = 1;
/** §9 "removal delay 1,000,000 ms": how long a dismissed toast stays in state before removal. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** §9 "auto-close 5000 ms". */
export const TOAST_DURATION_MS = 5000;
/** §9 "swipe threshold 50". */
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = "default" | "success" | "destructive";

export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ReactElement;
};

type ToastRecord = ToastInput & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastInput>) => void;
};

export type ToastState = {
  readonly toasts: readonly ToastRecord[];
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
};

export type ToastStore = StoreApi<ToastState>;

export function createToastStore(): ToastStore {
  let nextId = 0;
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  return createStore<ToastState>()((set, get) => {
    const setToasts = (toasts: readonly ToastRecord[]) => set({ toasts });

    function cancelRemoval(id: string): void {
      clearTimeout(removalTimers.get(id));
      removalTimers.delete(id);
    }

    function scheduleRemoval(id: string): void {
      if (removalTimers.has(id)) return;
      const timer = setTimeout(() => {
        removalTimers.delete(id);
        setToasts(get().toasts.filter((toast) => toast.id !== id));
      }, TOAST_REMOVE_DELAY);
      removalTimers.set(id, timer);
    }

    function dismiss(id?: string): void {
      const { toasts } = get();
      const targets = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
      if (targets.length === 0) return;
      for (const toast of targets) scheduleRemoval(toast.id);
      setToasts(toasts.map((toast) => (targets.includes(toast) ? { ...toast, open: false } : toast)));
    }

    function update(id: string, changes: Partial<ToastInput>): void {
      const { toasts } = get();
      if (!toasts.some((toast) => toast.id === id)) return;
      setToasts(toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)));
    }

    function toast(input: ToastInput): ToastHandle {
      nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(nextId);
      const next = [{ ...input, id, open: true }, ...get().toasts];
      // Toasts pushed out by the limit are gone at once; their pending removal is moot.
      for (const dropped of next.slice(TOAST_LIMIT)) cancelRemoval(dropped.id);
      setToasts(next.slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) };
    }

    return { toasts: [], toast, dismiss };
  });
}

export const toastStore = createToastStore();

export function toast(input: ToastInput): ToastHandle {
  return toastStore.getState().toast(input);
}

export function useToast(store: ToastStore = toastStore): ToastState {
  return useStore(store);
}
