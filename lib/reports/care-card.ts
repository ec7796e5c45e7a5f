// The one-page card for a pharmacist or GP (docs/daily-plan.md "Pharmacist card"): supplements with
// doses and times, medicines and conditions, and the current findings with severity and advice.
// No notes and no account details, as the card can be opened from a link without signing in.
import { groupFindings, nameLookupFor } from "@/components/interactions/finding-views";
import type { StackAnalytics } from "../analytics/stack-analytics";
import { formatDate } from "../format/dates";
import { FREQUENCY_LABELS } from "../interactions/dose-frequency";
import { MEDICAL_DISCLAIMER } from "../interactions/rules";
import type { MedicalProfile } from "../interactions/types";
import { amountText, list, paragraph, table, type ReportModel, type ReportSection } from "./report-model";

export interface CareCardInput {
  stacks: { name: string; analytics: StackAnalytics }[];
  profile: MedicalProfile | undefined;
  generatedAt: Date;
}

function supplementsSection(stacks: CareCardInput["stacks"]): ReportSection {
  const rows = stacks.flatMap(({ analytics }) =>
    analytics.items.map((item) => {
      const entry = analytics.schedule.entries.find(
        (candidate) => candidate.supplementId === item.supplementId,
      );
      return [
        `${item.name} (${item.brand})`,
        String(item.servingsPerDay),
        entry ? `${entry.time}${entry.withFood ? ", with food" : ""}` : "Not scheduled",
        item.ingredients
          .map((ingredient) => `${ingredient.name} ${amountText(ingredient.perDay, ingredient.unit)}`)
          .join("; "),
      ];
    }),
  );
  return {
    heading: "Supplements",
    blocks: [
      rows.length > 0
        ? table(
            "Supplements taken, when, and the daily amount of each ingredient",
            ["Product", "Servings a day", "When", "A day"],
            rows,
          )
        : paragraph("No supplements recorded."),
    ],
  };
}

function medicinesSection(profile: MedicalProfile | undefined): ReportSection {
  const medicines = (profile?.prescriptionDrugs ?? []).map((drug) => {
    const when = [drug.frequency ? FREQUENCY_LABELS[drug.frequency] : null, drug.times?.join(", ")].filter(
      Boolean,
    );
    return when.length > 0 ? `${drug.drugName}: ${when.join(", at ")}` : drug.drugName;
  });
  const conditions = profile?.medicalConditions ?? [];
  return {
    heading: "Medicines and conditions",
    blocks: [
      medicines.length > 0
        ? list(medicines.map((text) => `Medicine: ${text}`))
        : paragraph("Medicines: none given."),
      conditions.length > 0
        ? list(conditions.map((text) => `Condition: ${text}`))
        : paragraph("Conditions: none given."),
    ],
  };
}

function findingsSection(stacks: CareCardInput["stacks"]): ReportSection {
  const seen = new Set<string>();
  const lines = stacks.flatMap(({ analytics }) =>
    groupFindings(analytics.analysis, nameLookupFor(analytics.analysis)).flatMap((group) =>
      group.findings.flatMap((view) => {
        const text = `${group.label}: ${view.title}. ${view.recommendation}`;
        if (seen.has(text)) return [];
        seen.add(text);
        return [text];
      }),
    ),
  );
  return {
    heading: "Interaction findings",
    blocks: [
      lines.length > 0
        ? list(lines)
        : paragraph("No interactions are recorded between these in our knowledge base."),
    ],
  };
}

export function careCardModel({ stacks, profile, generatedAt }: CareCardInput): ReportModel {
  return {
    title: "Supplements card for a pharmacist or GP",
    subtitle: [
      `Prepared on ${formatDate(generatedAt)} from ${stacks.map((stack) => stack.name).join(", ") || "no saved stack"}, checked with the medicines and conditions below.`,
    ],
    sections: [supplementsSection(stacks), medicinesSection(profile), findingsSection(stacks)],
    disclaimer: MEDICAL_DISCLAIMER,
  };
}
