"use client";
import dynamic from "next/dynamic";

import { useSession } from "@/components/auth/session";
import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import { AnalysisResults } from "@/components/interactions/analysis-results";
import type { EvidenceLevelMeanings } from "@/components/interactions/evidence-details";
import { verdictPhrase } from "@/lib/interactions/verdict";
import { useOfflineCopies } from "@/components/offline/use-offline-copies";
import { useOnline } from "@/components/offline/use-online";
import { useSignedInOffline } from "@/components/offline/use-signed-in-offline";
import { useBuilderState, useStack } from "@/components/stacks/use-stack";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { isClientError } from "@/lib/errors/client-error";
import type { StackPreview } from "@/lib/stacks/preview";

import { AddSupplement } from "./add-supplement";
import { BuilderPanel } from "./builder-panel";
import { CostPanel } from "./cost-panel";
import { SaveStackPanel } from "./save-stack-panel";
import { StackItemsPanel } from "./stack-items";
import { useApplySavings } from "./use-apply-savings";
import { previewRequestItems, useStackPreview } from "./use-stack-preview";

// Loaded only when the builder is offline, so the engine costs the online builder nothing.
const OfflineCheckPanel = dynamic(
  () => import("@/components/offline/offline-check-panel").then((module) => module.OfflineCheckPanel),
  { ssr: false, loading: () => <Skeleton aria-hidden="true" className="h-40 w-full" /> },
);

export type StackBuilderProps = { evidenceLevels: EvidenceLevelMeanings };

export function StackBuilder({ evidenceLevels }: StackBuilderProps) {
  const { items } = useStack();
  const { timings } = useBuilderState();
  const { status } = useSession();
  const requestItems = previewRequestItems(items, timings);
  const preview = useStackPreview(requestItems, status);
  // Offline as the browser says, or when the check got no answer: the browser can think it is online.
  const online = useOnline() && !preview.unreachable;
  const signedIn = useSignedInOffline(status, online);
  useOfflineCopies(preview.data ? requestItems.map((item) => item.supplementId) : [], online);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      {/* On a wide screen the stack stays in view beside a long analysis, scrolling on its own when taller. */}
      <div
        data-testid="builder-stack-column"
        className="space-y-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:p-1"
      >
        <BuilderPanel id="add" title="Add supplements">
          <AddSupplement />
        </BuilderPanel>
        <StackItemsPanel previewItems={preview.data?.items} />
        <SaveStackPanel items={requestItems} signedIn={signedIn} />
      </div>
      {/* Not a live region itself: only this one short line is announced when a check arrives. */}
      <p role="status" className="sr-only">
        {preview.data ? `Stack checked: ${verdictPhrase(preview.data.analysis)}.` : ""}
      </p>
      <div className="space-y-6">
        {items.length === 0 ? null : !online ? (
          <OfflineCheckPanel
            items={items.map((item, index) => ({
              supplementId: item.supplement.id,
              name: item.supplement.name,
              quantity: requestItems[index]?.quantity ?? item.quantity,
              timing: requestItems[index]?.timing ?? null,
            }))}
            signedIn={signedIn}
            evidenceLevels={evidenceLevels}
          />
        ) : preview.data ? (
          <PreviewPanels
            preview={preview.data}
            evidenceLevels={evidenceLevels}
            signedIn={status === "authenticated"}
          />
        ) : preview.isError ? (
          <Alert size="lg">
            {isClientError(preview.error)
              ? preview.error.userMessage
              : "Unable to check supplement interactions"}
          </Alert>
        ) : (
          <div aria-hidden="true" className="space-y-3">
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </div>
    </div>
  );
}

type PreviewPanelsProps = StackBuilderProps & { preview: StackPreview; signedIn: boolean };

function PreviewPanels({ preview, evidenceLevels, signedIn }: PreviewPanelsProps) {
  const savings = useApplySavings();
  return (
    <>
      <CostPanel
        preview={preview}
        onApplyAll={() => savings.applyAll(preview.savings)}
        onSwap={savings.swap}
        applyingAll={savings.applyingAll}
        checkingId={savings.checkingId}
      />
      <BuilderPanel id="analysis" title={`Interactions and timing · ${verdictPhrase(preview.analysis)}`}>
        <p className="text-sm text-slate-600">
          {preview.usedHealthProfile
            ? "Includes the medicines and conditions in your health profile."
            : signedIn
              ? "Add your medicines and conditions in your health profile to include them in this check."
              : "Sign in and add your medicines and conditions to include them in this check."}
        </p>
        <ComponentErrorBoundary>
          {/* Information-level findings fold, as on a stack's page, so warnings stay near the top; the schedule
              and daily totals stay open, as the builder is where they are worked on. */}
          <AnalysisResults
            result={preview.analysis}
            evidenceLevels={evidenceLevels}
            foldInformation
            foldTables={false}
          />
        </ComponentErrorBoundary>
      </BuilderPanel>
    </>
  );
}
