// The result of an interaction check (SPEC §3 "Analysis result"). Presentational: the checker
// fetches, this renders. Nothing here calls a combination safe: an empty result only means the
// knowledge base knows of no interaction, and unknown medicines and conditions are said to be unknown.
import type { ReactNode } from "react";

import { UNKNOWN_TO_DATABASE } from "@/lib/interactions/rules";
import type { AnalysisResult } from "@/lib/interactions/types";

import { DoseTable } from "./dose-table";
import { EvidenceDetails, type EvidenceLevelMeanings } from "./evidence-details";
import { FindingCard } from "./finding-card";
import {
  depletionViews,
  groupFindings,
  nameLookupFor,
  synergyViews,
  type DepletionView,
} from "./finding-views";
import { RiskSummary } from "./risk-summary";
import { TimingSchedule } from "./timing-schedule";

const NO_FINDINGS_MESSAGE = "No known interactions found in our database for this combination";

export type AnalysisResultsProps = {
  result: AnalysisResult;
  evidenceLevels: EvidenceLevelMeanings;
};

function ResultSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

type Unknown = { kind: string; name: string };

function UnknownsNotice({ unknowns }: { unknowns: readonly Unknown[] }) {
  return (
    <section
      aria-labelledby="unknown-heading"
      className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
    >
      <h3 id="unknown-heading" className="text-lg font-semibold text-amber-950">
        Medicines and conditions we could not check
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        We have no information about these, so this result says nothing about them.
      </p>
      <ul className="mt-3 space-y-1 text-sm text-amber-950">
        {unknowns.map((item) => (
          <li key={item.kind + item.name}>
            <span className="font-semibold">
              {item.kind}: {item.name}
            </span>{" "}
            — <span>{UNKNOWN_TO_DATABASE}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type DepletionCardProps = { depletion: DepletionView; evidenceLevels: EvidenceLevelMeanings };

function DepletionCard({ depletion, evidenceLevels }: DepletionCardProps) {
  return (
    <article className="rounded-lg border border-l-4 border-slate-200 border-l-violet-600 bg-white p-4">
      <h4 className="text-base font-semibold text-slate-900">
        {depletion.nutrientName} lowered by {depletion.cause}
      </h4>
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

type FindingGroupsProps = { groups: ReturnType<typeof groupFindings>; evidenceLevels: EvidenceLevelMeanings };

function FindingGroups({ groups, evidenceLevels }: FindingGroupsProps) {
  return (
    <>
      {groups.map((group) => (
        <ResultSection
          key={group.severity}
          id={`findings-${group.severity}`}
          title={`${group.label} (${group.findings.length})`}
        >
          <p className="text-sm text-slate-700">{group.description}</p>
          <ul className="space-y-3">
            {group.findings.map((finding) => (
              <li key={finding.key}>
                <FindingCard
                  finding={finding}
                  severityLabel={group.label}
                  tone={group.severity}
                  evidenceLevels={evidenceLevels}
                />
              </li>
            ))}
          </ul>
        </ResultSection>
      ))}
    </>
  );
}

export function AnalysisResults({ result, evidenceLevels }: AnalysisResultsProps) {
  const names = nameLookupFor(result);
  const groups = groupFindings(result, names);
  const synergies = synergyViews(result, names);
  const depletions = depletionViews(result.nutrientDepletions, names);
  const unknowns = [
    ...result.unknownDrugs.map((name) => ({ kind: "Medicine", name })),
    ...result.unknownConditions.map((name) => ({ kind: "Condition", name })),
  ];
  const nothingFound = groups.length === 0 && depletions.length === 0;

  return (
    <div className="space-y-8">
      <RiskSummary
        level={result.riskAssessment.overallRiskLevel}
        confidence={result.confidence}
        requiresMedicalSupervision={result.riskAssessment.requiresMedicalSupervision}
      />

      {unknowns.length > 0 ? <UnknownsNotice unknowns={unknowns} /> : null}

      {nothingFound ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 font-medium text-slate-900">
          {synergies.length > 0
            ? "No known harmful interactions found in our database for this combination"
            : NO_FINDINGS_MESSAGE}
          . An interaction we do not list may still exist.
        </p>
      ) : null}

      <FindingGroups groups={groups} evidenceLevels={evidenceLevels} />

      {depletions.length > 0 ? (
        <ResultSection id="findings-depletions" title="Nutrient depletions">
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
        <ResultSection id="findings-synergies" title="Works well together">
          <ul className="space-y-3">
            {synergies.map((finding) => (
              <li key={finding.key}>
                <FindingCard
                  finding={finding}
                  severityLabel="Works well together"
                  tone="synergy"
                  evidenceLevels={evidenceLevels}
                />
              </li>
            ))}
          </ul>
        </ResultSection>
      ) : null}

      {result.timingOptimization.schedule.length > 0 ? (
        <ResultSection id="timing-heading" title="When to take them">
          <TimingSchedule
            schedule={result.timingOptimization.schedule}
            conflicts={result.timingOptimization.conflicts}
          />
        </ResultSection>
      ) : null}

      {result.cumulativeDoses.length > 0 ? (
        <ResultSection id="doses-heading" title="Daily totals against UK upper levels">
          <DoseTable doses={result.cumulativeDoses} />
        </ResultSection>
      ) : null}

      <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">{result.disclaimer}</p>
    </div>
  );
}
