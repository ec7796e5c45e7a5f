"use client";
// The stack builder (/stacks): the current stack (the spec's store) with servings a day and a timing
// slot per item, and live panels from POST /api/stacks/preview — costs, savings, interactions
// (with the signed-in user's health profile), timing schedule and daily totals. Works signed out;
// saving needs an account and keeps the stack through sign-in (it lives in localStorage).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import Link from "next/link";

import { AnalysisResults } from "@/components/interactions/analysis-results";
import type { EvidenceLevelMeanings } from "@/components/interactions/evidence-details";
import { RISK_LABELS } from "@/components/interactions/risk-summary";
import { stackStore } from "@/components/stack/stack-store";
import { useStack } from "@/components/stack/use-stack";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiPost } from "@/lib/api/fetch-client";
import { formatPence } from "@/lib/catalogue/pricing";
import { isClientError } from "@/lib/errors/client-error";
import { MAX_SERVINGS_PER_DAY, MAX_STACK_ITEMS } from "@/lib/stacks/limits";
import type { StackPreview } from "@/lib/stacks/preview";

import { AddSupplement } from "./add-supplement";
import { builderMetaStore } from "./builder-meta-store";
import { SaveStackPanel } from "./save-stack-panel";
import { useBuilderMeta } from "./use-builder-meta";
import { type OptimalTiming, TIMING_LABELS, TIMING_SLOTS } from "@/lib/catalogue/values";
import { formatShortDate } from "@/lib/format/dates";

const panelClass = "space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

export function StackBuilder({ evidenceLevels }: { evidenceLevels: EvidenceLevelMeanings }) {
  const { items, setQuantity, removeSupplement, clearStack } = useStack();
  const meta = useBuilderMeta();
  const { status } = useSession();
  const requestItems = items.map((item) => ({
    supplementId: item.supplement.id,
    quantity: Math.min(item.quantity, MAX_SERVINGS_PER_DAY),
    timing: meta.timings[item.supplement.id] ?? null,
  }));

  const preview = useQuery({
    queryKey: [
      "stack-preview",
      requestItems.map(({ supplementId, quantity }) => [supplementId, quantity]),
      status,
    ],
    queryFn: ({ signal }) =>
      apiPost<StackPreview>("/api/stacks/preview", { items: requestItems }, { signal }),
    enabled: items.length > 0 && items.length <= MAX_STACK_ITEMS,
    placeholderData: keepPreviousData,
  });
  const data = preview.data && preview.data.items.length === items.length ? preview.data : undefined;

  function applyAllSavings() {
    if (!data) return;
    for (const saving of data.savings) {
      const item = items.find((entry) => entry.supplement.id === saving.supplementId);
      if (!item) continue;
      stackStore.addSupplement({
        id: saving.replacement.id,
        name: saving.replacement.name,
        brand: saving.replacement.brand,
        price: saving.replacement.packPricePence,
      });
      stackStore.setQuantity(saving.replacement.id, item.quantity);
      const timing = meta.timings[item.supplement.id];
      if (timing) builderMetaStore.setTiming(saving.replacement.id, timing);
      stackStore.removeSupplement(item.supplement.id);
      builderMetaStore.setTiming(item.supplement.id, null);
    }
    toast({
      title: "Savings applied",
      description: `About ${formatPence(data.totalMonthlySavingPence)} a month less.`,
      variant: "success",
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="space-y-6">
        <section aria-labelledby="add-heading" className={panelClass}>
          <h2 id="add-heading" className="text-lg font-semibold text-slate-900">
            Add supplements
          </h2>
          <AddSupplement />
        </section>

        <section aria-labelledby="stack-heading" className={panelClass}>
          <div className="flex items-center justify-between gap-2">
            <h2 id="stack-heading" className="text-lg font-semibold text-slate-900">
              Your stack{meta.openStack ? `: ${meta.openStack.name}` : ""}
            </h2>
            {items.length > 0 ? (
              <button
                type="button"
                onClick={() => {
                  clearStack();
                  builderMetaStore.replace({ openStack: null, timings: {} });
                }}
                className="text-sm font-medium text-slate-600 hover:text-red-800 hover:underline"
              >
                Clear
              </button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="text-sm text-slate-600">
              Your stack is empty. Search above, or add products from{" "}
              <Link href="/browse" className="font-medium text-brand-800 underline">
                Browse
              </Link>
              .
            </p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Supplements in your stack">
              {items.map((item) => {
                const id = item.supplement.id;
                const previewItem = data?.items.find((entry) => entry.product.id === id);
                return (
                  <li key={id} className="space-y-2 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <Link
                          href={`/supplement/${id}`}
                          className="font-medium text-slate-900 hover:underline"
                        >
                          {item.supplement.name}
                        </Link>
                        {typeof item.supplement.brand === "string" ? (
                          <p className="text-xs text-slate-600">{item.supplement.brand}</p>
                        ) : null}
                      </div>
                      <button
                        type="button"
                        onClick={() => {
                          removeSupplement(id);
                          builderMetaStore.setTiming(id, null);
                        }}
                        className="shrink-0 text-sm font-medium text-slate-600 hover:text-red-800 hover:underline"
                      >
                        Remove<span className="sr-only"> {item.supplement.name}</span>
                      </button>
                    </div>
                    <div className="flex flex-wrap items-end gap-4">
                      <label className="text-sm text-slate-700">
                        Servings a day
                        <input
                          type="number"
                          min={0}
                          max={MAX_SERVINGS_PER_DAY}
                          value={item.quantity}
                          onChange={(event) => {
                            const value = Number(event.target.value);
                            if (Number.isFinite(value))
                              setQuantity(id, Math.min(Math.trunc(value), MAX_SERVINGS_PER_DAY));
                          }}
                          className="ml-2 w-16 rounded-md border border-slate-300 px-2 py-1 text-slate-900"
                        />
                      </label>
                      <label className="text-sm text-slate-700">
                        When
                        <select
                          value={meta.timings[id] ?? previewItem?.product.optimalTiming ?? ""}
                          onChange={(event) =>
                            builderMetaStore.setTiming(
                              id,
                              (event.target.value || null) as OptimalTiming | null,
                            )
                          }
                          className="ml-2 rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900"
                        >
                          <option value="">Not set</option>
                          {TIMING_SLOTS.map((slot) => (
                            <option key={slot} value={slot}>
                              {TIMING_LABELS[slot]}
                            </option>
                          ))}
                        </select>
                      </label>
                      {previewItem?.cost ? (
                        <p className="text-sm text-slate-700">
                          {formatPence(previewItem.cost.costPerDayPence)} a day ·{" "}
                          {formatPence(previewItem.cost.costPerMonthPence)} / 30 days
                        </p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          {items.length > MAX_STACK_ITEMS ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              A stack can hold at most {MAX_STACK_ITEMS} supplements. Remove some to see the analysis.
            </p>
          ) : null}
        </section>

        <SaveStackPanel items={requestItems} signedIn={status === "authenticated"} />
      </div>

      <div className="space-y-6" aria-live="polite">
        {items.length === 0 ? null : !data ? (
          preview.isError ? (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
              {isClientError(preview.error)
                ? preview.error.userMessage
                : "Unable to check supplement interactions"}
            </div>
          ) : (
            <div aria-hidden="true" className="space-y-3">
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          )
        ) : (
          <>
            <CostPanel preview={data} onApplyAll={applyAllSavings} />
            <section aria-labelledby="analysis-heading" className={panelClass}>
              <h2 id="analysis-heading" className="text-lg font-semibold text-slate-900">
                Interactions and timing · risk level{" "}
                {RISK_LABELS[data.analysis.riskAssessment.overallRiskLevel]}
              </h2>
              <p className="text-sm text-slate-600">
                {data.usedHealthProfile
                  ? "Includes the medicines and conditions in your health profile."
                  : status === "authenticated"
                    ? "Add your medicines and conditions in your health profile to include them in this check."
                    : "Sign in and add your medicines and conditions to include them in this check."}
              </p>
              <AnalysisResults result={data.analysis} evidenceLevels={evidenceLevels} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}

function CostPanel({ preview, onApplyAll }: { preview: StackPreview; onApplyAll: () => void }) {
  return (
    <section aria-labelledby="cost-heading" className={panelClass}>
      <h2 id="cost-heading" className="text-lg font-semibold text-slate-900">
        Cost
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cost of each supplement at its cheapest offer</caption>
          <thead className="text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Supplement
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Pack
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Per day
              </th>
              <th scope="col" className="py-2 text-right">
                Per 30 days
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.items.map((item) => (
              <tr key={item.product.id}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {item.product.name}
                  {item.product.offer ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {item.product.offer.retailer}
                      {item.product.offer.source === "sample"
                        ? ` · Sample price, ${formatShortDate(item.product.offer.lastCheckedAt)}`
                        : ` · checked ${formatShortDate(item.product.offer.lastCheckedAt)}`}
                      {item.cost ? ` · lasts ${Math.floor(item.cost.daysPerPack)} days` : ""}
                    </span>
                  ) : null}
                </th>
                {item.cost ? (
                  <>
                    <td className="py-2 pr-3 text-right">{formatPence(item.cost.packPricePence)}</td>
                    <td className="py-2 pr-3 text-right">{formatPence(item.cost.costPerDayPence)}</td>
                    <td className="py-2 text-right">{formatPence(item.cost.costPerMonthPence)}</td>
                  </>
                ) : (
                  <td colSpan={3} className="py-2 text-right text-slate-600">
                    No price yet
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold text-slate-900">
            <tr>
              <th scope="row" className="py-2 pr-3">
                Total
              </th>
              <td className="py-2 pr-3 text-right">{formatPence(preview.totals.packsPence)}</td>
              <td className="py-2 pr-3 text-right">{formatPence(preview.totals.perDayPence)}</td>
              <td className="py-2 text-right" data-testid="stack-monthly-total">
                {formatPence(preview.totals.perMonthPence)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {preview.unpricedCount > 0 ? (
        <p className="text-xs text-slate-600">
          {preview.unpricedCount} supplement(s) without a price are not in the totals.
        </p>
      ) : null}
      {preview.includesSamplePrices ? (
        <p className="text-xs text-slate-600">
          Sample prices are examples shipped with the app, dated; check the retailer for the real price.
        </p>
      ) : null}

      {preview.savings.length > 0 ? (
        <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
          <h3 className="font-semibold text-emerald-950">
            Save {formatPence(preview.totalMonthlySavingPence)} a month
          </h3>
          <p className="text-xs text-emerald-950">
            Same ingredients at a similar dose (within 25%), checked to add no new interaction.
          </p>
          <ul className="space-y-1 text-sm text-emerald-950">
            {preview.savings.map((saving) => {
              const current = preview.items.find((item) => item.product.id === saving.supplementId);
              return (
                <li key={saving.supplementId}>
                  {current?.product.name} →{" "}
                  <span className="font-medium">
                    {saving.replacement.brand} {saving.replacement.name}
                  </span>
                  : save {formatPence(saving.monthlySavingPence)} a month
                  {saving.replacement.offerSource === "sample" ? " (sample prices)" : ""}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={onApplyAll}
            className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            Apply all savings
          </button>
        </div>
      ) : null}
    </section>
  );
}
