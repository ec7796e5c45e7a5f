// What the knowledge base says about one product's ingredients, whoever takes it: its interactions
// with medicines, with health conditions, with other supplements' ingredients and with food, and the
// nutrients it can deplete. Pure, over the engine's index. Unlike an analysis, nothing here depends on
// the user's medicines or stack, so it lists every record for the product's ingredients.
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
  /** `ingredient` is the product's; `partner` the other supplement ingredient. */
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
  /** Every finding except beneficial supplement pairs (those are synergies), most severe first (then stronger evidence, then record id). */
  findings: ProductFinding[];
  countsBySeverity: Record<WarningSeverity, number>;
  countsByKind: Record<ProductFindingKind, number>;
  /** Supplement ingredients the knowledge base says work well with this product's. */
  synergies: { record: SupplementInteraction; ingredient: string; partner: string }[];
  /** Nutrients this product's ingredients can deplete. */
  depletions: NutrientInteraction[];
  /** Every ingredient slug the findings and synergies name that is not in the product, for name look-ups. */
  partnerSlugs: string[];
}

const SEVERITY_ORDER: Record<WarningSeverity, number> = { critical: 0, error: 1, warning: 2, info: 3 };
const KIND_ORDER: Record<ProductFindingKind, number> = { medicine: 0, condition: 1, supplement: 2, food: 3 };

/** Most severe first; among equals, stronger evidence (level 1 is strongest), then medicines before conditions, supplements and food. */
export function compareProductFindings(a: ProductFinding, b: ProductFinding): number {
  return (
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
    a.record.evidenceLevel - b.record.evidenceLevel ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    a.record.id.localeCompare(b.record.id)
  );
}

/**
 * The summary for a product made of `ingredientSlugs`. A pair of ingredients that are both in the
 * product is left out, as the engine's analysis does: the formulator chose that combination.
 * An absolute contraindication is critical and a relative one a caution, as on the checker's cards.
 */
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
