import type { WarningSeverity } from "@/lib/interactions/types";
import { cn } from "@/lib/utils/cn";

import { EvidenceDetails, type EvidenceLevelMeanings } from "./evidence-details";
import type { FindingView } from "./finding-views";

const CARD_TONE: Record<WarningSeverity | "synergy", string> = {
  critical: "border-l-red-700",
  error: "border-l-orange-600",
  warning: "border-l-amber-500",
  info: "border-l-sky-600",
  synergy: "border-l-brand-600",
};

export type FindingCardProps = {
  finding: FindingView;
  /** Visible severity word, so colour is never the only signal. */
  severityLabel: string;
  tone: WarningSeverity | "synergy";
  evidenceLevels: EvidenceLevelMeanings;
  headingLevel?: "h3" | "h4";
};

export function FindingCard({
  finding,
  severityLabel,
  tone,
  evidenceLevels,
  headingLevel: Heading = "h4",
}: FindingCardProps) {
  return (
    <article
      className={cn("rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-xs", CARD_TONE[tone])}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{severityLabel}</p>
      <Heading className="mt-1 text-base font-semibold text-slate-900">{finding.title}</Heading>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {finding.involved.map((item) => (
          <div key={item.label} className="contents">
            <dt className="font-medium text-slate-600">{item.label}</dt>
            <dd className="text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-800">{finding.effect}</p>
      {finding.mechanism ? (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">How it happens: </span>
          {finding.mechanism}
        </p>
      ) : null}
      <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
        <p className="font-semibold text-slate-900">What to do</p>
        <p className="mt-1 text-slate-800">{finding.recommendation}</p>
        {finding.notes.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {finding.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <EvidenceDetails
        evidenceLevel={finding.evidenceLevel}
        isVerified={finding.isVerified}
        references={finding.references}
        evidenceLevels={evidenceLevels}
      />
    </article>
  );
}
