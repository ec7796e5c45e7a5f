// Never claims more than it checked: products without a copy and the health profile are listed as not checked.
import { InteractionEngine } from "@/lib/interactions/engine";
import { knowledgeBaseSchema, type KnowledgeBase } from "@/lib/interactions/knowledge-base-schema";
import { riskForCompleteness } from "@/lib/interactions/rules";
import { stackVerdict } from "@/lib/interactions/verdict";
import type { AnalysisResult, NotChecked } from "@/lib/interactions/types";
import type { OptimalTiming } from "@/lib/catalogue/values";

import { KNOWLEDGE_KEY, productKey, type CopyStore } from "./copy-store";
import { productCopySchema, type ProductCopy } from "./schemas";

export interface OfflineCheckItem {
  supplementId: string;
  name: string;
  /** Servings a day. */
  quantity: number;
  timing?: OptimalTiming | null;
}

export type OfflineCheck =
  | { status: "checked"; result: AnalysisResult; knowledgeSavedAt: string }
  | { status: "unavailable"; reason: "no-knowledge-copy" | "no-product-copies" };

const NO_DICTIONARIES = { medicines: [], medicineClasses: [], conditions: [] };

export const PRODUCT_NOT_SAVED =
  "Its details were not saved on this device before it went offline, so it was not checked. Check again when you are back online.";
export const PROFILE_NOT_CHECKED =
  "Your health profile is not kept on this device, so the medicines and conditions in it were not checked offline. Check again when you are back online.";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readKnowledge(store: CopyStore): Promise<{ base: KnowledgeBase; savedAt: string } | null> {
  const entry = await store.read(KNOWLEDGE_KEY).catch(() => null);
  if (!entry) return null;
  const parsed = knowledgeBaseSchema.safeParse(parseJson(entry.text));
  return parsed.success ? { base: parsed.data, savedAt: entry.savedAt } : null;
}

async function readProduct(store: CopyStore, id: string): Promise<ProductCopy | null> {
  const entry = await store.read(productKey(id)).catch(() => null);
  if (!entry) return null;
  const parsed = productCopySchema.safeParse(parseJson(entry.text));
  return parsed.success && parsed.data.product.id === id ? parsed.data : null;
}

function withNotChecked(result: AnalysisResult, extra: readonly NotChecked[]): AnalysisResult {
  const notChecked = [...result.notChecked, ...extra];
  const completeness = notChecked.length > 0 ? "partial" : "complete";
  const risk = riskForCompleteness(result.riskAssessment.overallRiskLevel, completeness);
  return {
    ...result,
    notChecked,
    completeness,
    riskAssessment: { ...result.riskAssessment, overallRiskLevel: risk },
    verdict: stackVerdict(risk, completeness),
  };
}

export async function checkStackOffline(
  store: CopyStore,
  items: readonly OfflineCheckItem[],
  options: { signedIn: boolean; now?: Date },
): Promise<OfflineCheck> {
  const knowledge = await readKnowledge(store);
  if (!knowledge) return { status: "unavailable", reason: "no-knowledge-copy" };
  const copies = new Map<string, ProductCopy>();
  const missing: NotChecked[] = [];
  for (const item of items) {
    const copy = await readProduct(store, item.supplementId);
    if (copy) copies.set(item.supplementId, copy);
    else missing.push({ kind: "product", name: item.name, reason: PRODUCT_NOT_SAVED, suggestions: [] });
  }
  if (copies.size === 0) return { status: "unavailable", reason: "no-product-copies" };

  const limits = [...copies.values()].flatMap((copy) => copy.limits);
  const engine = new InteractionEngine({
    loadKnowledgeBase: () => Promise.resolve(knowledge.base),
    dictionaries: NO_DICTIONARIES,
    catalogue: {
      findSupplements: (ids) => Promise.resolve(ids.flatMap((id) => copies.get(id)?.product ?? [])),
      ingredientLimits: (slugs) => Promise.resolve(limits.filter((limit) => slugs.includes(limit.slug))),
      similarProducts: () => Promise.resolve([]),
    },
    ...(options.now ? { now: () => options.now?.getTime() ?? Date.now() } : {}),
  });
  if (!(await engine.initialise())) return { status: "unavailable", reason: "no-knowledge-copy" };
  const checked = items.filter((item) => copies.has(item.supplementId));
  const result = await engine.analyseStack(
    checked.map((item) => item.supplementId),
    undefined,
    new Map(checked.map((item) => [item.supplementId, item.quantity])),
    new Map(checked.flatMap((item) => (item.timing ? [[item.supplementId, item.timing] as const] : []))),
  );
  const profile: NotChecked[] = options.signedIn
    ? [{ kind: "condition", name: "Your health profile", reason: PROFILE_NOT_CHECKED, suggestions: [] }]
    : [];
  return {
    status: "checked",
    result: withNotChecked(result, [...missing, ...profile]),
    knowledgeSavedAt: knowledge.savedAt,
  };
}
