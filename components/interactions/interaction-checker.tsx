"use client";

// The interaction checker: pick products, add medicines and conditions, and POST them to
// /api/interactions/analyze (SPEC §3 "User medical profile", "Analysis result").
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { Skeleton } from "@/components/ui/skeleton";
import { apiPost } from "@/lib/api/fetch-client";
import type { PickerProduct } from "@/lib/catalogue/queries";
import { isClientError } from "@/lib/errors/client-error";
import type { AnalyseRequest } from "@/lib/interactions/schemas";
import type { AnalysisResult } from "@/lib/interactions/types";

import { AnalysisResults } from "./analysis-results";
import type { EvidenceLevelMeanings } from "./evidence-details";
import { RISK_LABELS } from "./risk-summary";
import { ProductPicker } from "./product-picker";
import { TermInput } from "./term-input";

export const ANALYSE_PATH = "/api/interactions/analyze";
const FALLBACK_ERROR_MESSAGE = "Unable to check supplement interactions";

// The page hands down the evidence scale and the request limit rather than this module importing
// them: their modules define zod schemas, which would otherwise ship to the browser.
export type InteractionCheckerProps = {
  products: readonly PickerProduct[];
  evidenceLevels: EvidenceLevelMeanings;
  /** MAX_SUPPLEMENTS_PER_REQUEST of lib/interactions/schemas.ts. */
  maxSupplements: number;
  /** Products picked when the checker opens (the page's validated `?supplement=` id). */
  initialSupplementIds?: readonly string[];
};

function requestFor(supplementIds: string[], medicines: string[], conditions: string[]): AnalyseRequest {
  return {
    supplementIds,
    medicalProfile: {
      prescriptionDrugs: medicines.map((drugName) => ({ drugName })),
      medicalConditions: conditions,
    },
  };
}

function summaryOf(result: AnalysisResult): string {
  const { interactions } = result;
  const count =
    interactions.supplementInteractions.length +
    interactions.drugInteractions.length +
    interactions.foodInteractions.length +
    interactions.medicalContraindications.length +
    result.nutrientDepletions.length;
  const unknown = result.unknownDrugs.length + result.unknownConditions.length;
  return (
    `Results ready. Overall risk level ${RISK_LABELS[result.riskAssessment.overallRiskLevel]}, ` +
    `${count} ${count === 1 ? "finding" : "findings"}` +
    (unknown > 0 ? `, ${unknown} not in our database.` : ".")
  );
}

const sectionClass = "space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const legendClass = "text-lg font-semibold text-slate-900";

export function InteractionChecker({
  products,
  evidenceLevels,
  maxSupplements,
  initialSupplementIds = [],
}: InteractionCheckerProps) {
  const [supplementIds, setSupplementIds] = useState<string[]>(() => [...initialSupplementIds]);
  const [medicines, setMedicines] = useState<string[]>([]);
  const [conditions, setConditions] = useState<string[]>([]);
  const [needsSupplement, setNeedsSupplement] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const analysis = useMutation<AnalysisResult, unknown, AnalyseRequest>({
    mutationFn: (body) => apiPost<AnalysisResult>(ANALYSE_PATH, body),
  });

  // Keyboard and screen-reader users land on the results once they arrive.
  useEffect(() => {
    if (analysis.isSuccess) resultsHeading.current?.focus();
  }, [analysis.isSuccess, analysis.data]);

  const request = requestFor(supplementIds, medicines, conditions);
  const outdated =
    analysis.variables !== undefined && JSON.stringify(analysis.variables) !== JSON.stringify(request);

  function check() {
    if (analysis.isPending) return;
    if (supplementIds.length === 0) {
      setNeedsSupplement(true);
      return;
    }
    setNeedsSupplement(false);
    analysis.mutate(request);
  }

  const errorMessage = analysis.isError
    ? isClientError(analysis.error)
      ? analysis.error.userMessage
      : FALLBACK_ERROR_MESSAGE
    : null;

  let liveMessage = "";
  if (analysis.isPending) liveMessage = "Checking interactions…";
  else if (analysis.isSuccess) liveMessage = summaryOf(analysis.data);

  return (
    <div className="space-y-6">
      <fieldset className={sectionClass}>
        <legend className={legendClass}>1. Your supplements</legend>
        <ProductPicker
          products={products}
          pickedIds={supplementIds}
          maxPicked={maxSupplements}
          onChange={(ids) => {
            setSupplementIds(ids);
            if (ids.length > 0) setNeedsSupplement(false);
          }}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>2. Medicines you take (optional)</legend>
        <TermInput
          label="Medicine name"
          noun="medicine"
          listLabel="Your medicines"
          hint="Type the name on the box or the generic name, e.g. warfarin or levothyroxine."
          terms={medicines}
          onChange={setMedicines}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>3. Health conditions (optional)</legend>
        <TermInput
          label="Condition"
          noun="condition"
          listLabel="Your conditions"
          hint="For example: pregnancy, breastfeeding, chronic kidney disease, haemochromatosis, bleeding disorder."
          terms={conditions}
          onChange={setConditions}
        />
      </fieldset>

      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={check}
          aria-disabled={analysis.isPending}
          aria-describedby={needsSupplement ? "checker-needs-supplement" : undefined}
          className="self-start rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:opacity-75"
        >
          {analysis.isPending ? "Checking…" : "Check interactions"}
        </button>
        {needsSupplement ? (
          <p id="checker-needs-supplement" className="text-sm font-medium text-red-800">
            Add at least one supplement to check.
          </p>
        ) : null}
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {liveMessage}
      </p>

      {errorMessage ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{errorMessage}</p>
        </div>
      ) : null}

      {analysis.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}

      {analysis.isSuccess ? (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2
            id="results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            Your results
          </h2>
          {outdated ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
              You have changed your choices since this check: press “Check interactions” again to update the
              results.
            </p>
          ) : null}
          <AnalysisResults result={analysis.data} evidenceLevels={evidenceLevels} />
        </section>
      ) : null}
    </div>
  );
}
