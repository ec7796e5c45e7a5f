// Findings grouped by warning severity (docs/product-rules.md §4 "Warning severity mapping").
import { ingredientSlugOf } from "@/lib/interactions/ingredient-items";
import { listed } from "@/lib/format/lists";
import { groupInSentence } from "@/lib/interactions/class-names";
import type { Reference } from "@/lib/interactions/knowledge-base-schema";
import { warningSeverityFor } from "@/lib/interactions/rules";
import type {
  AnalysisResult,
  DrugFinding,
  DrugInteraction,
  MedicalContraindication,
  MedicineFoodFinding,
  NutrientFinding,
  WarningSeverity,
} from "@/lib/interactions/types";

export interface FindingView {
  key: string;
  severity: WarningSeverity;
  title: string;
  involved: { label: string; value: string }[];
  effect: string;
  mechanism: string | null;
  recommendation: string;
  notes: string[];
  evidenceLevel: number;
  isVerified: boolean;
  references: Reference[];
}

export interface DepletionView {
  key: string;
  heading: string;
  nutrientName: string;
  cause: string;
  timeframe: "days" | "weeks";
  magnitude: string;
  mechanism: string;
  effect: string;
  recommendation: string;
  evidenceLevel: number;
  isVerified: boolean;
  references: Reference[];
}

export const SEVERITY_GROUPS: readonly { severity: WarningSeverity; label: string; description: string }[] = [
  {
    severity: "critical",
    label: "Critical",
    description: "Do not combine without speaking to your GP or pharmacist first.",
  },
  {
    severity: "error",
    label: "Serious",
    description: "A serious interaction: ask your GP or pharmacist before you take these together.",
  },
  {
    severity: "warning",
    label: "Caution",
    description: "A moderate interaction: follow the advice on each card.",
  },
  { severity: "info", label: "Information", description: "Minor effects worth knowing about." },
];

export interface NameLookup {
  ingredient: (slug: string) => string;
  product: (id: string) => string;
}

function humanise(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An ingredient chosen without a product has no product to name: its ingredient row says it all. */
function productRow(names: NameLookup, supplementId: string): { label: string; value: string }[] {
  return ingredientSlugOf(supplementId) ? [] : [{ label: "Product", value: names.product(supplementId) }];
}

export function nameLookupFor(result: AnalysisResult): NameLookup {
  // Every ingredient of the stack has a cumulative-dose row and every product a schedule entry.
  const ingredients = new Map(
    result.cumulativeDoses.map((dose) => [dose.ingredientSlug, dose.ingredientName]),
  );
  const products = new Map(
    result.timingOptimization.schedule.map((entry) => [entry.supplementId, entry.supplementName]),
  );
  return {
    ingredient: (slug) => ingredients.get(slug) ?? humanise(slug),
    product: (id) => products.get(id) ?? id,
  };
}

export function drugNotes(record: DrugInteraction): string[] {
  const notes: string[] = [];
  if (record.avoidCombination) notes.push("UK guidance says to avoid this combination.");
  if (record.timingSeparationHours)
    notes.push(`Keep at least ${record.timingSeparationHours} hours between them.`);
  if (record.medicalSupervision) notes.push("Needs medical supervision.");
  if (record.dosageModification) notes.push(record.dosageModification);
  if (record.monitoringRequired) notes.push(`Monitoring: ${record.monitoringRequired}`);
  return notes;
}

export function conditionNotes(record: MedicalContraindication): string[] {
  const absolute = record.contraindicationLevel === "absolute";
  const notes = [
    absolute
      ? "Contraindicated: not to be taken with this condition."
      : "Use only with care with this condition.",
  ];
  if (record.medicalSupervisionRequired) notes.push("Needs medical supervision.");
  if (record.dosageModification) notes.push(record.dosageModification);
  return notes;
}

/** The record's own advice first; alternatives follow it rather than replace it. */
export function conditionRecommendation(record: MedicalContraindication): string {
  return [...new Set([record.advice, ...record.alternativeRecommendations])].join(" ");
}

// Enough names to recognise one's own medicine without a list running down a phone screen.
const MEMBERS_SHOWN = 6;

/** "Sertraline, Citalopram and 4 more". */
function membersList(members: readonly string[]): string {
  const shown = members.slice(0, MEMBERS_SHOWN);
  const more = members.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${String(more)} more` : listed(shown);
}

function narrowerConditionNote(conditionName: string, entered: string): string {
  return `This applies if what you entered as “${entered}” is ${groupInSentence(conditionName)}: add it by that name to check it fully.`;
}

function partOfGroupNote(group: string): string {
  return `This applies to some ${groupInSentence(group)}, not necessarily yours: add your medicine's name to check it.`;
}

/** What the person typed, with the medicine it was read as when that differs (a class slug is never shown). */
function medicineLabel(record: DrugInteraction, typed: string, recognised: string | undefined): string {
  const known = recognised ?? (record.targetClass ? undefined : record.genericName);
  return known === undefined || known.toLowerCase() === typed.toLowerCase() ? typed : `${typed} (${known})`;
}

function warningViews(result: AnalysisResult, names: NameLookup): FindingView[] {
  const { interactions } = result;
  const views: FindingView[] = [];

  for (const { record, supplementAId, supplementBId } of interactions.supplementInteractions) {
    if (record.severity === "beneficial") continue;
    views.push(supplementView(record, supplementAId, supplementBId, names));
  }
  for (const finding of interactions.drugInteractions) views.push(drugView(finding, names));
  for (const { record, supplementId } of interactions.foodInteractions) {
    views.push({
      key: record.id + supplementId,
      severity: warningSeverityFor(record.severity),
      title: `${names.ingredient(record.ingredient)} and ${record.foodCategory}`,
      involved: [
        { label: "Ingredient", value: names.ingredient(record.ingredient) },
        ...productRow(names, supplementId),
        { label: "Food or drink", value: record.foodCategory },
      ],
      effect: record.clinicalSignificance,
      mechanism: record.mechanism,
      recommendation: record.recommendation,
      notes: [],
      evidenceLevel: record.evidenceLevel,
      isVerified: record.isVerified,
      references: record.references,
    });
  }
  for (const { record, supplementId, condition, narrower } of interactions.medicalContraindications) {
    const absolute = record.contraindicationLevel === "absolute";
    views.push({
      key: record.id + supplementId + condition,
      // §4: an absolute contraindication is critical; a relative one a caution.
      severity: absolute ? "critical" : "warning",
      title: `${names.product(supplementId)} and ${record.conditionName}`,
      involved: [
        {
          label: "Condition",
          value:
            condition.toLowerCase() === record.conditionName.toLowerCase()
              ? record.conditionName
              : `${record.conditionName} (you entered “${condition}”)`,
        },
        { label: "Ingredient", value: names.ingredient(record.ingredient) },
        ...productRow(names, supplementId),
      ],
      effect: record.reason,
      mechanism: null,
      recommendation: conditionRecommendation(record),
      notes: narrower
        ? [narrowerConditionNote(record.conditionName, condition), ...conditionNotes(record)]
        : conditionNotes(record),
      evidenceLevel: record.evidenceLevel,
      isVerified: record.isVerified,
      references: record.references,
    });
  }
  return views;
}

function drugView(finding: DrugFinding, names: NameLookup): FindingView {
  const { record, supplementId, drugName, medicine, someOf } = finding;
  // A class record says in plain words why it reaches this medicine ("Medicines cleared mainly by CYP3A4").
  const appliesTo = someOf ? membersList(someOf.members) : record.targetClass ? record.drugName : undefined;
  return {
    key: record.id + supplementId + drugName,
    severity: warningSeverityFor(record.severityLevel),
    title: `${names.product(supplementId)} with ${drugName}`,
    involved: [
      { label: "Medicine", value: someOf ? drugName : medicineLabel(record, drugName, medicine?.name) },
      ...(appliesTo === undefined ? [] : [{ label: "Applies to", value: appliesTo }]),
      { label: "Ingredient", value: names.ingredient(record.ingredient) },
      ...productRow(names, supplementId),
    ],
    effect: `${record.expectedEffect} ${record.clinicalSignificance}`,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: someOf ? [partOfGroupNote(someOf.group), ...drugNotes(record)] : drugNotes(record),
    evidenceLevel: record.evidenceLevel,
    isVerified: record.isVerified,
    references: record.references,
  };
}

function supplementView(
  record: AnalysisResult["interactions"]["supplementInteractions"][number]["record"],
  supplementAId: string,
  supplementBId: string,
  names: NameLookup,
): FindingView {
  const products =
    supplementAId === supplementBId
      ? `Both in ${names.product(supplementAId)}`
      : `${names.product(supplementAId)} with ${names.product(supplementBId)}`;
  return {
    key: record.id + supplementAId + supplementBId,
    severity: warningSeverityFor(record.severity),
    title: `${names.ingredient(record.ingredientA)} and ${names.ingredient(record.ingredientB)}`,
    involved: [
      {
        label: "Ingredients",
        value: `${names.ingredient(record.ingredientA)} and ${names.ingredient(record.ingredientB)}`,
      },
      { label: "Products", value: products },
    ],
    effect: record.clinicalEffect,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: [],
    evidenceLevel: record.evidenceLevel,
    isVerified: record.isVerified,
    references: record.references,
  };
}

export function groupFindings(result: AnalysisResult, names: NameLookup) {
  const views = warningViews(result, names);
  return SEVERITY_GROUPS.map((group) => ({
    ...group,
    findings: views.filter((view) => view.severity === group.severity),
  })).filter((group) => group.findings.length > 0);
}

/** Beneficial supplement pairs: shown as "Works well together", never as warnings. */
export function synergyViews(result: AnalysisResult, names: NameLookup): FindingView[] {
  return result.interactions.supplementInteractions
    .filter((finding) => finding.record.severity === "beneficial")
    .map((finding) => supplementView(finding.record, finding.supplementAId, finding.supplementBId, names));
}

const EFFECT_HEADINGS: Readonly<Record<string, (nutrient: string, cause: string) => string>> = {
  enhanced_absorption: (nutrient, cause) => `${nutrient} absorption helped by ${cause}`,
  retention: (nutrient, cause) => `${nutrient} kept in the body by ${cause}`,
  masking: (nutrient, cause) => `A lack of ${nutrient} can be hidden by ${cause}`,
  antagonism: (nutrient, cause) => `${nutrient} works against ${cause}`,
  impaired_metabolism: (nutrient, cause) => `${nutrient} use in the body slowed by ${cause}`,
};

function effectHeading(interactionType: string, nutrient: string, cause: string): string {
  return (EFFECT_HEADINGS[interactionType] ?? ((name, by) => `${name} lowered by ${by}`))(nutrient, cause);
}

export function depletionViews(depletions: readonly NutrientFinding[], names: NameLookup): DepletionView[] {
  return depletions.map(({ record, causeSupplementId, causeDrugName, timeframe, someOf }) => {
    const cause = causeSupplementId
      ? "ingredient" in record.cause
        ? `${names.ingredient(record.cause.ingredient)} in ${names.product(causeSupplementId)}`
        : names.product(causeSupplementId)
      : someOf
        ? `some ${groupInSentence(someOf.group)}: ${membersList(someOf.members)}`
        : (causeDrugName ?? "A medicine you take");
    return {
      key: record.id + (causeSupplementId ?? causeDrugName ?? ""),
      heading: effectHeading(record.interactionType, record.nutrientName, cause),
      nutrientName: record.nutrientName,
      cause,
      timeframe,
      magnitude: record.magnitude,
      mechanism: record.mechanism,
      effect: record.clinicalRelevance,
      recommendation: record.recommendations,
      evidenceLevel: record.evidenceLevel,
      isVerified: record.isVerified,
      references: record.references,
    };
  });
}

export function medicineFoodViews(notes: readonly MedicineFoodFinding[]): FindingView[] {
  return notes.map(({ record, drugName }) => ({
    key: record.id + drugName,
    severity: warningSeverityFor(record.severity),
    title: `${drugName} and ${record.food}`,
    involved: [
      { label: "Medicine", value: drugName },
      { label: "Food or drink", value: record.food },
    ],
    effect: record.clinicalSignificance,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: [],
    evidenceLevel: record.evidenceLevel,
    isVerified: record.isVerified,
    references: record.references,
  }));
}

/** The visible word for a warning severity ("Serious"), so colour is never the only signal. */
export function severityLabel(severity: WarningSeverity): string {
  return SEVERITY_GROUPS.find((group) => group.severity === severity)?.label ?? severity;
}
