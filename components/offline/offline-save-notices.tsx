"use client";
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
