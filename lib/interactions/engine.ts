// Isomorphic (the offline check runs it in the browser): the loaders decide where the data comes from.
import { analyseSupplements, checkSupplement } from "./analyse";
import { LRUCache } from "lru-cache";

import type { Dictionaries } from "./dictionary";
import { ingredientItemId, ingredientSlugOf } from "./ingredient-items";
import { buildKnowledgeIndex, type KnowledgeIndex } from "./knowledge-index";
import { readProfile } from "./profile";
import { summariseProductInteractions, type ProductInteractionSummary } from "./product-summary";
import { ANALYSIS_CACHE_TTL_MS, ENGINE_NOT_INITIALIZED, supplementNotFoundMessage } from "./rules";
import type {
  AnalysisResult,
  EngineSupplement,
  IngredientLimits,
  KnowledgeBase,
  MedicalProfile,
  NewSupplementCheckResult,
  OptimalTiming,
} from "./types";

export interface SupplementCatalogue {
  findSupplements(ids: readonly string[]): Promise<EngineSupplement[]>;
  /** Items for ingredients chosen without a product (lib/interactions/ingredient-items.ts). */
  findIngredientItems?(slugs: readonly string[]): Promise<EngineSupplement[]>;
  ingredientLimits(slugs: readonly string[]): Promise<IngredientLimits[]>;
  similarProducts(
    category: EngineSupplement["category"],
    excludedIngredients: readonly string[],
    limit: number,
  ): Promise<EngineSupplement[]>;
}

const ALTERNATIVE_CANDIDATES = 12;
const ALTERNATIVES_OFFERED = 3;
/** "Wellness" spans everything from vitamin D to collagen: too broad for a like-for-like product. */
const TOO_BROAD_FOR_ALTERNATIVES = new Set<EngineSupplement["category"]>(["wellness"]);
const ASK_FOR_AN_ALTERNATIVE =
  "Ask your pharmacist or GP about an option that is safe with your medicines and health conditions.";
/** Analyses kept (each for ANALYSIS_CACHE_TTL_MS): a bound, so many different stacks cannot exhaust memory. */
const ANALYSIS_CACHE_SIZE = 2_000;

export class SupplementNotFoundError extends Error {
  constructor(readonly supplementId: string) {
    super(supplementNotFoundMessage(supplementId));
    this.name = "SupplementNotFoundError";
  }
}

class EngineNotInitializedError extends Error {
  constructor() {
    super(ENGINE_NOT_INITIALIZED);
    this.name = "EngineNotInitializedError";
  }
}

export interface InteractionEngineOptions {
  loadKnowledgeBase: () => Promise<KnowledgeBase>;
  dictionaries: Dictionaries;
  catalogue: SupplementCatalogue;
  /** Changes when products' ingredients change, so no instance serves an analysis of the old rows. */
  catalogueVersion?: () => Promise<string>;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export class InteractionEngine {
  private index: KnowledgeIndex | undefined;
  private readonly cache = new LRUCache<string, { at: number; result: AnalysisResult }>({
    max: ANALYSIS_CACHE_SIZE,
  });
  private readonly now: () => number;

  constructor(private readonly options: InteractionEngineOptions) {
    this.now = options.now ?? Date.now;
  }

  async initialise(): Promise<boolean> {
    try {
      this.index = buildKnowledgeIndex(await this.options.loadKnowledgeBase(), this.options.dictionaries);
      this.cache.clear();
      return true;
    } catch (error) {
      this.options.log?.("Interaction knowledge base failed to load", error);
      return false;
    }
  }

  forgetAnalyses(): void {
    this.cache.clear();
  }

  get isInitialized(): boolean {
    return this.index !== undefined;
  }

  private requireIndex(): KnowledgeIndex {
    if (!this.index) throw new EngineNotInitializedError();
    return this.index;
  }

  /** Every id found, in order, or SupplementNotFoundError for the first that is not. */
  private static async loadAll(
    ids: readonly string[],
    find: (unique: string[]) => Promise<EngineSupplement[]>,
  ): Promise<EngineSupplement[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = new Map((await find(unique)).map((supplement) => [supplement.id, supplement]));
    return unique.map((id) => {
      const supplement = found.get(id);
      if (!supplement) throw new SupplementNotFoundError(id);
      return supplement;
    });
  }

  private loadSupplements(ids: readonly string[]): Promise<EngineSupplement[]> {
    return InteractionEngine.loadAll(ids, (unique) => this.options.catalogue.findSupplements(unique));
  }

  private loadIngredientItems(slugs: readonly string[]): Promise<EngineSupplement[]> {
    return InteractionEngine.loadAll(
      slugs.map(ingredientItemId),
      async (unique) =>
        (await this.options.catalogue.findIngredientItems?.(
          unique.flatMap((id) => ingredientSlugOf(id) ?? []),
        )) ?? [],
    );
  }

  private async limitsFor(
    supplements: readonly EngineSupplement[],
    profile?: MedicalProfile,
  ): Promise<Map<string, IngredientLimits>> {
    const prescribed = profile
      ? readProfile(this.requireIndex().dictionary, profile).prescribedNutrients.map(
          (item) => item.ingredient,
        )
      : [];
    const slugs = [
      ...new Set([
        ...supplements.flatMap((supplement) => supplement.ingredients.map((ingredient) => ingredient.slug)),
        ...prescribed,
      ]),
    ];
    return new Map(
      (await this.options.catalogue.ingredientLimits(slugs)).map((limits) => [limits.slug, limits]),
    );
  }

  async analyseStack(
    supplementIds: readonly string[],
    profile?: MedicalProfile,
    servingsPerDay: ReadonlyMap<string, number> = new Map(),
    timings: ReadonlyMap<string, OptimalTiming> = new Map(),
    ingredientSlugs: readonly string[] = [],
  ): Promise<AnalysisResult> {
    const index = this.requireIndex();
    const key = JSON.stringify([
      (await this.options.catalogueVersion?.()) ?? "",
      [...supplementIds].sort(),
      [...ingredientSlugs].sort(),
      profile ?? null,
      [...servingsPerDay].sort(),
      [...timings].sort(),
    ]);
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < ANALYSIS_CACHE_TTL_MS) return cached.result;

    const supplements = [
      ...(await this.loadSupplements(supplementIds)),
      ...(await this.loadIngredientItems(ingredientSlugs)),
    ];
    const result = analyseSupplements(index, {
      supplements,
      ...(profile ? { profile } : {}),
      servingsPerDay,
      timings,
      limits: await this.limitsFor(supplements, profile),
      now: new Date(this.now()),
    });
    this.cache.set(key, { at: this.now(), result });
    return result;
  }

  async analyseItems(
    supplements: readonly EngineSupplement[],
    profile?: MedicalProfile,
  ): Promise<AnalysisResult> {
    const index = this.requireIndex();
    return analyseSupplements(index, {
      supplements,
      ...(profile ? { profile } : {}),
      limits: await this.limitsFor(supplements, profile),
      now: new Date(this.now()),
    });
  }

  summariseIngredients(ingredientSlugs: readonly string[]): ProductInteractionSummary {
    return summariseProductInteractions(this.requireIndex(), ingredientSlugs);
  }

  async checkNewSupplement(
    newSupplementId: string,
    existingSupplementIds: readonly string[],
    profile?: MedicalProfile,
    servingsPerDay: ReadonlyMap<string, number> = new Map(),
  ): Promise<NewSupplementCheckResult> {
    const index = this.requireIndex();
    const started = performance.now();
    const [newSupplement, ...existing] = await this.loadSupplements([
      newSupplementId,
      ...existingSupplementIds.filter((id) => id !== newSupplementId),
    ]);
    if (!newSupplement) throw new SupplementNotFoundError(newSupplementId);
    const options = { servingsPerDay, limits: await this.limitsFor([newSupplement, ...existing], profile) };
    const result = checkSupplement(index, newSupplement, existing, profile, options);
    const alternatives = await this.alternativesFor(newSupplement, existing, profile, result, options);
    return {
      ...result,
      results: {
        ...result.results,
        alternatives:
          alternatives.length > 0
            ? alternatives.map((product) => `${product.name} (${product.brand})`)
            : result.results.blockingIngredients.length > 0
              ? [ASK_FOR_AN_ALTERNATIVE]
              : [],
        alternativeProducts: alternatives,
      },
      existingSupplementIds: [...existingSupplementIds],
      processingTimeMs: performance.now() - started,
    };
  }

  // An alternative that needs its own warnings is no alternative.
  private async alternativesFor(
    blocked: EngineSupplement,
    existing: readonly EngineSupplement[],
    profile: MedicalProfile | undefined,
    result: ReturnType<typeof checkSupplement>,
    options: { servingsPerDay: ReadonlyMap<string, number>; limits: ReadonlyMap<string, IngredientLimits> },
  ): Promise<NewSupplementCheckResult["results"]["alternativeProducts"]> {
    const excluded = result.results.blockingIngredients;
    if (excluded.length === 0 || TOO_BROAD_FOR_ALTERNATIVES.has(blocked.category)) return [];
    const inStack = new Set(existing.map((supplement) => supplement.id));
    const candidates = (
      await this.options.catalogue.similarProducts(blocked.category, excluded, ALTERNATIVE_CANDIDATES)
    ).filter((candidate) => candidate.id !== blocked.id && !inStack.has(candidate.id));
    const limits = new Map([...options.limits, ...(await this.limitsFor(candidates))]);
    return candidates
      .filter((candidate) => {
        const { results } = checkSupplement(this.requireIndex(), candidate, existing, profile, {
          ...options,
          limits,
        });
        return results.safeToAdd && !results.warnings.some((warning) => warning.requiresAcknowledgment);
      })
      .slice(0, ALTERNATIVES_OFFERED)
      .map(({ id, slug, name, brand }) => ({ id, ...(slug === undefined ? {} : { slug }), name, brand }));
  }
}
