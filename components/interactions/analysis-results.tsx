// Nothing here calls a combination safe: an empty result only means the knowledge base knows of no interaction, and
// a check that could not cover everything says "Not fully checked".
import { ChevronDown } from "@/components/ui/icons";
import type { ReactNode } from "react";

import type { AnalysisResult } from "@/lib/interactions/types";

import { DoseTable } from "./dose-table";
import { EvidenceDetails, type EvidenceLevelMeanings } from "./evidence-details";
import { FindingCard } from "./finding-card";
import {
  depletionViews,
  groupFindings,
  medicineFoodViews,
  nameLookupFor,
  severityLabel,
  synergyViews,
  type DepletionView,
  type FindingView,
} from "./finding-views";
import { RiskSummary } from "./risk-summary";
import { TimingSchedule } from "./timing-schedule";
import {
  CheckedAgainst,
  checkedEntries,
  AllergenCard,
  CombinedWarningCard,
  NotCheckedNotice,
  StandingCautionCard,
  UpperLevelCard,
  type UseSuggestion,
} from "./verdict-sections";
import { isPartial } from "@/lib/interactions/verdict";

export type AnalysisResultsProps = {
  result: AnalysisResult;
  evidenceLevels: EvidenceLevelMeanings;
  onUseSuggestion?: UseSuggestion;
  /** For a page read rather than worked on (a shared stack); anything that asks for care always stays open. */
  foldInformation?: boolean;
  /** The schedule and daily totals fold with the information too, unless they are what the page is for. */
  foldTables?: boolean;
};

type ResultSectionProps = {
  id: string;
  title: string;
  folded?: boolean;
  children: ReactNode;
};

function ResultSection({ id, title, folded = false, children }: ResultSectionProps) {
  if (folded) {
    return (
      <details className="group rounded-lg border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2">
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="space-y-3 px-4 pb-4">{children}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

type DepletionCardProps = { depletion: DepletionView; evidenceLevels: EvidenceLevelMeanings };

function DepletionCard({ depletion, evidenceLevels }: DepletionCardProps) {
  return (
    <article className="rounded-lg border border-l-4 border-slate-200 border-l-violet-600 bg-white p-4">
      <h4 className="text-base font-semibold text-slate-900">{depletion.heading}</h4>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {depletion.timeframe === "days" ? "Within days" : "Over weeks"} · {depletion.magnitude}
      </p>
      <p className="mt-2 text-sm text-slate-800">{depletion.effect}</p>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">How it happens: </span>
        {depletion.mechanism}
      </p>
      <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">What to do</p>
        <p className="mt-1 text-slate-800">{depletion.recommendation}</p>
      </div>
      <EvidenceDetails
        evidenceLevel={depletion.evidenceLevel}
        isVerified={depletion.isVerified}
        references={depletion.references}
        evidenceLevels={evidenceLevels}
      />
    </article>
  );
}

type FindingGroupsProps = {
  groups: ReturnType<typeof groupFindings>;
  evidenceLevels: EvidenceLevelMeanings;
  foldInformation: boolean;
};

function FindingGroups({ groups, evidenceLevels, foldInformation }: FindingGroupsProps) {
  return (
    <>
      {groups.map((group) => (
        <ResultSection
          key={group.severity}
          id={`findings-${group.severity}`}
          title={`${group.label} (${String(group.findings.length)})`}
          folded={foldInformation && group.severity === "info"}
        >
          <p className="text-sm text-slate-700">{group.description}</p>
          <FindingList findings={group.findings} evidenceLevels={evidenceLevels} />
        </ResultSection>
      ))}
    </>
  );
}

type PartProps = { result: AnalysisResult; evidenceLevels: EvidenceLevelMeanings; foldInformation: boolean };

function NothingFound({ result, synergies }: { result: AnalysisResult; synergies: number }) {
  const found = synergies > 0 ? "known harmful interactions" : "known interactions";
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 font-medium text-slate-900">
      {isPartial(result)
        ? `Among what we could check, no ${found} found in our database.`
        : `No ${found} found in our database for this combination.`}{" "}
      An interaction we do not list may still exist.
    </p>
  );
}

function FindingList({
  findings,
  tone,
  evidenceLevels,
}: { findings: FindingView[]; tone?: "synergy" } & Pick<PartProps, "evidenceLevels">) {
  return (
    <ul className="space-y-3">
      {findings.map((finding) => (
        <li key={finding.key}>
          <FindingCard
            finding={finding}
            severityLabel={tone ? "Works well together" : severityLabel(finding.severity)}
            tone={tone ?? finding.severity}
            evidenceLevels={evidenceLevels}
          />
        </li>
      ))}
    </ul>
  );
}

function Findings({ result, evidenceLevels, foldInformation }: PartProps) {
  const names = nameLookupFor(result);
  const groups = groupFindings(result, names);
  const depletions = depletionViews(result.nutrientDepletions, names);
  const synergies = synergyViews(result, names);
  const nothingFound =
    groups.length === 0 &&
    depletions.length === 0 &&
    result.upperLevelFindings.length === 0 &&
    result.combinedWarnings.length === 0 &&
    result.allergenFindings.length === 0 &&
    result.standingCautions.length === 0;
  return (
    <>
      {result.standingCautions.map((caution) => (
        <StandingCautionCard key={caution.advice} caution={caution} />
      ))}
      {result.allergenFindings.map((finding) => (
        <AllergenCard key={`${finding.supplementId}-${finding.typed}`} finding={finding} />
      ))}
      {result.combinedWarnings.map((warning) => (
        <CombinedWarningCard key={warning.kind + warning.drugName} warning={warning} />
      ))}
      {nothingFound ? <NothingFound result={result} synergies={synergies.length} /> : null}
      <FindingGroups groups={groups} evidenceLevels={evidenceLevels} foldInformation={foldInformation} />
      {result.upperLevelFindings.length > 0 ? (
        <ResultSection
          id="findings-upper-levels"
          title={`Above UK upper levels (${String(result.upperLevelFindings.length)})`}
        >
          <ul className="space-y-3">
            {result.upperLevelFindings.map((finding) => (
              <li key={finding.ingredientSlug}>
                <UpperLevelCard finding={finding} />
              </li>
            ))}
          </ul>
        </ResultSection>
      ) : null}
      {depletions.length > 0 ? (
        <ResultSection id="findings-depletions" title="Effects on nutrients" folded={foldInformation}>
          <ul className="space-y-3">
            {depletions.map((depletion) => (
              <li key={depletion.key}>
                <DepletionCard depletion={depletion} evidenceLevels={evidenceLevels} />
              </li>
            ))}
          </ul>
        </ResultSection>
      ) : null}
      {synergies.length > 0 ? (
        <ResultSection id="findings-synergies" title="Works well together" folded={foldInformation}>
          <FindingList findings={synergies} tone="synergy" evidenceLevels={evidenceLevels} />
        </ResultSection>
      ) : null}
    </>
  );
}

function AboutYourMedicines({ result, evidenceLevels, foldInformation }: PartProps) {
  const checked = checkedEntries(result);
  const foodNotes = medicineFoodViews(result.medicineFoodNotes);
  return (
    <>
      {checked.length > 0 ? (
        <ResultSection id="checked-against-heading" title="Your medicines and conditions">
          <CheckedAgainst entries={checked} />
        </ResultSection>
      ) : null}
      {foodNotes.length > 0 ? (
        <ResultSection
          id="medicine-food-heading"
          title="Food and drink with your medicines"
          folded={foldInformation}
        >
          <p className="text-sm text-slate-700">
            These are about your medicines rather than your supplements, so they do not change the risk level.
          </p>
          <FindingList findings={foodNotes} evidenceLevels={evidenceLevels} />
        </ResultSection>
      ) : null}
    </>
  );
}

export function AnalysisResults({
  result,
  evidenceLevels,
  onUseSuggestion,
  foldInformation = false,
  foldTables = foldInformation,
}: AnalysisResultsProps) {
  return (
    <div className="space-y-8">
      <RiskSummary result={result} />
      {result.notChecked.length > 0 ? (
        <NotCheckedNotice notChecked={result.notChecked} onUseSuggestion={onUseSuggestion} />
      ) : null}
      <Findings result={result} evidenceLevels={evidenceLevels} foldInformation={foldInformation} />
      <AboutYourMedicines result={result} evidenceLevels={evidenceLevels} foldInformation={foldInformation} />
      {result.timingOptimization.schedule.length > 0 ? (
        <ResultSection
          id="timing-heading"
          title="When to take them"
          // A timing conflict no time of day resolves is a warning: it stays open.
          folded={foldTables && result.timingOptimization.conflicts.every((conflict) => conflict.resolved)}
        >
          <TimingSchedule
            schedule={result.timingOptimization.schedule}
            conflicts={result.timingOptimization.conflicts}
          />
        </ResultSection>
      ) : null}
      {result.cumulativeDoses.length > 0 ? (
        <ResultSection id="doses-heading" title="Daily totals against UK upper levels" folded={foldTables}>
          <DoseTable doses={result.cumulativeDoses} />
        </ResultSection>
      ) : null}
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">{result.disclaimer}</p>
    </div>
  );
}
