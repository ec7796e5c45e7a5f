// Derived only from the builder's preview, so every figure matches what the builder shows.
import {
  CATEGORY_LABELS,
  GOAL_LABELS,
  SUPPLEMENT_CATEGORIES,
  type SupplementCategory,
} from "../catalogue/values";
import { convertAmount } from "../interactions/units";
import type { AnalysisResult, MedicalProfile, ScheduleEntry, TimingConflict } from "../interactions/types";
import type { StackTotals } from "../stacks/costs";
import type { StackPreview } from "../stacks/preview";
import { goalsOfClaim } from "./benefit-goals";

export interface AnalyticsFacts {
  categories: Readonly<Record<string, SupplementCategory>>;
  ingredients: Readonly<
    Record<
      string,
      { nrv: { amount: number; unit: string } | null; claims: { id: string; claimText: string }[] }
    >
  >;
  priceHistory: Readonly<
    Record<string, { retailer: string; points: { date: string; pricePence: number }[] }>
  >;
}

interface AnalyticsItem {
  supplementId: string;
  name: string;
  brand: string;
  category: SupplementCategory | null;
  servingsPerDay: number;
  costPerDayPence: number | null;
  costPerMonthPence: number | null;
  ingredients: { slug: string; name: string; perServing: number; perDay: number; unit: string }[];
}

interface NutrientRow {
  slug: string;
  name: string;
  total: number;
  unit: string;
  nrv: { amount: number; unit: string } | null;
  percentOfNrv: number | null;
  upperLevel: { amount: number; unit: string; source: string } | null;
  upperLevelPercentOfNrv: number | null;
  exceedsUpperLevel: boolean | null;
}

interface BenefitGoal {
  goal: SupplementCategory;
  label: string;
  items: { supplementId: string; name: string; claims: { ingredientName: string; claimText: string }[] }[];
}

export interface StackAnalytics {
  items: AnalyticsItem[];
  totals: StackTotals;
  unpricedCount: number;
  includesSamplePrices: boolean;
  costByCategory: { category: SupplementCategory; label: string; costPerMonthPence: number }[];
  nutrients: NutrientRow[];
  benefits: BenefitGoal[];
  ingredientsWithoutClaims: { slug: string; name: string }[];
  schedule: { entries: ScheduleEntry[]; conflicts: TimingConflict[] };
  priceHistory: {
    supplementId: string;
    name: string;
    retailer: string;
    points: { date: string; pricePence: number }[];
  }[];
  analysis: AnalysisResult;
}

const roundTo = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function itemsOf(preview: StackPreview, facts: AnalyticsFacts): AnalyticsItem[] {
  return preview.items.map(({ product, quantity, cost }) => ({
    supplementId: product.id,
    name: product.name,
    brand: product.brand,
    category: facts.categories[product.id] ?? null,
    servingsPerDay: quantity,
    costPerDayPence: cost?.costPerDayPence ?? null,
    costPerMonthPence: cost?.costPerMonthPence ?? null,
    ingredients: product.ingredients.map((ingredient) => ({
      slug: ingredient.slug,
      name: ingredient.name,
      perServing: ingredient.amount,
      perDay: ingredient.amount * quantity,
      unit: ingredient.unit,
    })),
  }));
}

function costByCategory(items: readonly AnalyticsItem[]): StackAnalytics["costByCategory"] {
  return SUPPLEMENT_CATEGORIES.flatMap((category) => {
    const priced = items.filter((item) => item.category === category && item.costPerMonthPence !== null);
    if (priced.length === 0) return [];
    const costPerMonthPence = priced.reduce((sum, item) => sum + (item.costPerMonthPence ?? 0), 0);
    return [{ category, label: CATEGORY_LABELS[category], costPerMonthPence }];
  });
}

function percentOf(slug: string, amount: number, unit: string, of: { amount: number; unit: string }) {
  const converted = convertAmount(slug, amount, unit, of.unit);
  return converted === null || of.amount <= 0 ? null : roundTo((converted / of.amount) * 100, 1);
}

function nutrientsOf(analysis: AnalysisResult, facts: AnalyticsFacts): NutrientRow[] {
  return analysis.cumulativeDoses.map((dose) => {
    const nrv = facts.ingredients[dose.ingredientSlug]?.nrv ?? null;
    return {
      slug: dose.ingredientSlug,
      name: dose.ingredientName,
      total: dose.total,
      unit: dose.unit,
      nrv,
      percentOfNrv: nrv ? percentOf(dose.ingredientSlug, dose.total, dose.unit, nrv) : null,
      upperLevel: dose.upperLevel,
      upperLevelPercentOfNrv:
        nrv && dose.upperLevel
          ? percentOf(dose.ingredientSlug, dose.upperLevel.amount, dose.upperLevel.unit, nrv)
          : null,
      exceedsUpperLevel: dose.exceedsUpperLevel,
    };
  });
}

// Supplements here are for adults (not for under-18s): claims about children's or infants' development say nothing.
const FOR_CHILDREN = /\b(?:children|infants?|babies)\b/i;
// Claims about pregnancy are shown only to someone whose profile says pregnant, trying or breastfeeding.
const FOR_PREGNANCY = /\b(?:maternal|pregnan\w*|foet\w*|fetus|lactat\w*|breastfe\w*|conception)\b/i;
const PREGNANCY_CONDITIONS = new Set(["pregnancy", "breastfeeding", "trying to conceive"]);

function benefitsOf(
  items: readonly AnalyticsItem[],
  facts: AnalyticsFacts,
  profile: MedicalProfile | undefined,
): BenefitGoal[] {
  const pregnancy =
    profile?.medicalConditions.some((condition) => PREGNANCY_CONDITIONS.has(condition)) ?? false;
  const applies = (text: string) => !FOR_CHILDREN.test(text) && (pregnancy || !FOR_PREGNANCY.test(text));
  return SUPPLEMENT_CATEGORIES.flatMap((goal) => {
    const supporting = items.flatMap((item) => {
      const claims = item.ingredients.flatMap((ingredient) =>
        (facts.ingredients[ingredient.slug]?.claims ?? [])
          .filter((claim) => goalsOfClaim(claim.claimText).includes(goal) && applies(claim.claimText))
          .map((claim) => ({ ingredientName: ingredient.name, claimText: claim.claimText })),
      );
      return claims.length > 0 ? [{ supplementId: item.supplementId, name: item.name, claims }] : [];
    });
    return supporting.length > 0 ? [{ goal, label: GOAL_LABELS[goal], items: supporting }] : [];
  });
}

function withoutClaims(items: readonly AnalyticsItem[], facts: AnalyticsFacts) {
  const seen = new Map<string, string>();
  for (const ingredient of items.flatMap((item) => item.ingredients)) {
    if ((facts.ingredients[ingredient.slug]?.claims ?? []).length === 0)
      seen.set(ingredient.slug, ingredient.name);
  }
  return [...seen]
    .map(([slug, name]) => ({ slug, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

export function stackAnalyticsOf(
  preview: StackPreview,
  facts: AnalyticsFacts,
  profile?: MedicalProfile,
): StackAnalytics {
  const items = itemsOf(preview, facts);
  return {
    items,
    totals: preview.totals,
    unpricedCount: preview.unpricedCount,
    includesSamplePrices: preview.includesSamplePrices,
    costByCategory: costByCategory(items),
    nutrients: nutrientsOf(preview.analysis, facts),
    benefits: benefitsOf(items, facts, profile),
    ingredientsWithoutClaims: withoutClaims(items, facts),
    schedule: {
      entries: preview.analysis.timingOptimization.schedule,
      conflicts: preview.analysis.timingOptimization.conflicts,
    },
    priceHistory: items.flatMap((item) => {
      const history = facts.priceHistory[item.supplementId];
      return history && history.points.length > 1
        ? [{ supplementId: item.supplementId, name: item.name, ...history }]
        : [];
    }),
    analysis: preview.analysis,
  };
}
