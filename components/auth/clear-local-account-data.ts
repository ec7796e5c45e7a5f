// What this browser keeps for the person who signed out, deleted their account, or whose session
// lapsed before someone else signed in (docs/offline.md "One browser, several accounts"): the builder's
// stack with its open stack's name and notes, the saves waiting to be sent, the assistant conversation,
// the answers cached in memory (stacks, previews with the health profile, reviews) and the record of
// whose they were. Cleared so the next person at a shared computer sees none of them.
import { clearConversation } from "@/components/assistant/conversation-storage";
import { writeLocalAccount } from "@/components/offline/local-account";
import { saveQueue } from "@/components/offline/save-queue";
import { stackStore } from "@/components/stack/stack-store";
import { appQueryClient } from "@/lib/api/query-client";

/**
 * `sign-out` (the default): the person is leaving, so everything goes. `session-change`: the session
 * lapsed or another account signed in while pages may be showing: the saves waiting to be sent stay
 * (each names its account and goes only with that account's session) and the views on screen fetch
 * their answers again under the current session.
 */
export type ClearReason = "sign-out" | "session-change";

export function clearLocalAccountData(reason: ClearReason = "sign-out"): void {
  stackStore.getState().clearStack();
  clearConversation();
  writeLocalAccount(null);
  if (reason === "session-change") {
    void appQueryClient().resetQueries();
    return;
  }
  saveQueue.getState().clear();
  appQueryClient().clear();
}
