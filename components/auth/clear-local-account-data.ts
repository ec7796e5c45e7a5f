// Cleared so the next person at a shared computer sees none of it (docs/offline.md "One browser, several accounts").
import { clearConversation } from "@/components/assistant/conversation-storage";
import { writeLocalAccount } from "@/components/offline/local-account";
import { saveQueue } from "@/components/offline/save-queue";
import { stackStore } from "@/components/stacks/stack-store";
import { doseLogQueue } from "@/components/today/dose-log-queue";
import { appQueryClient } from "@/lib/api/query-client";

// `sign-out`: everything goes. `session-change`: queued saves stay (each goes only with its own account's
// session), and the views on screen fetch their answers again under the current session.
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
  doseLogQueue.getState().clear();
  appQueryClient().clear();
}
