"use client";
// On /today and /care-card: marks whose page this is for the service worker's offline copy
// (lib/offline/personal-pages.ts), and, when the copy is what is showing, says how old it is.
import { useEffect, useState } from "react";

import { OWNER_ATTRIBUTE } from "@/lib/offline/personal-pages";

const PROBE_URL = "/api/health";

/** Any answer at all means online; only a failed request (no connection) means this is the kept copy. */
async function reachable(): Promise<boolean> {
  try {
    await fetch(PROBE_URL, { cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

export interface OfflineCopyNoteProps {
  userId: string;
  renderedAt: string;
  /** What still works offline on this page, after the note's first sentence. */
  offlineHint?: string;
}

export function OfflineCopyNote({ userId, renderedAt, offlineHint }: OfflineCopyNoteProps) {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const check = () => void reachable().then((online) => setOffline(!online));
    check();
    window.addEventListener("online", check);
    window.addEventListener("offline", check);
    return () => {
      window.removeEventListener("online", check);
      window.removeEventListener("offline", check);
    };
  }, []);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(renderedAt));
  return (
    <div {...{ [OWNER_ATTRIBUTE]: userId }}>
      {offline ? (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          Offline — as of {time}. This is the copy last saved on this device.
          {offlineHint ? ` ${offlineHint}` : null}
        </p>
      ) : null}
    </div>
  );
}
