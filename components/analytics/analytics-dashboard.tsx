"use client";
// Each section keeps a text summary and a data table, so a chart that fails costs only the picture.
import { Link } from "@/components/ui/link";
import { useSession } from "@/components/auth/session";
import { useState } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import { BuilderPanel } from "@/components/stacks/builder-panel";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import type { StackAnalytics } from "@/lib/analytics/stack-analytics";
import { isClientError } from "@/lib/errors/client-error";

import {
  BenefitSection,
  CostSection,
  NutrientSection,
  PriceHistorySection,
  ScheduleSection,
} from "./analytics-sections";
import { AdherenceSection } from "./adherence-section";
import { StackComparison } from "./stack-comparison";
import { PdfButton, ReportActions } from "./report-actions";
import { useAnalyticsSources, useStackAnalytics, type AnalyticsSource } from "./use-stack-analytics";

const MAX_COMPARED = 3;

function EmptyState({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No stack to analyse yet</h2>
      <p className="mt-2 text-slate-700">
        Add supplements in the stack builder and come back here to see their cost, daily totals, benefits and
        schedule.
        {signedIn
          ? " Stacks you save will be listed here too."
          : " Sign in to analyse and compare saved stacks."}
      </p>
      <Link
        href="/stacks"
        className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Build a stack
      </Link>
    </div>
  );
}

type PickerProps = { sources: AnalyticsSource[]; chosen: string[]; onToggle: (id: string) => void };

function StackPicker({ sources, chosen, onToggle }: PickerProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">
        Stacks to analyse (choose up to {MAX_COMPARED} to compare)
      </legend>
      <div className="flex flex-wrap gap-3">
        {sources.map((source) => (
          <label
            key={source.id}
            className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <input
              type="checkbox"
              checked={chosen.includes(source.id)}
              disabled={!chosen.includes(source.id) && chosen.length >= MAX_COMPARED}
              onChange={() => {
                onToggle(source.id);
              }}
            />
            {source.name} ({source.items.length} {source.items.length === 1 ? "item" : "items"})
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AccountReports() {
  return (
    <BuilderPanel id="analytics-account-reports" title="My reports">
      <p className="text-sm text-slate-700">
        Your health profile with each saved stack checked against it, or the report of every saved stack in
        one PDF.
      </p>
      <ComponentErrorBoundary>
        <div className="flex flex-wrap items-start gap-3">
          <PdfButton
            label="Health summary (PDF)"
            variant="outline"
            request={{ url: "/api/reports/health-summary", fileName: "health-summary.pdf" }}
          />
          <PdfButton
            label="All my stacks (PDF)"
            variant="outline"
            request={{ url: "/api/reports/stacks", fileName: "my-stacks.pdf" }}
          />
        </div>
      </ComponentErrorBoundary>
    </BuilderPanel>
  );
}

function StackDetails({
  source,
  analytics,
  signedIn,
}: {
  source: AnalyticsSource;
  analytics: StackAnalytics;
  signedIn: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <CostSection analytics={analytics} />
      <NutrientSection analytics={analytics} />
      <BenefitSection analytics={analytics} />
      <ScheduleSection analytics={analytics} />
      <PriceHistorySection analytics={analytics} />
      <BuilderPanel id="analytics-report" title="Report for your GP or pharmacist">
        {/* The PDF buttons and preview are an independent widget: a failure replaces only them. */}
        <ComponentErrorBoundary>
          <ReportActions source={source} signedIn={signedIn} />
        </ComponentErrorBoundary>
      </BuilderPanel>
    </div>
  );
}

export function AnalyticsDashboard() {
  const { sources, signedIn, loading } = useAnalyticsSources();
  const { status } = useSession();
  const [picked, setPicked] = useState<string[]>([]);
  const known = picked.filter((id) => sources.some((source) => source.id === id));
  const chosen = known.length > 0 ? known : sources.slice(0, 1).map((source) => source.id);
  const selected = chosen.flatMap((id) => sources.filter((source) => source.id === id));
  const results = useStackAnalytics(selected, status);

  if (loading) return <Skeleton className="h-64 w-full" />;
  if (sources.length === 0) return <EmptyState signedIn={signedIn} />;
  const toggle = (id: string) => {
    setPicked(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  };
  const [first] = selected;
  const firstResult = results[0];
  return (
    <div className="space-y-6">
      <StackPicker sources={sources} chosen={chosen} onToggle={toggle} />
      {selected.length > 1 ? (
        <StackComparison
          stacks={selected.map((source, index) => ({ source, analytics: results[index]?.data }))}
        />
      ) : null}
      {first && firstResult?.data ? (
        <section aria-label={`Analytics of ${first.name}`} className="space-y-4">
          <h2 className="text-xl font-semibold text-slate-900">{first.name}</h2>
          <StackDetails source={first} analytics={firstResult.data} signedIn={signedIn} />
        </section>
      ) : firstResult?.isError ? (
        <Alert size="roomy">
          {isClientError(firstResult.error) ? firstResult.error.userMessage : "Unable to analyse this stack"}
        </Alert>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      {signedIn ? <AdherenceSection /> : null}
      {signedIn ? <AccountReports /> : null}
    </div>
  );
}
