import "server-only";
import { AppError } from "../errors/app-error";
import { interactionEngine, withSupplementErrors } from "../interactions/server-engine";
import type { AnalysisResult, MedicalProfile } from "../interactions/types";
import { stackTotals, type ItemCost, type StackTotals } from "./costs";
import { findSavings, type Saving } from "./optimise";
import { costOf, loadStackProducts, type StackProduct } from "./products";
import { type OptimalTiming } from "@/lib/catalogue/values";

export interface PreviewItemInput {
  supplementId: string;
  quantity: number;
  timing?: OptimalTiming | null;
}

export interface PreviewItem {
  product: StackProduct;
  quantity: number;
  timing: OptimalTiming | null;
  cost: ItemCost | null;
}

export interface StackPreview {
  items: PreviewItem[];
  totals: StackTotals;
  unpricedCount: number;
  includesSamplePrices: boolean;
  analysis: AnalysisResult;
  usedHealthProfile: boolean;
  savings: Saving[];
  totalMonthlySavingPence: number;
}

export async function previewStack(
  items: readonly PreviewItemInput[],
  profile?: MedicalProfile,
  options: { withSavings?: boolean } = {},
): Promise<StackPreview> {
  const products = await loadStackProducts(items.map((item) => item.supplementId));
  const missing = items.find((item) => !products.has(item.supplementId));
  if (missing) {
    throw new AppError("SUPPLEMENT_NOT_FOUND", `Supplement ${missing.supplementId} not found`, {
      details: { supplementId: missing.supplementId },
    });
  }
  const previewItems: PreviewItem[] = items.flatMap((item) => {
    const product = products.get(item.supplementId);
    if (!product) return [];
    return [
      { product, quantity: item.quantity, timing: item.timing ?? null, cost: costOf(product, item.quantity) },
    ];
  });
  const priced = previewItems.flatMap((item) =>
    item.cost ? [{ product: item.product, cost: item.cost }] : [],
  );

  const engine = await interactionEngine();
  const servings = new Map(items.map((item) => [item.supplementId, item.quantity]));
  const timings = new Map(
    items.flatMap((item) => (item.timing ? [[item.supplementId, item.timing] as const] : [])),
  );
  const analysis = await withSupplementErrors(() =>
    engine.analyseStack(
      items.map((item) => item.supplementId),
      profile,
      servings,
      timings,
    ),
  );
  const savings =
    options.withSavings === false
      ? []
      : await findSavings(
          engine,
          previewItems.map((item) => ({ product: item.product, servingsPerDay: item.quantity })),
          profile,
        );

  return {
    items: previewItems,
    totals: stackTotals(priced.map((item) => item.cost)),
    unpricedCount: previewItems.length - priced.length,
    includesSamplePrices: priced.some((item) => item.product.offer?.source === "sample"),
    analysis,
    usedHealthProfile: profile !== undefined,
    savings,
    totalMonthlySavingPence: savings.reduce((sum, saving) => sum + saving.monthlySavingPence, 0),
  };
}
