import { z } from "zod";
import {
  PRODUCT_FORMS,
  SUPPLEMENT_CATEGORIES,
  type ProductForm,
  type SupplementCategory,
} from "@/lib/catalogue/values";
import { BROWSE_GOALS, type BrowseGoal } from "./goals";

/** Four rows of three on a wide screen (docs/benchmarks.md "Lighthouse"). */
export const BROWSE_PAGE_SIZE = 12;
export const MAX_QUERY_LENGTH = 100;
/** Deeper pages are never useful to a person and only cost OFFSET work. */
export const MAX_PAGE = 1000;
/** £10,000: far above any supplement, low enough to keep pence arithmetic small. */
const MAX_PRICE_POUNDS = 10_000;

export { PRODUCT_FORMS, SUPPLEMENT_CATEGORIES };

const SEARCH_SORTS = [
  "relevance",
  "name",
  "price",
  "price_per_day",
  "price_per_dose",
  "rating",
  "newest",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SupplementSearchParams {
  q: string | null;
  category: SupplementCategory | null;
  goal: BrowseGoal | null;
  form: ProductForm | null;
  ingredient: string | null;
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
  inStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SearchSort;
  page: number;
}

const queryField = z.string().trim().max(MAX_QUERY_LENGTH);
const categoryField = z.enum(SUPPLEMENT_CATEGORIES as [SupplementCategory, ...SupplementCategory[]]);
const goalField = z.enum(BROWSE_GOALS);
const formField = z.enum(PRODUCT_FORMS as [ProductForm, ...ProductForm[]]);
const ingredientField = z
  .string()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Must be an ingredient slug");
/** Checkboxes submit value="1"; anything else is not a yes. */
const flagField = z.literal("1");
const priceField = z.coerce.number().min(0).max(MAX_PRICE_POUNDS);
const pageField = z.coerce.number().int().min(1).max(MAX_PAGE);
const sortField = z.enum(SEARCH_SORTS);

function effectiveSort(sort: SearchSort | undefined, q: string | null): SearchSort {
  if (sort === undefined) return q ? "relevance" : "name";
  return sort === "relevance" && !q ? "name" : sort;
}

// An empty value (a GET form's blank field) means "not given", for every field.
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), field.optional());

export const supplementSearchQuerySchema = z
  .object({
    q: optional(queryField),
    category: optional(categoryField),
    goal: optional(goalField),
    form: optional(formField),
    ingredient: optional(ingredientField),
    vegan: optional(flagField),
    vegetarian: optional(flagField),
    glutenFree: optional(flagField),
    inStock: optional(flagField),
    minPrice: optional(priceField),
    maxPrice: optional(priceField),
    sort: optional(sortField),
    page: optional(pageField),
  })
  .refine(
    (value) =>
      value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice,
    {
      path: ["maxPrice"],
      message: "maxPrice must not be below minPrice",
    },
  )
  .transform((value): SupplementSearchParams => {
    const q = value.q ? value.q : null;
    return {
      q,
      category: value.category ?? null,
      goal: value.goal ?? null,
      form: value.form ?? null,
      ingredient: value.ingredient ?? null,
      vegan: value.vegan === "1",
      vegetarian: value.vegetarian === "1",
      glutenFree: value.glutenFree === "1",
      inStock: value.inStock === "1",
      minPrice: value.minPrice ?? null,
      maxPrice: value.maxPrice ?? null,
      sort: effectiveSort(value.sort, q),
      page: value.page ?? 1,
    };
  });

export type RawSearchParams = Record<string, string | string[] | undefined>;

function first(raw: RawSearchParams, key: string): string | undefined {
  const value = raw[key];
  return Array.isArray(value) ? value[0] : value;
}

function valid<T>(field: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined || value === "") return undefined;
  const result = field.safeParse(value);
  return result.success ? result.data : undefined;
}

function clampedPage(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 1;
  return Math.min(parsed, MAX_PAGE);
}

function clampedPrice(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) return null;
  return Math.min(parsed, MAX_PRICE_POUNDS);
}

export function parseBrowseParams(raw: RawSearchParams): SupplementSearchParams {
  const q = (first(raw, "q") ?? "").trim().slice(0, MAX_QUERY_LENGTH).trim() || null;
  let minPrice = clampedPrice(first(raw, "minPrice"));
  let maxPrice = clampedPrice(first(raw, "maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q,
    category: valid(categoryField, first(raw, "category")) ?? null,
    goal: valid(goalField, first(raw, "goal")) ?? null,
    form: valid(formField, first(raw, "form")) ?? null,
    ingredient: valid(ingredientField, first(raw, "ingredient")) ?? null,
    vegan: first(raw, "vegan") === "1",
    vegetarian: first(raw, "vegetarian") === "1",
    glutenFree: first(raw, "glutenFree") === "1",
    inStock: first(raw, "inStock") === "1",
    minPrice,
    maxPrice,
    sort: effectiveSort(valid(sortField, first(raw, "sort")), q),
    page: clampedPage(first(raw, "page")),
  };
}

// Defaults are left out, so links stay short and canonical.
export function browseQueryString(
  params: SupplementSearchParams,
  changes: Partial<SupplementSearchParams> = {},
): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.q) search.set("q", next.q);
  if (next.category) search.set("category", next.category);
  if (next.goal) search.set("goal", next.goal);
  if (next.form) search.set("form", next.form);
  if (next.ingredient) search.set("ingredient", next.ingredient);
  if (next.vegan) search.set("vegan", "1");
  if (next.vegetarian) search.set("vegetarian", "1");
  if (next.glutenFree) search.set("glutenFree", "1");
  if (next.minPrice !== null) search.set("minPrice", String(next.minPrice));
  if (next.maxPrice !== null) search.set("maxPrice", String(next.maxPrice));
  if (next.inStock) search.set("inStock", "1");
  if (next.sort !== effectiveSort(undefined, next.q)) search.set("sort", next.sort);
  if (next.page > 1) search.set("page", String(next.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
