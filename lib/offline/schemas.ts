import { z } from "zod";

import { SUPPLEMENT_CATEGORIES, TIMING_SLOTS } from "@/lib/catalogue/values";
import { recordIdSchema } from "@/lib/db/ids";
import { ALLERGENS } from "@/lib/labels/values";
import { MAX_STACK_ITEMS } from "@/lib/stacks/limits";

export const productCopyQuerySchema = z.strictObject({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(",").filter((id) => id !== ""))])
    .pipe(z.array(recordIdSchema).min(1).max(MAX_STACK_ITEMS)),
});

const levelSchema = z.strictObject({ amount: z.number(), unit: z.string(), source: z.string() });

const engineSupplementSchema = z.strictObject({
  id: recordIdSchema,
  slug: z.string().optional(),
  name: z.string(),
  brand: z.string(),
  category: z.enum(SUPPLEMENT_CATEGORIES),
  optimalTiming: z.enum(TIMING_SLOTS).nullable(),
  ingredients: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      amount: z.number(),
      unit: z.string(),
      chemicalForm: z.string().nullable().optional(),
    }),
  ),
  labelComplete: z.boolean().optional(),
  allergens: z.array(z.enum(ALLERGENS)).nullable().optional(),
});

const ingredientLimitsSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  upperLevel: levelSchema.nullable(),
  pregnancyUpperLevel: levelSchema.nullable().optional(),
});

export const productCopySchema = z.strictObject({
  product: engineSupplementSchema,
  limits: z.array(ingredientLimitsSchema),
});

export type ProductCopy = z.infer<typeof productCopySchema>;
