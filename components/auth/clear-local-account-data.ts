// What this browser keeps for the person who just signed out or deleted their account (issue 15,
// item 10): the stack builder's stack, its notes and timings (localStorage `current-stack` and
// `current-stack-meta`, components/stack/stack-storage.ts). Cleared so the next person at a shared
// computer does not see them.
import { stackStore } from "@/components/stack/stack-store";

export function clearLocalAccountData(): void {
  stackStore.getState().clearStack();
}
