// Judges an analysis (and, for `adding` scenarios, a new-supplement check) against a scenario's
// expectations. Shared by the engine run (tests/unit/interactions/scenarios.test.ts) and the API run
// (tests/integration/interaction-scenarios.test.ts), so both apply exactly the same rules.
import type { AnalysisResult, NewSupplementCheckResult } from "@/lib/interactions/types";

import { RISK_ORDER, SEVERITY_ORDER, type Scenario } from "./schema";

type Severity = (typeof SEVERITY_ORDER)[number];
type Flag = Scenario["expect"]["flags"][number];
type Counterpart = Flag["with"];

/** A finding reduced to what a scenario can name: the ingredient, what it meets, and how severe. */
interface Link {
  ingredient: string;
  with: Counterpart;
  severity: Severity;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Every link an analysis reports, in the scenario's terms (beneficial pairs included, as beneficial). */
function linksOf(result: AnalysisResult): Link[] {
  const { interactions } = result;
  const links: Link[] = [
    ...interactions.supplementInteractions.flatMap(({ record }) => [
      { ingredient: record.ingredientA, with: { ingredient: record.ingredientB }, severity: record.severity },
      { ingredient: record.ingredientB, with: { ingredient: record.ingredientA }, severity: record.severity },
    ]),
    ...interactions.drugInteractions.map(({ record, drugName }) => ({
      ingredient: record.ingredient,
      with: { medicine: drugName },
      severity: record.severityLevel,
    })),
    ...result.combinedWarnings.flatMap((warning) =>
      warning.ingredients.map((ingredient) => ({
        ingredient,
        with: { medicine: warning.drugName },
        severity: warning.severity,
      })),
    ),
    ...interactions.medicalContraindications.map(({ record, condition }) => ({
      ingredient: record.ingredient,
      with: { condition },
      severity:
        record.contraindicationLevel === "absolute" ? ("contraindicated" as const) : ("moderate" as const),
    })),
    ...interactions.foodInteractions.map(({ record }) => ({
      ingredient: record.ingredient,
      with: { food: record.foodCategory },
      severity: record.severity,
    })),
    ...result.upperLevelFindings.map((finding) => ({
      ingredient: finding.ingredientSlug,
      with: { upperLevel: true as const },
      severity: finding.severity,
    })),
  ];
  return links;
}

function counterpartMatches(expected: Counterpart, actual: Counterpart): boolean {
  if ("medicine" in expected) return "medicine" in actual && same(expected.medicine, actual.medicine);
  if ("condition" in expected) return "condition" in actual && same(expected.condition, actual.condition);
  if ("ingredient" in expected) return "ingredient" in actual && expected.ingredient === actual.ingredient;
  if ("food" in expected)
    return "food" in actual && actual.food.toLowerCase().includes(expected.food.toLowerCase());
  return "upperLevel" in actual;
}

const rank = (severity: Severity) => SEVERITY_ORDER.indexOf(severity);

function describe(flag: Pick<Flag, "ingredient" | "with">): string {
  return `${flag.ingredient} with ${JSON.stringify(flag.with)}`;
}

/** How the checker answered one expected flag, or one link that must not be flagged. */
export interface FlagJudgement {
  flag: Flag;
  /** The most severe matching finding; undefined when there is none. */
  worst: Severity | undefined;
  right: boolean;
}
export interface NoFlagJudgement {
  link: Scenario["expect"]["noFlags"][number];
  /** The first matching finding at minor severity or above: a false alarm. */
  alarm: Severity | undefined;
}

/** Each expected flag and each "must not flag" link of a scenario, judged against an analysis. */
export function judgeFlags(
  expected: Scenario["expect"],
  analysis: AnalysisResult,
): { flags: FlagJudgement[]; noFlags: NoFlagJudgement[] } {
  const links = linksOf(analysis);
  const flags = expected.flags.map((flag) => {
    const found = links.filter(
      (link) => link.ingredient === flag.ingredient && counterpartMatches(flag.with, link.with),
    );
    const worst = found.reduce<Severity | undefined>(
      (max, link) => (max === undefined || rank(link.severity) > rank(max) ? link.severity : max),
      undefined,
    );
    const right =
      worst !== undefined &&
      rank(worst) >= rank(flag.severity.min) &&
      (flag.severity.max === undefined || rank(worst) <= rank(flag.severity.max));
    return { flag, worst, right };
  });
  const noFlags = expected.noFlags.map((link) => ({
    link,
    alarm: links.find(
      (candidate) =>
        candidate.ingredient === link.ingredient &&
        counterpartMatches(link.with, candidate.with) &&
        candidate.severity !== "beneficial",
    )?.severity,
  }));
  return { flags, noFlags };
}

function flagProblems(expected: Scenario["expect"], analysis: AnalysisResult): string[] {
  const { flags, noFlags } = judgeFlags(expected, analysis);
  const problems: string[] = [];
  for (const { flag, worst, right } of flags) {
    if (worst === undefined) problems.push(`missed: ${describe(flag)}`);
    else if (!right)
      problems.push(
        `wrong severity for ${describe(flag)}: ${worst}, expected ${JSON.stringify(flag.severity)}`,
      );
  }
  for (const { link, alarm } of noFlags)
    if (alarm) problems.push(`false alarm: ${describe(link)} (${alarm})`);
  return problems;
}

function riskProblems(
  expected: Scenario["expect"],
  result: AnalysisResult,
  check: NewSupplementCheckResult | undefined,
): string[] {
  const problems: string[] = [];
  const risk = result.riskAssessment.overallRiskLevel;
  const at = RISK_ORDER.indexOf(risk);
  if (expected.risk?.min && at < RISK_ORDER.indexOf(expected.risk.min))
    problems.push(`risk ${risk} below ${expected.risk.min}`);
  if (expected.risk?.max && at > RISK_ORDER.indexOf(expected.risk.max))
    problems.push(`risk ${risk} above ${expected.risk.max}`);
  // The rule, always: what could not be checked is never shown as a low risk.
  if (result.completeness === "partial" && risk === "low") problems.push("not fully checked but risk low");
  // For a new-supplement check, "fully checked" is about the check of the addition.
  const completeness = check?.results.completeness ?? result.completeness;
  const notChecked = check?.results.notChecked ?? result.notChecked;
  if (expected.notFullyChecked === true && completeness !== "partial")
    problems.push("expected 'not fully checked'");
  if (expected.notFullyChecked === false && completeness !== "complete")
    problems.push(`expected fully checked; not checked: ${notChecked.map((item) => item.name).join(", ")}`);
  const unknown = [...result.unknownDrugs, ...result.unknownConditions];
  for (const name of expected.unrecognised)
    if (!unknown.some((entry) => same(entry, name)))
      problems.push(`expected "${name}" to be reported as unrecognised`);
  return problems;
}

/** What the result says it does not know, about the treatment, and what it counts twice. */
function knowledgeProblems(expected: Scenario["expect"], result: AnalysisResult): string[] {
  const problems: string[] = [];
  if (
    expected.standingCaution !== undefined &&
    result.standingCautions.length > 0 !== expected.standingCaution
  )
    problems.push(
      `standing caution ${String(result.standingCautions.length > 0)}, expected ${String(expected.standingCaution)}`,
    );
  for (const name of expected.noRecordsFor)
    if (!result.noRecords.some((entry) => same(entry.typed, name)))
      problems.push(`expected "no records for ${name}"`);
  if (expected.noConfidence === true && result.confidence !== null)
    problems.push(`confidence ${String(result.confidence)} shown although nothing was found`);
  for (const slug of expected.duplicated)
    if (!result.cumulativeDoses.some((dose) => dose.ingredientSlug === slug && dose.duplicated))
      problems.push(`expected ${slug} counted from more than one source`);
  return problems;
}

function checkProblems(expected: Scenario["expect"], check: NewSupplementCheckResult | undefined): string[] {
  if (!check) return [];
  const { results } = check;
  const problems: string[] = [];
  if (expected.safeToAdd !== undefined && results.safeToAdd !== expected.safeToAdd)
    problems.push(`safeToAdd ${results.safeToAdd}, expected ${expected.safeToAdd}`);
  const blocked = results.warnings.some((warning) => !warning.canProceed);
  if (expected.blocked !== undefined && blocked !== expected.blocked)
    problems.push(`blocked ${blocked}, expected ${expected.blocked}`);
  const acknowledge = results.warnings.some((warning) => warning.requiresAcknowledgment);
  if (expected.requiresAcknowledgement !== undefined && acknowledge !== expected.requiresAcknowledgement)
    problems.push(`requires acknowledgement ${acknowledge}, expected ${expected.requiresAcknowledgement}`);
  if (results.safeToAdd && results.completeness === "partial")
    problems.push("safe to add although not fully checked");
  return problems;
}

/** What is wrong with the checker's answer to a scenario (empty when it is right). */
export function scenarioProblems(
  scenario: Scenario,
  analysis: AnalysisResult,
  check?: NewSupplementCheckResult,
): string[] {
  return [
    ...flagProblems(scenario.expect, analysis),
    ...riskProblems(scenario.expect, analysis, check),
    ...knowledgeProblems(scenario.expect, analysis),
    ...checkProblems(scenario.expect, check),
  ];
}

/** A false alarm is a flag the pharmacist said must not be there. */
export function isFalseAlarm(problem: string): boolean {
  return problem.startsWith("false alarm");
}
