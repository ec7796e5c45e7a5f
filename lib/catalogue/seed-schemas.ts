import { z } from "zod";

import { DOSE_UNITS, PRODUCT_FORMS, SUPPLEMENT_CATEGORIES, TIMING_SLOTS } from "./values";

const supplementCategorySchema = z.enum(SUPPLEMENT_CATEGORIES);
const optimalTimingSchema = z.enum(TIMING_SLOTS);
const doseUnitSchema = z.enum(DOSE_UNITS);

const referenceSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  publisher: z.string().min(2),
  url: z.url({ protocol: /^https$/ }),
});

const doseSchema = z.object({
  amount: z.number().positive(),
  unit: doseUnitSchema,
});

export const ingredientSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(2),
  synonyms: z.array(z.string().min(2)),
  category: supplementCategorySchema,
  typicalDailyDose: doseSchema.extend({ referenceId: z.string() }).nullable(),
  /** EVM safe upper level or guidance level, or NHS advice. */
  upperLevel: doseSchema
    .extend({
      basis: z.string().min(10),
      referenceId: z.string(),
    })
    .nullable(),
  /** Only where a UK or EFSA source states a lower level for pregnancy. */
  pregnancyUpperLevel: doseSchema
    .extend({
      basis: z.string().min(10),
      referenceId: z.string(),
    })
    .optional(),
  /** Adults' NRV: GB-retained Regulation (EU) 1169/2011 Annex XIII. */
  nrv: doseSchema.extend({ referenceId: z.string() }).nullable(),
  optimalTiming: optimalTimingSchema.nullable(),
  bioavailabilityNotes: z.string().min(20).nullable(),
  evidenceSummary: z.string().min(40),
  claimSubstances: z.array(z.string().min(2)),
  references: z.array(referenceSchema).min(1),
});

export type IngredientSeed = z.infer<typeof ingredientSeedSchema>;

const productFormSchema = z.enum(PRODUCT_FORMS);

const productIngredientSchema = z.object({
  ingredient: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** As the label states it (the elemental amount for minerals where the label gives it). */
  amount: z.number().positive(),
  unit: doseUnitSchema,
  chemicalForm: z.string().min(3).nullable(),
});

const sampleOfferSchema = z.object({
  retailer: z.string().min(2),
  pricePence: z.int().positive(),
  packSize: z.int().positive(),
  url: z.url({ protocol: /^https$/ }),
});

export const productSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  brand: z.string().min(2),
  description: z.string().min(20).nullable(),
  form: productFormSchema,
  unitsPerPack: z.int().positive().nullable(),
  unitsPerServing: z.int().positive(),
  category: supplementCategorySchema,
  optimalTiming: optimalTimingSchema.nullable(),
  takeWithFood: z.boolean().nullable(),
  /** null when the label does not say. */
  vegan: z.boolean().nullable(),
  vegetarian: z.boolean().nullable(),
  glutenFree: z.boolean().nullable(),
  ingredients: z.array(productIngredientSchema).min(1),
  labelComplete: z.boolean(),
  /** The page the label was read from and the day; seeded as a re-check waiting for an admin's check. */
  labelSource: z.object({ url: z.url({ protocol: /^https?$/ }), readOn: z.iso.date() }).optional(),
  sampleOffers: z.array(sampleOfferSchema),
});

export type ProductSeed = z.infer<typeof productSeedSchema>;
