// Scenarios whose made-up products each hold one ingredient can also be asked through the API, the ingredient chosen
// without a product (no amount): so long as they expect nothing an unknown amount changes (an upper level, a form, how
// complete the check is, the overall risk, quiet for an ingredient with records that start at a dose).
import { KNOWLEDGE_BASE } from "@/prisma/data/interactions";

import type { Scenario } from "./schema";

const DOSE_LIMITED = new Set(
  [
    ...KNOWLEDGE_BASE.supplementInteractions,
    ...KNOWLEDGE_BASE.drugInteractions,
    ...KNOWLEDGE_BASE.medicalContraindications,
  ].flatMap((record) => (record.appliesWhen?.minDailyAmount ? [record.appliesWhen.ingredient] : [])),
);

type StackItem = Scenario["stack"][number];

function ingredientOnly(item: StackItem): string | null {
  if (!("custom" in item)) return null;
  const [only, ...rest] = item.custom.ingredients;
  return only && rest.length === 0 && only.chemicalForm === undefined ? only.ingredient : null;
}

function askableByIngredient(scenario: Scenario): boolean {
  const { expect } = scenario;
  const links = [...expect.flags.map((flag) => flag.with), ...expect.noFlags.map((link) => link.with)];
  return (
    scenario.stack.some((item) => "custom" in item) &&
    scenario.stack.every((item) => "product" in item || ingredientOnly(item) !== null) &&
    scenario.adding === undefined &&
    !links.some((link) => "upperLevel" in link) &&
    !expect.noFlags.some((link) => DOSE_LIMITED.has(link.ingredient)) &&
    expect.notFullyChecked === undefined &&
    expect.risk === undefined &&
    expect.duplicated.length === 0 &&
    expect.noConfidence === undefined
  );
}

/** The ingredient slugs of a scenario's made-up products, for `ingredientSlugs`. */
export function ingredientsOf(scenario: Scenario): string[] {
  return scenario.stack.flatMap((item) => ingredientOnly(item) ?? []);
}

/** What tests/integration/interaction-scenarios.test.ts asks through the API. */
export function runsThroughApi(scenario: Scenario): boolean {
  return scenario.stack.every((item) => "product" in item) || askableByIngredient(scenario);
}
