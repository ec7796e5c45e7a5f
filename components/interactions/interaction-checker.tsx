"use client";

import { useMutation } from "@/lib/api/query-hooks";
import { useEffect, useRef, useState } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiPost } from "@/lib/api/fetch-client";
import type { PickerIngredient, PickerProduct } from "@/lib/catalogue/queries";
import { isClientError } from "@/lib/errors/client-error";
import { ingredientSlugOf } from "@/lib/interactions/ingredient-items";
import type { AnalyseRequest } from "@/lib/interactions/schemas";
import type { AnalysisResult, NotChecked } from "@/lib/interactions/types";

import { AnalysisResults } from "./analysis-results";
import type { EvidenceLevelMeanings } from "./evidence-details";
import { MedicineScheduleList, schedulesFor, type MedicineScheduleValue } from "./medicine-schedule-list";
import { ProductPicker } from "./product-picker";
import { TermInput } from "./term-input";
import { usePickerOptions } from "./use-picker-options";
import { isPartial, NOT_FULLY_CHECKED, RISK_LABELS } from "@/lib/interactions/verdict";

const ANALYSE_PATH = "/api/interactions/analyze";
const FALLBACK_ERROR_MESSAGE = "Unable to check supplement interactions";

// The page hands down the evidence scale and the request limit rather than this module importing
// them: their modules define zod schemas, which would otherwise ship to the browser.
export type InteractionCheckerProps = {
  products: readonly PickerProduct[];
  ingredients: readonly PickerIngredient[];
  evidenceLevels: EvidenceLevelMeanings;
  maxSupplements: number;
  initialSupplementIds?: readonly string[];
};

function requestFor(
  pickedIds: string[],
  medicines: readonly MedicineScheduleValue[],
  conditions: string[],
): AnalyseRequest {
  const ingredientSlugs = pickedIds.flatMap((id) => ingredientSlugOf(id) ?? []);
  return {
    supplementIds: pickedIds.filter((id) => ingredientSlugOf(id) === null),
    ...(ingredientSlugs.length > 0 ? { ingredientSlugs } : {}),
    medicalProfile: {
      // "Not sure" sends no frequency: the check assumes the medicine's usual one and says so.
      prescriptionDrugs: medicines.map(({ name, frequency }) => ({
        drugName: name,
        ...(frequency ? { frequency } : {}),
      })),
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
    result.nutrientDepletions.length +
    result.upperLevelFindings.length +
    result.combinedWarnings.length +
    result.allergenFindings.length;
  const verdict = isPartial(result)
    ? NOT_FULLY_CHECKED
    : `Overall risk level ${RISK_LABELS[result.riskAssessment.overallRiskLevel]}`;
  const notChecked = result.notChecked.length;
  return (
    `Results ready. ${verdict}, ${String(count)} ${count === 1 ? "finding" : "findings"}` +
    (notChecked > 0 ? `, ${String(notChecked)} not checked.` : ".")
  );
}

function renameMedicine(
  medicines: readonly MedicineScheduleValue[],
  typed: string,
  suggestion: string,
): MedicineScheduleValue[] {
  const names = replaceTerm(
    medicines.map((medicine) => medicine.name),
    typed,
    suggestion,
  );
  const renamed = medicines.map((medicine) =>
    medicine.name === typed ? { ...medicine, name: suggestion } : medicine,
  );
  return schedulesFor(names, renamed);
}

function replaceTerm(terms: readonly string[], typed: string, suggestion: string): string[] {
  const replaced = terms.map((term) => (term === typed ? suggestion : term));
  return replaced.filter(
    (term, index) => replaced.findIndex((other) => other.toLowerCase() === term.toLowerCase()) === index,
  );
}

const sectionClass = "space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const legendClass = "text-lg font-semibold text-slate-900";

type CheckerInputsProps = {
  products: readonly PickerProduct[];
  ingredients: readonly PickerIngredient[];
  maxSupplements: number;
  supplementIds: string[];
  onSupplementsChange: (ids: string[]) => void;
  medicines: MedicineScheduleValue[];
  onMedicinesChange: (medicines: MedicineScheduleValue[]) => void;
  conditions: string[];
  onConditionsChange: (terms: string[]) => void;
};

function CheckerInputs(props: CheckerInputsProps) {
  const options = usePickerOptions();
  return (
    <>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>1. Your supplements</legend>
        <ProductPicker
          products={props.products}
          ingredients={props.ingredients}
          pickedIds={props.supplementIds}
          maxPicked={props.maxSupplements}
          onChange={props.onSupplementsChange}
        />
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>2. Medicines you take (optional)</legend>
        <TermInput
          label="Medicine name"
          noun="medicine"
          listLabel="Your medicines"
          hint="Type the name on the box or the generic name, e.g. warfarin or levothyroxine, and pick it from the list."
          terms={props.medicines.map((medicine) => medicine.name)}
          options={options?.medicines}
          onChange={(names) => props.onMedicinesChange(schedulesFor(names, props.medicines))}
          renderEntries={() => (
            <MedicineScheduleList
              label="Your medicines"
              schedules={props.medicines}
              onChange={props.onMedicinesChange}
            />
          )}
        />
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>3. Health conditions (optional)</legend>
        <TermInput
          label="Condition"
          noun="condition"
          listLabel="Your conditions"
          hint="For example: pregnancy, breastfeeding, chronic kidney disease, haemochromatosis, bleeding disorder."
          terms={props.conditions}
          onChange={props.onConditionsChange}
          options={options?.conditions}
        />
      </fieldset>
    </>
  );
}

type CheckResultsProps = {
  result: AnalysisResult;
  outdated: boolean;
  evidenceLevels: EvidenceLevelMeanings;
  onUseSuggestion: (item: NotChecked, suggestion: string) => void;
};

function CheckResults({ result, outdated, evidenceLevels, onUseSuggestion }: CheckResultsProps) {
  // Keyboard and screen-reader users land on the results once they arrive.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    resultsHeading.current?.focus();
  }, [result]);
  return (
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
        <Alert tone="warning">
          You have changed your choices since this check: press “Check interactions” again to update the
          results.
        </Alert>
      ) : null}
      <ComponentErrorBoundary>
        <AnalysisResults result={result} evidenceLevels={evidenceLevels} onUseSuggestion={onUseSuggestion} />
      </ComponentErrorBoundary>
    </section>
  );
}

function liveMessageOf(analysis: { isPending: boolean; data: AnalysisResult | undefined }): string {
  if (analysis.isPending) return "Checking interactions…";
  return analysis.data ? summaryOf(analysis.data) : "";
}

type AnalysisState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: AnalysisResult | undefined;
};

function CheckProgress({ analysis }: { analysis: AnalysisState }) {
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {liveMessageOf(analysis)}
      </p>
      {analysis.isError ? (
        <Alert size="lg" className="font-semibold">
          {isClientError(analysis.error) ? analysis.error.userMessage : FALLBACK_ERROR_MESSAGE}
        </Alert>
      ) : null}
      {analysis.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : null}
    </>
  );
}

export function InteractionChecker({
  products,
  ingredients,
  evidenceLevels,
  maxSupplements,
  initialSupplementIds = [],
}: InteractionCheckerProps) {
  const [supplementIds, setSupplementIds] = useState<string[]>(() => [...initialSupplementIds]);
  const [medicines, setMedicines] = useState<MedicineScheduleValue[]>([]);
  const [conditions, setConditions] = useState<string[]>([]);
  const [needsSupplement, setNeedsSupplement] = useState(false);
  const analysis = useMutation({
    mutationFn: (body: AnalyseRequest) => apiPost<AnalysisResult>(ANALYSE_PATH, body),
  });
  const request = requestFor(supplementIds, medicines, conditions);
  const outdated =
    analysis.variables !== undefined && JSON.stringify(analysis.variables) !== JSON.stringify(request);

  function check() {
    if (analysis.isPending) return;
    setNeedsSupplement(supplementIds.length === 0);
    if (supplementIds.length > 0) analysis.mutate(request);
  }

  return (
    <div className="space-y-6">
      <CheckerInputs
        products={products}
        ingredients={ingredients}
        maxSupplements={maxSupplements}
        supplementIds={supplementIds}
        onSupplementsChange={(ids) => {
          setSupplementIds(ids);
          if (ids.length > 0) setNeedsSupplement(false);
        }}
        medicines={medicines}
        onMedicinesChange={setMedicines}
        conditions={conditions}
        onConditionsChange={setConditions}
      />
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          onClick={check}
          aria-disabled={analysis.isPending}
          aria-describedby={needsSupplement ? "checker-needs-supplement" : undefined}
          className="self-start"
        >
          {analysis.isPending ? "Checking…" : "Check interactions"}
        </Button>
        {needsSupplement ? (
          <p id="checker-needs-supplement" role="alert" className="text-sm font-medium text-red-800">
            Add at least one supplement to check.
          </p>
        ) : null}
      </div>
      <CheckProgress analysis={analysis} />
      {analysis.isSuccess ? (
        <CheckResults
          result={analysis.data}
          outdated={outdated}
          evidenceLevels={evidenceLevels}
          onUseSuggestion={(item, suggestion) => {
            if (item.kind === "medicine") setMedicines((list) => renameMedicine(list, item.name, suggestion));
            if (item.kind === "condition")
              setConditions((terms) => replaceTerm(terms, item.name, suggestion));
          }}
        />
      ) : null}
    </div>
  );
}
