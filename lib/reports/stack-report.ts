import {
  depletionViews,
  groupFindings,
  medicineFoodViews,
  nameLookupFor,
  severityLabel,
  synergyViews,
  type FindingView,
} from "@/components/interactions/finding-views";
import { formatPence } from "../catalogue/pricing";
import { formatDate } from "../format/dates";
import { allergenWording } from "../interactions/allergens";
import { conflictText } from "../interactions/conflict-text";
import { EVIDENCE_LEVELS, type Reference } from "../interactions/knowledge-base-schema";
import type { MedicalProfile } from "../interactions/types";
import type { StackAnalytics } from "../analytics/stack-analytics";
import { amountText, list, paragraph, table, type ReportModel, type ReportSection } from "./report-model";

export interface StackReportInput {
  stackName: string;
  analytics: StackAnalytics;
  /** Printed only when the user chose to include them. */
  profile?: MedicalProfile;
  generatedAt: Date;
}

const referenceText = (reference: Reference) =>
  `${reference.title} (${reference.publisher}) ${reference.url}`;

function evidenceText(level: number): string {
  const meaning = EVIDENCE_LEVELS[level as keyof typeof EVIDENCE_LEVELS] as string | undefined;
  return meaning ? `Evidence level ${String(level)}: ${meaning}` : `Evidence level ${String(level)}`;
}

function itemsSection(analytics: StackAnalytics): ReportSection {
  const rows = analytics.items.flatMap((item) =>
    item.ingredients.map((ingredient, index) => [
      index === 0 ? `${item.name} (${item.brand})` : "",
      index === 0 ? String(item.servingsPerDay) : "",
      ingredient.name,
      amountText(ingredient.perServing, ingredient.unit),
      amountText(ingredient.perDay, ingredient.unit),
    ]),
  );
  return {
    heading: "Supplements",
    blocks: [
      table(
        "Amounts per serving and per day, by ingredient",
        ["Product", "Servings a day", "Ingredient", "Per serving", "Per day"],
        rows,
      ),
    ],
  };
}

function scheduleSection(analytics: StackAnalytics): ReportSection {
  const { entries, conflicts } = analytics.schedule;
  const rows = entries.map((entry) => [
    entry.time,
    entry.supplementName,
    entry.withFood ? "With food" : "",
    entry.reasoning,
  ]);
  return {
    heading: "Daily schedule",
    blocks: [
      table("What is taken when", ["Time", "Product", "Food", "Why"], rows),
      ...(conflicts.length > 0
        ? [
            paragraph("Separations kept in this schedule:"),
            list(
              conflicts.map(
                (conflict) =>
                  `${conflictText(conflict)}${conflict.resolved ? "" : " (could not be kept: ask a pharmacist)"}`,
              ),
            ),
          ]
        : []),
    ],
  };
}

function findingBlocks(view: FindingView, group: string) {
  return [
    paragraph(`${group}: ${view.title}`),
    list([
      ...view.involved.map((item) => `${item.label}: ${item.value}`),
      `Effect: ${view.effect}`,
      `Recommendation: ${view.recommendation}`,
      ...view.notes,
      evidenceText(view.evidenceLevel),
      ...view.references.map((reference) => `Reference: ${referenceText(reference)}`),
    ]),
  ];
}

function findingsSection(analytics: StackAnalytics): ReportSection {
  const result = analytics.analysis;
  const names = nameLookupFor(result);
  const warnings = groupFindings(result, names).flatMap((group) =>
    group.findings.flatMap((view) => findingBlocks(view, group.label)),
  );
  const depletions = depletionViews(result.nutrientDepletions, names).flatMap((view) => [
    paragraph(`Nutrient depletion: ${view.nutrientName} (caused by ${view.cause})`),
    list([
      `Effect: ${view.effect}`,
      `Recommendation: ${view.recommendation}`,
      evidenceText(view.evidenceLevel),
      ...view.references.map((reference) => `Reference: ${referenceText(reference)}`),
    ]),
  ]);
  const others = [
    ...medicineFoodViews(result.medicineFoodNotes).flatMap((view) =>
      findingBlocks(view, `Medicine and food (${severityLabel(view.severity)})`),
    ),
    ...synergyViews(result, names).flatMap((view) => findingBlocks(view, "Works well together")),
  ];
  const combined = [...result.allergenFindings.map(allergenWording), ...result.combinedWarnings].map(
    (warning) => `${warning.title}: ${warning.description} ${warning.recommendation}`,
  );
  const blocks = [...warnings, ...depletions, ...others, ...(combined.length > 0 ? [list(combined)] : [])];
  return {
    heading: "Interaction findings",
    blocks:
      blocks.length > 0
        ? blocks
        : [paragraph("No interactions are recorded between these items in our knowledge base.")],
  };
}

function upperLevelSection(analytics: StackAnalytics): ReportSection {
  const rows = analytics.nutrients.map((row) => [
    row.name,
    amountText(row.total, row.unit),
    row.nrv ? amountText(row.nrv.amount, row.nrv.unit) : "None set",
    row.upperLevel ? amountText(row.upperLevel.amount, row.upperLevel.unit) : "None set",
    row.exceedsUpperLevel === null
      ? "Cannot compare"
      : row.exceedsUpperLevel
        ? "ABOVE the upper level"
        : "Within",
  ]);
  const sources = [
    ...new Set(
      analytics.nutrients.flatMap((row) => (row.upperLevel ? [`${row.name}: ${row.upperLevel.source}`] : [])),
    ),
  ];
  return {
    heading: "Daily totals and upper levels",
    blocks: [
      table(
        "Daily total of each ingredient against its NRV and UK upper level",
        ["Ingredient", "Daily total", "NRV", "Upper level", "Status"],
        rows,
      ),
      ...analytics.analysis.upperLevelFindings.map((finding) => paragraph(finding.message)),
      ...(sources.length > 0 ? [paragraph("Sources of the upper levels:"), list(sources)] : []),
    ],
  };
}

function profileSection(profile: MedicalProfile | undefined): ReportSection {
  if (!profile) {
    return {
      heading: "Medicines and conditions",
      blocks: [
        paragraph(
          "Not included: this report does not list medicines or conditions, and the check did not use any.",
        ),
      ],
    };
  }
  const medicines = profile.prescriptionDrugs.map((drug) => drug.drugName);
  return {
    heading: "Medicines and conditions",
    blocks: [
      paragraph(`Medicines checked: ${medicines.length > 0 ? medicines.join(", ") : "none given"}.`),
      paragraph(
        `Conditions checked: ${profile.medicalConditions.length > 0 ? profile.medicalConditions.join(", ") : "none given"}.`,
      ),
    ],
  };
}

function notCheckedSection(analytics: StackAnalytics): ReportSection {
  const notChecked = analytics.analysis.notChecked.map((item) => `${item.name}: ${item.reason}`);
  return {
    heading: "What could not be checked",
    blocks: [
      notChecked.length > 0
        ? list(notChecked)
        : paragraph("Everything in this stack and profile was found in our knowledge base."),
    ],
  };
}

export function stackReportModel({
  stackName,
  analytics,
  profile,
  generatedAt,
}: StackReportInput): ReportModel {
  const { totals, unpricedCount } = analytics;
  return {
    title: "Supplement stack report",
    subtitle: [
      `Stack: ${stackName}`,
      `Prepared on ${formatDate(generatedAt)} for a GP or pharmacist.`,
      `Cost at the cheapest UK offer: ${formatPence(totals.perMonthPence)} a month (${formatPence(totals.perDayPence)} a day)${unpricedCount > 0 ? `; ${String(unpricedCount)} item(s) without a price are left out` : ""}.`,
    ],
    sections: [
      itemsSection(analytics),
      scheduleSection(analytics),
      findingsSection(analytics),
      upperLevelSection(analytics),
      profileSection(profile),
      notCheckedSection(analytics),
    ],
    disclaimer: analytics.analysis.disclaimer,
  };
}
