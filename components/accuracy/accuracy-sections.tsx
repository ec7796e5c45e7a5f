// The sections of /accuracy, each from the published figures (docs/accuracy.json).
import { CorrectionForm } from "@/components/accuracy/correction-form";
import { Link } from "@/components/ui/link";
import {
  FINDING_KINDS,
  percent,
  sensitivity,
  specificity,
  type AccuracyReport,
  type Tally,
} from "@/lib/accuracy/schema";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";

const number = (value: number) => value.toLocaleString("en-GB");
const shown = (value: number | null) => (value === null ? "not measured" : `${value}%`);
export const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const cellClass = "border-b border-slate-200 px-3 py-2 text-right tabular-nums";
const headClass = "border-b border-slate-300 px-3 py-2 text-right font-semibold";
const headLeftClass = "border-b border-slate-300 px-3 py-2 text-left font-semibold";
const sectionHeading = "mt-12 text-2xl font-bold tracking-tight text-slate-900";

function TallyRow({ label, tally }: { label: string; tally: Tally }) {
  const found = tally.truePositives;
  const clear = tally.negatives - tally.falseAlarms;
  return (
    <tr>
      <th scope="row" className="border-b border-slate-200 px-3 py-2 text-left font-medium">
        {label}
      </th>
      <td className={cellClass}>
        {tally.positives === 0 ? "—" : `${number(found)} of ${number(tally.positives)}`}
      </td>
      <td className={cellClass}>{shown(sensitivity(tally))}</td>
      <td className={cellClass}>
        {tally.negatives === 0 ? "—" : `${number(clear)} of ${number(tally.negatives)}`}
      </td>
      <td className={cellClass}>{shown(specificity(tally))}</td>
    </tr>
  );
}

export function ScenarioSection({ scenarios }: Pick<AccuracyReport, "scenarios">) {
  const kindLabel = new Map(FINDING_KINDS.map((kind) => [kind.value, kind.label]));
  const unmeasured = scenarios.byKind
    .filter((kind) => kind.positives === 0)
    .map((kind) => kindLabel.get(kind.kind));
  return (
    <section aria-labelledby="scenarios-heading">
      <h2 id="scenarios-heading" className={sectionHeading}>
        Measured on {number(scenarios.total)} UK scenarios
      </h2>
      <p className="mt-4 text-slate-700">
        Each scenario is a stack, the medicines and conditions as people type them, and the outcome a
        pharmacist would expect, written from NHS, MHRA, SmPC, NIH and other sources rather than from our
        records. Every one runs on the checker; {number(scenarios.throughApi)} of them, made of products we
        list or of ingredients chosen without a product, also run through the website’s own interface. Today{" "}
        <strong>
          {number(scenarios.right)} of {number(scenarios.total)}
        </strong>{" "}
        come out entirely right.
      </p>
      <p className="mt-3 text-slate-700">
        <strong>Sensitivity</strong> is the share of expected findings the checker reports with a severity in
        the expected range (a finding with the wrong severity counts as missed). <strong>Specificity</strong>{" "}
        is the share of combinations a scenario says must not be flagged that the checker leaves alone. The
        kind comes from what each expected finding links the supplement to.
      </p>
      <div
        className="mt-6 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="scenarios-table-caption"
      >
        <table className="w-full min-w-[36rem] border-collapse text-sm text-slate-800">
          <caption id="scenarios-table-caption" className="mb-2 text-left font-semibold text-slate-900">
            Findings expected and found, by kind
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headLeftClass}>
                Kind
              </th>
              <th scope="col" className={headClass}>
                Expected findings found
              </th>
              <th scope="col" className={headClass}>
                Sensitivity
              </th>
              <th scope="col" className={headClass}>
                No-flag cases left alone
              </th>
              <th scope="col" className={headClass}>
                Specificity
              </th>
            </tr>
          </thead>
          <tbody>
            <TallyRow label="All kinds" tally={scenarios.overall} />
            {scenarios.byKind.map((kind) => (
              <TallyRow key={kind.kind} label={kindLabel.get(kind.kind) ?? kind.kind} tally={kind} />
            ))}
          </tbody>
        </table>
      </div>
      {unmeasured.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          “Not measured”: no scenario yet expects a finding of that kind ({unmeasured.join(", ")}), so we
          cannot say how many the checker would find.
        </p>
      ) : null}
      <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        These scenarios are the ones we develop the checker against, so a high score on them shows that it
        reports what it knows correctly. It does not show how much it knows: an interaction nobody has written
        a record or a scenario for is not found, and is not in these figures.
      </p>
    </section>
  );
}

export function KnowledgeSection({
  knowledgeBase,
  dictionaries,
}: Pick<AccuracyReport, "knowledgeBase" | "dictionaries">) {
  return (
    <section aria-labelledby="knowledge-heading">
      <h2 id="knowledge-heading" className={sectionHeading}>
        What the checker knows
      </h2>
      <p className="mt-4 text-slate-700">
        {number(knowledgeBase.records)} interaction records, of which{" "}
        <strong>
          {number(knowledgeBase.verified)} ({shown(percent(knowledgeBase.verified, knowledgeBase.records))})
        </strong>{" "}
        have been checked against the text of a source they cite; the others are shown too, with less weight
        in the confidence figure. {number(knowledgeBase.classRecords)} of them are class records, which reach
        every medicine of a class or mechanism (for example, medicines cleared mainly by the liver enzyme
        CYP3A4).
      </p>
      <div
        className="mt-6 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="evidence-table-caption"
      >
        <table className="w-full min-w-[30rem] border-collapse text-sm text-slate-800">
          <caption id="evidence-table-caption" className="mb-2 text-left font-semibold text-slate-900">
            Records by evidence level
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headLeftClass}>
                Level
              </th>
              <th scope="col" className={headLeftClass}>
                Evidence
              </th>
              <th scope="col" className={headClass}>
                Records
              </th>
            </tr>
          </thead>
          <tbody>
            {knowledgeBase.byEvidenceLevel.map((row) => (
              <tr key={row.level}>
                <th scope="row" className="border-b border-slate-200 px-3 py-2 text-left font-medium">
                  {row.level}
                </th>
                <td className="border-b border-slate-200 px-3 py-2">
                  {EVIDENCE_LEVELS[row.level as keyof typeof EVIDENCE_LEVELS]}
                </td>
                <td className={cellClass}>{number(row.records)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-6 list-disc space-y-1 pl-6 text-slate-700">
        {knowledgeBase.byTable.map((row) => (
          <li key={row.table}>
            {row.table}: {number(row.records)} records
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-700">
        The checker recognises {number(dictionaries.medicines)} UK medicines (generic names, brands and other
        names), {number(dictionaries.medicineClasses)} medicine classes and {number(dictionaries.conditions)}{" "}
        health conditions, and checks {number(dictionaries.ingredients)} ingredients across the{" "}
        {number(dictionaries.products)} products we list.
      </p>
    </section>
  );
}

export function NotCoveredSection({ coverage, notCovered }: Pick<AccuracyReport, "coverage" | "notCovered">) {
  return (
    <section aria-labelledby="not-covered-heading">
      <h2 id="not-covered-heading" className={sectionHeading}>
        What we have not covered yet
      </h2>
      <ul className="mt-4 list-disc space-y-3 pl-6 text-slate-700">
        <li>
          {number(coverage.withoutRecords)} of our {number(coverage.ingredients)} ingredients have no
          interaction records yet, and the records of {number(coverage.withoutUkProductInformation)} cite no
          UK product information (SmPC or leaflet).
        </li>
        {notCovered.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

export function ReportSection() {
  return (
    <section aria-labelledby="report-heading">
      <h2 id="report-heading" className={sectionHeading}>
        Report an error
      </h2>
      <p className="mt-4 text-slate-700">
        If the checker missed an interaction, flagged one that is not there, or gave the wrong advice, tell us
        here. We check each report against its source before we change anything. This is not a way to get
        medical advice: for that, ask your pharmacist or GP, or use{" "}
        <a className="font-medium text-brand-800 underline underline-offset-4" href="https://111.nhs.uk/">
          NHS 111 online
        </a>
        . What you send is kept like a <Link href="/contact">contact message</Link>: deleted after 12 months (
        <Link href="/privacy-policy">privacy policy</Link>).
      </p>
      <div className="mt-6">
        <CorrectionForm />
      </div>
    </section>
  );
}
