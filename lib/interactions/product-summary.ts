// Unlike an analysis, nothing here depends on the user's medicines or stack: every record is listed.
import type { KnowledgeIndex } from "./knowledge-index";
import { warningSeverityFor } from "./rules";
import type {
  DrugInteraction,
  FoodInteraction,
  MedicalContraindication,
  NutrientInteraction,
  SupplementInteraction,
  WarningSeverity,
} from "./types";

export type ProductFinding =
  | { kind: "medicine"; severity: WarningSeverity; record: DrugInteraction }
  | { kind: "condition"; severity: WarningSeverity; record: MedicalContraindication }
  | {
      kind: "supplement";
      severity: WarningSeverity;
      record: SupplementInteraction;
      ingredient: string;
      partner: string;
    }
  | { kind: "food"; severity: WarningSeverity; record: FoodInteraction };

export type ProductFindingKind = ProductFinding["kind"];

export interface ProductInteractionSummary {
  findings: ProductFinding[];
  countsBySeverity: Record<WarningSeverity, number>;
  countsByKind: Record<ProductFindingKind, number>;
  synergies: { record: SupplementInteraction; ingredient: string; partner: string }[];
  depletions: NutrientInteraction[];
  partnerSlugs: string[];
}

const SEVERITY_ORDER: Record<WarningSeverity, number> = { critical: 0, error: 1, warning: 2, info: 3 };
const KIND_ORDER: Record<ProductFindingKind, number> = { medicine: 0, condition: 1, supplement: 2, food: 3 };

export function compareProductFindings(a: ProductFinding, b: ProductFinding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    a.record.evidenceLevel - b.record.evidenceLevel ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.record.id.localeCompare(b.record.id)
  );
}

// A pair of ingredients both in the product is left out: the formulator chose that combination.
export function summariseProductInteractions(
  index: KnowledgeIndex,
  ingredientSlugs: readonly string[],
): ProductInteractionSummary {
  const own = new Set(ingredientSlugs);
  const findings: ProductFinding[] = [];
  const synergies: ProductInteractionSummary["synergies"] = [];
  const depletions: NutrientInteraction[] = [];
  const seen = new Set<string>();
  const once = (id: string) => (seen.has(id) ? false : (seen.add(id), true));

  for (const slug of own) {
    for (const record of index.drugsByIngredient.get(slug) ?? []) {
      if (once(record.id))
        findings.push({ kind: "medicine", severity: warningSeverityFor(record.severityLevel), record });
    }
    for (const record of index.conditionsByIngredient.get(slug) ?? []) {
      if (once(record.id)) {
        findings.push({
          kind: "condition",
          severity: record.contraindicationLevel === "absolute" ? "critical" : "warning",
          record,
        });
      }
    }
    for (const [partner, record] of index.pairsByIngredient.get(slug) ?? []) {
      if (own.has(partner) || !once(record.id)) continue;
      if (record.severity === "beneficial") synergies.push({ record, ingredient: slug, partner });
      else
        findings.push({
          kind: "supplement",
          severity: warningSeverityFor(record.severity),
          record,
          ingredient: slug,
          partner,
        });
    }
    for (const record of index.foodsByIngredient.get(slug) ?? []) {
      // As on the checker's cards, every food record is listed (a beneficial one as information).
      if (once(record.id))
        findings.push({ kind: "food", severity: warningSeverityFor(record.severity), record });
    }
    for (const record of index.nutrientsByIngredient.get(slug) ?? []) {
      if (once(record.id)) depletions.push(record);
    }
  }
  findings.sort(compareProductFindings);
  synergies.sort(
    (a, b) => a.record.evidenceLevel - b.record.evidenceLevel || a.record.id.localeCompare(b.record.id),
  );

  const countsBySeverity: Record<WarningSeverity, number> = { critical: 0, error: 0, warning: 0, info: 0 };
  const countsByKind: Record<ProductFindingKind, number> = {
    medicine: 0,
    condition: 0,
    supplement: 0,
    food: 0,
  };
  for (const finding of findings) {
    countsBySeverity[finding.severity] += 1;
    countsByKind[finding.kind] += 1;
  }
  const partnerSlugs = new Set<string>();
  for (const finding of findings) if (finding.kind === "supplement") partnerSlugs.add(finding.partner);
  for (const synergy of synergies) partnerSlugs.add(synergy.partner);
  for (const record of depletions)
    if (record.nutrientIngredient && !own.has(record.nutrientIngredient))
      partnerSlugs.add(record.nutrientIngredient);

  return {
    findings,
    countsBySeverity,
    countsByKind,
    synergies,
    depletions,
    partnerSlugs: [...partnerSlugs].sort(),
  };
}
