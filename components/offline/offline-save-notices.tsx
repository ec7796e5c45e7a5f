"use client";
// What the builder's save panel says about saves made offline (docs/offline.md): one waiting to be
// sent, and a conflict found when it was sent — shown as the online conflict is ("changed in another
// tab or device"), with the same way out: load the saved version, or save as a new stack.
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { STACK_CONFLICT_MESSAGE } from "@/lib/stacks/limits";

import type { QueuedSave, SaveConflict } from "./save-queue";

const SAVED_OFFLINE = "Saved offline — will sync when you're back online.";

export type OfflineSaveNoticesProps = {
  waiting: QueuedSave | undefined;
  online: boolean;
  conflict: SaveConflict | null;
  loading: boolean;
  onLoadSaved: (stackId: string) => void;
};

export function OfflineSaveNotices({
  waiting,
  online,
  conflict,
  loading,
  onLoadSaved,
}: OfflineSaveNoticesProps) {
  return (
    <>
      {waiting ? (
        <Alert tone="info">{online ? "Syncing the save you made offline…" : SAVED_OFFLINE}</Alert>
      ) : null}
      {conflict ? (
        <>
          <Alert>
            Your offline save of “{conflict.name}” was not sent. {STACK_CONFLICT_MESSAGE} Your changes are
            still in the builder: save them as a new stack to keep both.
          </Alert>
          <Button variant="link" size="sm" busy={loading} onClick={() => onLoadSaved(conflict.stackId)}>
            Load the saved version
          </Button>
        </>
      ) : null}
    </>
  );
}
