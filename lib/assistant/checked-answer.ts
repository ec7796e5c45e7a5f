import {
  depletionViews,
  groupFindings,
  medicineFoodViews,
  nameLookupFor,
  severityLabel,
  synergyViews,
  type FindingView,
} from "@/components/interactions/finding-views";
import { listed } from "@/lib/format/lists";
import { allergenWording } from "@/lib/interactions/allergens";
import { NOT_FULLY_CHECKED, verdictPhrase } from "@/lib/interactions/verdict";
import type { Reference } from "@/lib/interactions/knowledge-base-schema";
import { sortBySeverity } from "@/lib/interactions/rules";
import type { AnalysisResult, UpperLevelFinding, WarningSeverity } from "@/lib/interactions/types";

import type { AnswerDoc, Source } from "./extractive";
import { supplementIdOf, type NamedItem, type NamedItems } from "./read-items";

const CHECKER_URL = "/interactions";
const NO_RECORD_CAVEAT = "That does not mean it is safe — ask your pharmacist.";
const CONTENTS_SHOWN = 4;
const PRODUCTS_SHOWN = 3;

export interface CheckedAnswer {
  text: string;
  sources: Source[];
  facts: AnswerDoc[];
}

interface Line {
  severity: WarningSeverity;
  label: string;
  title: string;
  detail: string;
  references: readonly Reference[];
}

const UPPER_LEVELS: Readonly<
  Record<UpperLevelFinding["severity"], { severity: WarningSeverity; label: string; level: string }>
> = {
  major: { severity: "error", label: "Serious", level: "UK upper level" },
  moderate: { severity: "warning", label: "Caution", level: "UK upper level" },
  minor: { severity: "info", label: "Good to know", level: "NHS guidance level" },
};

const lineText = (line: Line) => `${line.label}: ${line.title}. ${line.detail}`;

const sentence = (text: string) => text.trim().replace(/([^.!?])$/, "$1.");

/** "Pregnancy" → "pregnancy", "CKD" stays. */
const inSentence = (name: string) =>
  /^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

function partyName(item: NamedItem): string {
  if (item.kind === "product")
    return item.name.toLowerCase().startsWith(item.brand.toLowerCase())
      ? item.name
      : `${item.brand} ${item.name}`;
  return item.kind === "condition" ? inSentence(item.display) : item.name;
}

function partyWithContents(item: NamedItem): string {
  if (item.kind !== "product" || item.contents.length === 0) return partyName(item);
  const more = item.contents.length - CONTENTS_SHOWN;
  const shown = item.contents.slice(0, CONTENTS_SHOWN).join(", ");
  return `${partyName(item)} (${shown}${more > 0 ? ` and ${String(more)} more` : ""})`;
}

function findingLine(view: FindingView, label: string, withEffect: boolean): Line {
  const parts = [
    withEffect ? sentence(view.effect) : "",
    `What to do: ${sentence(view.recommendation)}`,
    ...view.notes.map(sentence),
  ];
  return {
    severity: view.severity,
    label,
    title: view.title,
    detail: parts.filter(Boolean).join(" "),
    references: view.references,
  };
}

function findingLines(result: AnalysisResult): Line[] {
  const names = nameLookupFor(result);
  const combined = result.combinedWarnings.map((warning): Line => ({
    severity: "error",
    label: "Serious (it adds up)",
    title: warning.title,
    detail: `${sentence(warning.description)} What to do: ${sentence(warning.recommendation)}`,
    references: [],
  }));
  const allergens = result.allergenFindings.map((finding): Line => {
    const wording = allergenWording(finding);
    return {
      severity: "critical",
      label: "Do not take (allergy)",
      title: wording.title,
      detail: `${sentence(wording.description)} What to do: ${sentence(wording.recommendation)}`,
      references: [],
    };
  });
  const views = groupFindings(result, names).flatMap((group) =>
    group.findings.map((view) => findingLine(view, group.label, group.severity !== "info")),
  );
  const cautions = result.standingCautions.map((caution): Line => ({
    severity: "warning",
    label: "Caution (every supplement)",
    title: `While ${inSentence(caution.because)}`,
    detail: sentence(caution.advice),
    references: caution.references,
  }));
  const upperLevels = result.upperLevelFindings.map((finding): Line => {
    const { severity, label, level } = UPPER_LEVELS[finding.severity];
    const title = `${finding.ingredientName} above the ${level}${finding.pregnancy ? " in pregnancy" : ""}`;
    return { severity, label, title, detail: sentence(finding.message), references: [] };
  });
  const synergies = synergyViews(result, names).map((view) =>
    findingLine(view, "Works well together", false),
  );
  return [
    ...sortBySeverity([...allergens, ...cautions, ...combined, ...views, ...upperLevels]),
    ...synergies,
  ];
}

function alsoLines(result: AnalysisResult): Line[] {
  const names = nameLookupFor(result);
  const depletions = depletionViews(result.nutrientDepletions, names).map((view): Line => ({
    severity: "info",
    label: "Effect on a nutrient",
    title: view.heading,
    detail: `What to do: ${sentence(view.recommendation)}`,
    references: view.references.slice(0, 1),
  }));
  const foods = medicineFoodViews(result.medicineFoodNotes).map((view) => ({
    ...findingLine(view, severityLabel(view.severity), false),
    references: view.references.slice(0, 1),
  }));
  return [...depletions, ...foods];
}

function linked(result: AnalysisResult, a: NamedItem, b: NamedItem): boolean {
  const id = supplementIdOf(a) ?? "";
  const { interactions, combinedWarnings } = result;
  const other = supplementIdOf(b);
  if (other !== null)
    return interactions.supplementInteractions.some(
      (f) =>
        (f.supplementAId === id && f.supplementBId === other) ||
        (f.supplementAId === other && f.supplementBId === id),
    );
  if (b.kind === "condition")
    return (
      interactions.medicalContraindications.some((f) => f.supplementId === id && f.condition === b.name) ||
      result.allergenFindings.some((f) => f.supplementId === id && f.typed === b.name)
    );
  return (
    interactions.drugInteractions.some((f) => f.supplementId === id && f.drugName === b.name) ||
    combinedWarnings.some((w) => w.drugName === b.name && w.supplementIds.includes(id))
  );
}

function noRecordLines(named: NamedItems, result: AnalysisResult): string[] {
  const supplements = named.items.filter((item) => supplementIdOf(item) !== null);
  const others = named.items.filter((item) => supplementIdOf(item) === null);
  const lines: string[] = [];
  supplements.forEach((a, index) => {
    for (const b of [...supplements.slice(index + 1), ...others]) {
      if (linked(result, a, b)) continue;
      const group = b.kind === "group" ? " as a group" : "";
      lines.push(`We have no records of an interaction between ${partyName(a)} and ${partyName(b)}${group}.`);
    }
  });
  return lines.length > 0 ? [...lines, NO_RECORD_CAVEAT] : [];
}

function notCheckedLines(named: NamedItems, result: AnalysisResult | null): string[] {
  const engine = (result?.notChecked ?? []).map(
    (item) =>
      `Not fully checked: ${item.reason}${item.suggestions.length > 0 ? ` Did you mean ${listed(item.suggestions, "or")}?` : ""}`,
  );
  const unknown = named.unrecognised.map(
    ({ word, suggestions }) =>
      `Not checked: “${word}” is not a product, ingredient, medicine or condition we know, so it could not be checked.` +
      (suggestions.length > 0 ? ` Did you mean ${listed(suggestions, "or")}?` : ""),
  );
  const ambiguous = named.ambiguous.map(({ name, products }) => {
    const more = products.length - PRODUCTS_SHOWN;
    const shown =
      products.slice(0, PRODUCTS_SHOWN).join(", ") + (more > 0 ? ` and ${String(more)} more` : "");
    return `Not checked: “${name}” has several products in our catalogue (${shown}): name the product to check it.`;
  });
  return [...engine, ...unknown, ...ambiguous];
}

function ingredientNote(named: NamedItems, result: AnalysisResult): string | null {
  const ingredients = named.items.filter((item) => item.kind === "ingredient").map(partyName);
  if (ingredients.length === 0) return null;
  const records = [
    ...result.interactions.supplementInteractions,
    ...result.interactions.drugInteractions,
  ].map((finding) => finding.record);
  const doseLimited = records.some((record) => record.appliesWhen?.minDailyAmount !== undefined);
  const plural = ingredients.length > 1;
  return (
    `${listed(ingredients)} ${plural ? "were" : "was"} checked as ${plural ? "ingredients" : "the ingredient"}, not a particular product` +
    (doseLimited
      ? "; the amount was not given, so records that apply only from a certain dose are included."
      : ".")
  );
}

function sourcesOf(lines: readonly Line[]): Source[] {
  const seen = new Set<string>();
  const sources: Source[] = [];
  for (const line of lines) {
    const cited =
      line.severity === "info"
        ? line.references
        : [{ title: line.title, url: CHECKER_URL }, ...line.references];
    for (const source of cited) {
      const key = `${source.title}\n${source.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push({ title: source.title, url: source.url });
    }
  }
  return sources;
}

/** "Warfarin, a blood thinner" is one medicine: the group read as warfarin is not a party of its own. */
function withoutDescribed(named: NamedItems, result: AnalysisResult): NamedItems {
  const described = new Set(
    result.recognisedMedicines.flatMap((entry) => (entry.sameAs ? [entry.typed] : [])),
  );
  return {
    ...named,
    items: named.items.filter((item) => item.kind !== "group" || !described.has(item.name)),
  };
}

function subjectOf(named: NamedItems): string {
  const supplements = named.items.filter((item) => supplementIdOf(item) !== null).map(partyWithContents);
  const others = named.items.filter((item) => supplementIdOf(item) === null).map(partyName);
  if (others.length > 0) return `${listed(supplements)}, checked against ${listed(others)}`;
  return supplements.length > 1 ? `${listed(supplements)} together` : listed(supplements);
}

// Not said when low: "low" for what has no record would read as a reassurance.
function verdictOf(named: NamedItems, result: AnalysisResult): string | null {
  if (named.unrecognised.length + named.ambiguous.length > 0) return NOT_FULLY_CHECKED.toLowerCase();
  return result.completeness === "complete" && result.riskAssessment.overallRiskLevel === "low"
    ? null
    : verdictPhrase(result);
}

// A combination medicine brings the same record once per component.
function distinct(lines: readonly Line[]): Line[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const text = lineText(line);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

export function checkedAnswer(named: NamedItems, result: AnalysisResult | null): CheckedAnswer {
  const notChecked = notCheckedLines(named, result);
  if (!result) {
    const text = [
      "From our sources: I could not run our interaction checker on this.",
      ...notChecked,
      "The checker compares supplements with medicines and health conditions. Please ask your pharmacist about this combination.",
    ].join("\n\n");
    return { text, sources: [{ title: "Interaction checker", url: CHECKER_URL }], facts: [] };
  }
  const parties = withoutDescribed(named, result);
  const verdict = verdictOf(named, result);
  const findings = distinct(findingLines(result));
  const also = distinct(alsoLines(result));
  const caveats = [...noRecordLines(parties, result), ...notChecked];
  const text = [
    `From our sources: our interaction checker on ${subjectOf(parties)}.${verdict ? ` Its verdict: ${verdict}.` : ""}`,
    ingredientNote(named, result),
    ...findings.map(lineText),
    ...caveats,
    also.length > 0 ? ["Also from the checker:", ...also.map(lineText)].join("\n") : null,
  ]
    .filter((part): part is string => part !== null)
    .join("\n\n");
  const fact = (id: string, title: string, body: string): AnswerDoc => ({
    id,
    kind: "finding",
    title,
    url: CHECKER_URL,
    body,
    references: [],
  });
  const facts = [
    ...findings.map((line, index) =>
      fact(`finding:${String(index + 1)}`, line.title, `${line.label}. ${line.detail}`),
    ),
    ...(caveats.length > 0
      ? [fact("finding:caveats", "What the checker could not say", caveats.join(" "))]
      : []),
  ];
  return { text, sources: sourcesOf([...findings, ...also]), facts };
}
