import type { ProductFinding } from "@/lib/interactions/product-summary";

import { conditionNotes, conditionRecommendation, drugNotes, type FindingView } from "./finding-views";

export type IngredientNames = Readonly<Record<string, string>>;

function nameOf(names: IngredientNames, slug: string): string {
  const name = names[slug];
  if (name) return name;
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type FindingOf<K extends ProductFinding["kind"]> = Extract<ProductFinding, { kind: K }>;
type Common = Pick<FindingView, "key" | "severity" | "evidenceLevel" | "isVerified" | "references">;

function commonOf(finding: ProductFinding): Common {
  const { record } = finding;
  return {
    key: record.id,
    severity: finding.severity,
    evidenceLevel: record.evidenceLevel,
    isVerified: record.isVerified,
    references: record.references,
  };
}

function medicineView({ record }: FindingOf<"medicine">, names: IngredientNames) {
  const ingredient = nameOf(names, record.ingredient);
  // A class record's generic name is the class slug, which is not for people to read.
  const medicine =
    record.targetClass || record.drugName.toLowerCase() === record.genericName.toLowerCase()
      ? record.drugName
      : `${record.drugName} (${record.genericName})`;
  return {
    title: `${ingredient} with ${record.drugName}`,
    involved: [
      { label: "Medicine", value: medicine },
      ...(record.brandNames.length > 0 ? [{ label: "UK brands", value: record.brandNames.join(", ") }] : []),
      { label: "Ingredient", value: ingredient },
    ],
    effect: `${record.expectedEffect} ${record.clinicalSignificance}`,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: drugNotes(record),
  };
}

function conditionView({ record }: FindingOf<"condition">, names: IngredientNames) {
  const ingredient = nameOf(names, record.ingredient);
  return {
    title: `${ingredient} and ${record.conditionName}`,
    involved: [
      { label: "Condition", value: record.conditionName },
      { label: "Ingredient", value: ingredient },
    ],
    effect: record.reason,
    mechanism: null,
    recommendation: conditionRecommendation(record),
    notes: conditionNotes(record),
  };
}

function supplementView(finding: FindingOf<"supplement">, names: IngredientNames) {
  const { record } = finding;
  const ingredient = nameOf(names, finding.ingredient);
  const partner = nameOf(names, finding.partner);
  return {
    title: `${ingredient} and ${partner}`,
    involved: [
      { label: "In this product", value: ingredient },
      { label: "In other supplements", value: partner },
    ],
    effect: record.clinicalEffect,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: [],
  };
}

function foodView({ record }: FindingOf<"food">, names: IngredientNames) {
  const ingredient = nameOf(names, record.ingredient);
  return {
    title: `${ingredient} and ${record.foodCategory}`,
    involved: [
      { label: "Ingredient", value: ingredient },
      { label: "Food or drink", value: record.foodCategory },
    ],
    effect: record.clinicalSignificance,
    mechanism: record.mechanism,
    recommendation: record.recommendation,
    notes: [],
  };
}

type KindView = Omit<FindingView, keyof Common>;

function kindView(finding: ProductFinding, names: IngredientNames): KindView {
  switch (finding.kind) {
    case "medicine":
      return medicineView(finding, names);
    case "condition":
      return conditionView(finding, names);
    case "supplement":
      return supplementView(finding, names);
    case "food":
      return foodView(finding, names);
  }
}

export function productFindingView(finding: ProductFinding, names: IngredientNames): FindingView {
  return { ...commonOf(finding), ...kindView(finding, names) };
}

export function partnerNames(slugs: readonly string[], names: IngredientNames): string[] {
  return [...new Set(slugs.map((slug) => nameOf(names, slug)))];
}
