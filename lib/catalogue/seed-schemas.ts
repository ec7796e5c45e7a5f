// The shape of the shipped catalogue reference data (prisma/data/catalogue/), validated before it
// is seeded and by tests/unit/catalogue/ingredient-data.test.ts. Every fact carries a reference.
import { z } from "zod";

export const supplementCategorySchema = z.enum(["wellness", "focus", "performance", "energy", "immune", "sleep", "digestive"]);
export const optimalTimingSchema = z.enum(["morning", "evening", "with_food", "empty_stomach"]);
/** Units used for doses, upper levels and NRVs. µg is written with the micro sign (U+00B5). */
export const doseUnitSchema = z.enum(["g", "mg", "µg", "IU", "CFU"]);

export const referenceSchema = z.object({
  /** Short id used by the facts that cite it, unique within an ingredient, e.g. "ods-magnesium". */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  publisher: z.string().min(2),
  url: z.url({ protocol: /^https$/ }),
});

export const doseSchema = z.object({
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
