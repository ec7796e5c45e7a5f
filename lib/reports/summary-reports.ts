import { verdictPhrase } from "@/lib/interactions/verdict";
import {
  ACTIVITY_LEVEL_OPTIONS,
  DIETARY_PREFERENCE_OPTIONS,
  HEALTH_GOAL_OPTIONS,
  PREGNANCY_STATUS_OPTIONS,
  SEX_OPTIONS,
} from "../auth/health-profile-values";
import type { HealthProfileInput } from "../auth/schemas";
import { formatPence } from "../catalogue/pricing";
import { formatDate } from "../format/dates";
import { MEDICAL_DISCLAIMER } from "../interactions/rules";
import type { StackAnalytics } from "../analytics/stack-analytics";
import { list, paragraph, table, type ReportModel, type ReportSection } from "./report-model";

function labelOf<T extends string>(options: readonly (readonly [T, string])[], value: T | null | undefined) {
  return options.find(([option]) => option === value)?.[1] ?? "Not given";
}

function goalsOfItem(analytics: StackAnalytics, supplementId: string): string {
  const goals = analytics.benefits.filter((goal) =>
    goal.items.some((item) => item.supplementId === supplementId),
  );
  return goals.length > 0 ? goals.map((goal) => goal.label).join(", ") : "No authorised health claim";
}

function costBenefitSection(stackName: string, analytics: StackAnalytics): ReportSection {
  const rows = analytics.items.map((item) => [
    item.name,
    item.costPerMonthPence === null ? "No price" : formatPence(item.costPerMonthPence),
    goalsOfItem(analytics, item.supplementId),
  ]);
  const goalRows = analytics.benefits.map((goal) => {
    const pence = goal.items.reduce(
      (sum, item) =>
        sum +
        (analytics.items.find((entry) => entry.supplementId === item.supplementId)?.costPerMonthPence ?? 0),
      0,
    );
    return [goal.label, goal.items.map((item) => item.name).join(", "), formatPence(pence)];
  });
  return {
    heading: stackName,
    blocks: [
      paragraph(
        `${formatPence(analytics.totals.perMonthPence)} a month (${formatPence(analytics.totals.perDayPence)} a day) at the cheapest UK offers.`,
      ),
      table(
        "Each item's monthly cost and the goals its authorised claims support",
        ["Item", "A month", "Goals"],
        rows,
      ),
      ...(goalRows.length > 0
        ? [
            table(
              "Monthly cost of the items supporting each goal (an item can support several)",
              ["Goal", "Items", "A month"],
              goalRows,
            ),
          ]
        : []),
      ...(analytics.ingredientsWithoutClaims.length > 0
        ? [
            paragraph(
              `No authorised health claim: ${analytics.ingredientsWithoutClaims.map((item) => item.name).join(", ")}.`,
            ),
          ]
        : []),
    ],
  };
}

export function costBenefitReportModel(
  stackName: string,
  analytics: StackAnalytics,
  generatedAt: Date,
): ReportModel {
  return {
    title: "Cost and benefit report",
    subtitle: [
      `Stack: ${stackName}`,
      `Prepared on ${formatDate(generatedAt)}. Benefits are the authorised GB health claims of the ingredients, quoted from the GB register; a claim applies only when its conditions of use are met.`,
    ],
    sections: [costBenefitSection(stackName, analytics)],
    disclaimer: analytics.analysis.disclaimer,
  };
}

export interface HealthSummaryInput {
  profile: HealthProfileInput;
  stacks: { name: string; analytics: StackAnalytics }[];
  generatedAt: Date;
}

function profileSection(profile: HealthProfileInput): ReportSection {
  const goals = profile.goals.map((goal) => labelOf(HEALTH_GOAL_OPTIONS, goal));
  const diets = profile.dietaryPreferences.map((diet) => labelOf(DIETARY_PREFERENCE_OPTIONS, diet));
  return {
    heading: "Health profile",
    blocks: [
      list([
        `Age: ${profile.age === null ? "Not given" : String(profile.age)}`,
        `Sex: ${labelOf(SEX_OPTIONS, profile.sex)}`,
        `Activity: ${labelOf(ACTIVITY_LEVEL_OPTIONS, profile.activityLevel)}`,
        `Pregnancy: ${labelOf(PREGNANCY_STATUS_OPTIONS, profile.pregnancyStatus)}`,
        `Goals: ${goals.length > 0 ? goals.join(", ") : "None given"}`,
        `Diet: ${diets.length > 0 ? diets.join(", ") : "None given"}`,
        `Medicines: ${profile.prescriptionDrugs.length > 0 ? profile.prescriptionDrugs.join(", ") : "None given"}`,
        `Conditions: ${profile.medicalConditions.length > 0 ? profile.medicalConditions.join(", ") : "None given"}`,
      ]),
    ],
  };
}

export function healthSummaryModel({ profile, stacks, generatedAt }: HealthSummaryInput): ReportModel {
  const rows = stacks.map(({ name, analytics }) => [
    name,
    analytics.items.map((item) => item.name).join(", "),
    formatPence(analytics.totals.perMonthPence),
    verdictPhrase(analytics.analysis),
    analytics.nutrients
      .filter((row) => row.exceedsUpperLevel === true)
      .map((row) => row.name)
      .join(", ") || "None",
  ]);
  return {
    title: "Health summary",
    subtitle: [
      `Prepared on ${formatDate(generatedAt)}: your health profile and saved stacks, checked with your profile.`,
    ],
    sections: [
      profileSection(profile),
      {
        heading: "Saved stacks",
        blocks: [
          stacks.length > 0
            ? table(
                "Each saved stack checked with this profile",
                ["Stack", "Items", "A month", "Interaction check", "Above an upper level"],
                rows,
              )
            : paragraph("No saved stacks yet."),
        ],
      },
    ],
    disclaimer: MEDICAL_DISCLAIMER,
  };
}
