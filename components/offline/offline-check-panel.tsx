"use client";
import { useQuery } from "@/lib/api/query-hooks";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import { AnalysisResults } from "@/components/interactions/analysis-results";
import type { EvidenceLevelMeanings } from "@/components/interactions/evidence-details";
import { verdictPhrase } from "@/lib/interactions/verdict";
import { BuilderPanel } from "@/components/stacks/builder-panel";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { queryKeys } from "@/lib/api/query-keys";
import { formatDate } from "@/lib/format/dates";
import { browserCopyStore, memoryCopyStore } from "@/lib/offline/copy-store";
import { checkStackOffline, type OfflineCheck, type OfflineCheckItem } from "@/lib/offline/offline-check";

export type OfflineCheckPanelProps = {
  items: readonly OfflineCheckItem[];
  signedIn: boolean;
  evidenceLevels: EvidenceLevelMeanings;
};

const UNAVAILABLE: Record<Extract<OfflineCheck, { status: "unavailable" }>["reason"], string> = {
  "no-knowledge-copy":
    "This device has no saved copy of our interaction knowledge base: open the builder once while online to save one.",
  "no-product-copies":
    "The details of the products in this stack were not saved on this device before it went offline.",
};

function NotCheckedOffline({ reason }: { reason: string }) {
  return (
    <BuilderPanel id="analysis" title="Interactions · not checked">
      <Alert tone="warning" size="lg">
        <p className="font-semibold">Could not check this stack offline.</p>
        <p className="mt-1">{reason}</p>
        <p className="mt-1">
          Nothing has been checked, so do not read this as safe. The check runs again when you are back
          online.
        </p>
      </Alert>
    </BuilderPanel>
  );
}

export function OfflineCheckPanel({ items, signedIn, evidenceLevels }: OfflineCheckPanelProps) {
  const check = useQuery({
    queryKey: queryKeys.stacks.offlineCheck(items, signedIn ? "signed-in" : "signed-out"),
    queryFn: () => checkStackOffline(browserCopyStore() ?? memoryCopyStore(), items, { signedIn }),
    // Runs in the browser, so it must run while offline (react-query pauses network queries then).
    networkMode: "always",
    retry: false,
    staleTime: Infinity,
  });
  if (check.isPending) return <Skeleton aria-hidden="true" className="h-40 w-full" />;
  if (check.isError) return <NotCheckedOffline reason="The saved copy could not be read on this device." />;
  const outcome = check.data;
  if (outcome.status === "unavailable") return <NotCheckedOffline reason={UNAVAILABLE[outcome.reason]} />;
  return (
    <BuilderPanel id="analysis" title={`Interactions and timing · ${verdictPhrase(outcome.result)}`}>
      <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
        You&apos;re offline. Checked offline against the knowledge base of{" "}
        <time dateTime={outcome.knowledgeSavedAt}>{formatDate(outcome.knowledgeSavedAt)}</time>, the copy
        saved on this device. Prices and costs need a connection.
      </p>
      <ComponentErrorBoundary>
        <AnalysisResults result={outcome.result} evidenceLevels={evidenceLevels} />
      </ComponentErrorBoundary>
    </BuilderPanel>
  );
}
