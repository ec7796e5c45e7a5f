// The shape of the shipped catalogue reference data (prisma/data/catalogue/), validated before it
// is seeded and by tests/unit/catalogue/ingredient-data.test.ts. Every fact carries a reference.
import { z } from "zod";

import { PRODUCT_FORMS, SUPPLEMENT_CATEGORIES, TIMING_SLOTS } from "./values";

const supplementCategorySchema = z.enum(SUPPLEMENT_CATEGORIES);
const optimalTimingSchema = z.enum(TIMING_SLOTS);
/** Units used for doses, upper levels and NRVs. µg is written with the micro sign (U+00B5). */
const doseUnitSchema = z.enum(["g", "mg", "µg", "IU", "CFU"]);

const referenceSchema = z.object({
  /** Short id used by the facts that cite it, unique within an ingredient, e.g. "ods-magnesium". */
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
  /** A commonly used supplemental daily amount, with the reference it comes from. */
  typicalDailyDose: doseSchema.extend({ referenceId: z.string() }).nullable(),
  /** UK upper level for daily intake from supplements (EVM safe upper level / guidance level, or NHS advice). */
  upperLevel: doseSchema
    .extend({
      basis: z.string().min(10),
      referenceId: z.string(),
    })
    .nullable(),
  /**
   * UK or EFSA upper level for daily intake in pregnancy, where a source states a lower one than for other
   * adults (same shape as `upperLevel`); absent when no source gives a separate pregnancy figure.
   */
  pregnancyUpperLevel: doseSchema
    .extend({
      basis: z.string().min(10),
      referenceId: z.string(),
    })
    .optional(),
  /** Nutrient Reference Value for adults (GB-retained Regulation (EU) 1169/2011 Annex XIII), where one exists. */
  nrv: doseSchema.extend({ referenceId: z.string() }).nullable(),
  optimalTiming: optimalTimingSchema.nullable(),
  bioavailabilityNotes: z.string().min(20).nullable(),
  evidenceSummary: z.string().min(40),
  /** `substance` names in the GB NHC register (prisma/data/gb-nhc-register) whose claims apply to it. */
  claimSubstances: z.array(z.string().min(2)),
  references: z.array(referenceSchema).min(1),
});

export type IngredientSeed = z.infer<typeof ingredientSeedSchema>;

const productFormSchema = z.enum(PRODUCT_FORMS);

const productIngredientSchema = z.object({
  /** An ingredient slug of prisma/data/catalogue/ingredients. */
  ingredient: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Amount per serving, as the label states it (elemental amount for minerals where the label gives it). */
  amount: z.number().positive(),
  unit: doseUnitSchema,
  /** The chemical form on the label, e.g. "as magnesium citrate", "as cholecalciferol". */
  chemicalForm: z.string().min(3).nullable(),
});

/**
 * A sample retailer price shipped with the app. It is labelled 'Sample price' with its date in the
 * UI and is never presented as a live price; real prices arrive through `npm run prices:import`.
 */
const sampleOfferSchema = z.object({
  retailer: z.string().min(2),
  pricePence: z.int().positive(),
  /** Units (capsules, tablets, grams of powder...) the price buys. */
  packSize: z.int().positive(),
  /** The retailer's product or search page. */
  url: z.url({ protocol: /^https$/ }),
});

export const productSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  brand: z.string().min(2),
  description: z.string().min(20).nullable(),
  form: productFormSchema,
  unitsPerPack: z.int().positive(),
  unitsPerServing: z.int().positive(),
  category: supplementCategorySchema,
  optimalTiming: optimalTimingSchema.nullable(),
  takeWithFood: z.boolean().nullable(),
  /** Dietary flags: null when the label does not say. */
  vegan: z.boolean().nullable(),
  vegetarian: z.boolean().nullable(),
  glutenFree: z.boolean().nullable(),
  ingredients: z.array(productIngredientSchema).min(1),
  /** False when only some of the label's ingredients are listed (such a product is never "fully checked"). */
  labelComplete: z.boolean(),
  sampleOffers: z.array(sampleOfferSchema),
});

export type ProductSeed = z.infer<typeof productSeedSchema>;
