// The level meanings arrive as a prop, so the zod schemas of knowledge-base-schema.ts stay out of the browser bundle.
import type { EVIDENCE_LEVELS, Reference } from "@/lib/interactions/knowledge-base-schema";

export type EvidenceLevelMeanings = typeof EVIDENCE_LEVELS;

export type EvidenceDetailsProps = {
  evidenceLevel: number;
  isVerified: boolean;
  references: readonly Reference[];
  evidenceLevels: EvidenceLevelMeanings;
};

function meaningOf(level: number, levels: EvidenceLevelMeanings): string | undefined {
  return level in levels ? levels[level as keyof EvidenceLevelMeanings] : undefined;
}

export function EvidenceDetails({
  evidenceLevel,
  isVerified,
  references,
  evidenceLevels,
}: EvidenceDetailsProps) {
  const meaning = meaningOf(evidenceLevel, evidenceLevels);
  return (
    <div className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
      <p>
        <span className="font-medium text-slate-900">Evidence level {evidenceLevel} of 5</span>
        {meaning ? <span> (1 is strongest): {meaning}</span> : null}
      </p>
      {isVerified ? (
        <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200">
          <span aria-hidden="true">✓</span> Checked against source
        </p>
      ) : null}
      {references.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900">References</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {references.map((reference) => (
              <li key={reference.url + reference.title}>
                <a
                  href={reference.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-words text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {reference.title}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{" "}
                <span className="text-slate-600">— {reference.publisher}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
