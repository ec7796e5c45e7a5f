// No findings is never presented as "safe".
import { Link } from "@/components/ui/link";

import type { ProductInteractionSummary, ProductFindingKind } from "@/lib/interactions/product-summary";

import type { EvidenceLevelMeanings } from "./evidence-details";
import { FindingCard } from "./finding-card";
import { SEVERITY_GROUPS, severityLabel } from "./finding-views";
import { partnerNames, productFindingView, type IngredientNames } from "./product-finding-views";

const TOP_FINDINGS_SHOWN = 5;

const KIND_LABELS: Record<ProductFindingKind, string> = {
  medicine: "Medicines",
  condition: "Health conditions",
  supplement: "Other supplements",
  food: "Food and drink",
};

export type ProductInteractionSummaryProps = {
  productId: string;
  summary: ProductInteractionSummary;
  ingredientNames: IngredientNames;
  evidenceLevels: EvidenceLevelMeanings;
  allFindingsHref: string;
};

export function checkerHref(productId: string): string {
  return `/interactions?supplement=${encodeURIComponent(productId)}`;
}

type Summary = ProductInteractionSummary;

function FindingCounts({
  countsBySeverity,
  countsByKind,
}: Pick<Summary, "countsBySeverity" | "countsByKind">) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="text-sm font-semibold text-slate-900">Findings by severity</h3>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {SEVERITY_GROUPS.map((group) => (
            <div key={group.severity} className="contents">
              <dt className="text-slate-700">{group.label}</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">
                {countsBySeverity[group.severity]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="text-sm font-semibold text-slate-900">Findings with</h3>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {(Object.keys(KIND_LABELS) as ProductFindingKind[]).map((kind) => (
            <div key={kind} className="contents">
              <dt className="text-slate-700">{KIND_LABELS[kind]}</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">{countsByKind[kind]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

type TopFindingsProps = Pick<
  ProductInteractionSummaryProps,
  "ingredientNames" | "evidenceLevels" | "allFindingsHref"
> & {
  findings: Summary["findings"];
};

function NoFindings() {
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 font-medium text-slate-900">
      Our database lists no interactions with medicines, health conditions, other supplements or food for the
      ingredients of this product. An interaction we do not list may still exist.
    </p>
  );
}

/** Every finding by severity, one line each: a multivitamin has about 200, so each is its title alone. */
export function AllFindings({
  findings,
  ingredientNames,
}: Pick<TopFindingsProps, "findings" | "ingredientNames">) {
  if (findings.length === 0) return <NoFindings />;
  return (
    <div className="space-y-6">
      {SEVERITY_GROUPS.map(({ severity, label }) => {
        const titles = findings
          .filter((finding) => finding.severity === severity)
          .map((finding) => productFindingView(finding, ingredientNames));
        if (titles.length === 0) return null;
        return (
          <section key={severity} aria-labelledby={`findings-${severity}`}>
            <h2 id={`findings-${severity}`} className="text-xl font-semibold text-slate-900">
              {`${label} (${String(titles.length)})`}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {titles.map((view) => (
                <li key={view.key}>{view.title}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function TopFindings({ findings, ingredientNames, evidenceLevels, allFindingsHref }: TopFindingsProps) {
  const shown = findings.slice(0, TOP_FINDINGS_SHOWN);
  const more = findings.length - shown.length;
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-slate-900">
        {shown.length === findings.length ? "Findings" : `The ${shown.length} most important findings`}
      </h3>
      <ul className="space-y-3">
        {shown.map((finding) => {
          const view = productFindingView(finding, ingredientNames);
          return (
            <li key={view.key}>
              <FindingCard
                finding={view}
                severityLabel={severityLabel(finding.severity)}
                tone={finding.severity}
                evidenceLevels={evidenceLevels}
              />
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p>
          <Link
            href={allFindingsHref}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {`See all ${String(findings.length)} findings by severity (${String(more)} more)`}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function FindingsIntro() {
  return (
    <p className="max-w-3xl text-slate-700">
      What our interaction database says about the ingredients of this product, whoever takes it. Whether a
      finding applies to you depends on your medicines, health and other supplements; ask your pharmacist or
      GP.
    </p>
  );
}

export function CheckerLink({ productId }: { productId: string }) {
  return (
    <Link
      href={checkerHref(productId)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      Check this supplement with your medicines, conditions and other supplements
    </Link>
  );
}

export function ProductInteractionSummaryView({
  productId,
  summary,
  ingredientNames,
  evidenceLevels,
  allFindingsHref,
}: ProductInteractionSummaryProps) {
  const { findings, countsBySeverity, countsByKind, synergies, depletions } = summary;
  return (
    <div className="space-y-5">
      <FindingsIntro />

      {findings.length === 0 ? (
        <NoFindings />
      ) : (
        <FindingCounts countsBySeverity={countsBySeverity} countsByKind={countsByKind} />
      )}

      {synergies.length > 0 ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold text-slate-900">Works well with: </span>
          {partnerNames(
            synergies.map((synergy) => synergy.partner),
            ingredientNames,
          ).join(", ")}
        </p>
      ) : null}
      {depletions.length > 0 ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold text-slate-900">Can lower your levels of: </span>
          {[...new Set(depletions.map((record) => record.nutrientName))].join(", ")}
        </p>
      ) : null}

      {findings.length > 0 ? (
        <TopFindings
          findings={findings}
          ingredientNames={ingredientNames}
          evidenceLevels={evidenceLevels}
          allFindingsHref={allFindingsHref}
        />
      ) : null}

      <p>
        <CheckerLink productId={productId} />
      </p>
    </div>
  );
}
