import { z } from "zod";
import {
  MAX_SERVINGS_PER_DAY,
  MAX_STACK_ITEMS,
  MIN_SERVINGS_PER_DAY,
  PUBLISHED_DESCRIPTION_MAX,
  STACK_NAME_MAX,
  STACK_NAME_REQUIRED,
  STACK_NOTES_MAX,
} from "./limits";
import { SUPPLEMENT_CATEGORIES, TIMING_SLOTS } from "@/lib/catalogue/values";
import { recordIdSchema } from "@/lib/db/ids";

const id = recordIdSchema;

const stackItemInputSchema = z.strictObject({
  supplementId: id,
  quantity: z
    .number()
    .int("Servings a day must be a whole number")
    .min(MIN_SERVINGS_PER_DAY, `Servings a day must be at least ${MIN_SERVINGS_PER_DAY}`)
    .max(MAX_SERVINGS_PER_DAY, `Servings a day must be at most ${MAX_SERVINGS_PER_DAY}`),
  timing: z.enum(TIMING_SLOTS).nullable().optional(),
});

const itemsSchema = z
  .array(stackItemInputSchema)
  .max(MAX_STACK_ITEMS, `A stack can hold at most ${MAX_STACK_ITEMS} supplements`)
  .refine(
    (items) => new Set(items.map((item) => item.supplementId)).size === items.length,
    "Each supplement may appear only once",
  );

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const createStackSchema = z.strictObject({
  name: text(STACK_NAME_MAX, "Name").min(1, STACK_NAME_REQUIRED),
  goal: z.enum(SUPPLEMENT_CATEGORIES).nullable().optional(),
  notes: text(STACK_NOTES_MAX, "Notes").nullable().optional(),
  items: itemsSchema.min(1, "Add at least one supplement before saving"),
});

export const updateStackSchema = z.strictObject({
  version: z.number().int().positive(),
  name: text(STACK_NAME_MAX, "Name").min(1, STACK_NAME_REQUIRED).optional(),
  goal: z.enum(SUPPLEMENT_CATEGORIES).nullable().optional(),
  notes: text(STACK_NOTES_MAX, "Notes").nullable().optional(),
  items: itemsSchema.min(1, "A saved stack needs at least one supplement").optional(),
});

export const publishStackSchema = z.strictObject({
  title: text(STACK_NAME_MAX, "Title").min(1, "Please give the published stack a title"),
  goal: z.enum(SUPPLEMENT_CATEGORIES).nullable().optional(),
  description: text(PUBLISHED_DESCRIPTION_MAX, "Description").nullable().optional(),
});

export const previewSchema = z.strictObject({ items: itemsSchema });

export const additionCheckSchema = z.strictObject({
  newSupplementId: id,
  existingSupplementIds: z.array(id).max(MAX_STACK_ITEMS),
  servingsPerDay: z.record(id, z.int().min(1).max(MAX_SERVINGS_PER_DAY)).optional(),
});

export const COMMUNITY_SORTS = ["liked", "newest", "cheapest"] as const;
export const COMMUNITY_PAGE_SIZE = 12;

export const communityQuerySchema = z.strictObject({
  goal: z.enum(SUPPLEMENT_CATEGORIES).optional(),
  sort: z.enum(COMMUNITY_SORTS).default("liked"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export type StackItemInput = z.infer<typeof stackItemInputSchema>;
export type CreateStackInput = z.infer<typeof createStackSchema>;
export type UpdateStackInput = z.infer<typeof updateStackSchema>;

export const savedByHeaderSchema = z.string().trim().min(1).max(200).optional();
