// Realistic UK scenarios for the interaction checker, each with the outcome a community pharmacist
// would expect and the source that says so. tests/unit/interactions/scenarios.test.ts runs them
// against the engine and tests/integration/interaction-scenarios.test.ts against the API.
//
// Expectations are written in the checker's own terms but independent of how the knowledge base
// stores things: a "flag" is any finding (interaction, contraindication, upper-level excess, or
// the combined bleeding-risk warning) linking an ingredient to what it meets.
import { z } from "zod";

import { referenceSchema } from "@/lib/interactions/knowledge-base-schema";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const SEVERITY_ORDER = ["beneficial", "minor", "moderate", "major", "contraindicated"] as const;
export const RISK_ORDER = ["low", "moderate", "high", "very_high"] as const;

/** What the ingredient meets: a medicine or condition as typed, another ingredient, food, or its upper level. */
const counterpartSchema = z.union([
  z.strictObject({ medicine: z.string().min(2) }),
  z.strictObject({ condition: z.string().min(2) }),
  z.strictObject({ ingredient: slug }),
  z.strictObject({ food: z.string().min(2) }),
  z.strictObject({ upperLevel: z.literal(true) }),
]);

const flagSchema = z.strictObject({
  /** Ingredient slug (prisma/data/catalogue/ingredients). */
  ingredient: slug,
  with: counterpartSchema,
  /** Severity range the finding must fall in (an upper-level excess counts as moderate; ≥ 2× or a clearly dangerous case as major). */
  severity: z.strictObject({
    min: z.enum(SEVERITY_ORDER),
    max: z.enum(SEVERITY_ORDER).optional(),
  }),
});

/** A product of the catalogue (its id), or a made-up label for dose cases the catalogue lacks (engine only). */
const stackItemSchema = z.union([
  z.strictObject({ product: z.string().min(3), servingsPerDay: z.number().int().min(1).max(20).default(1) }),
  z.strictObject({
    custom: z.strictObject({
      name: z.string().min(3),
      ingredients: z
        .array(
          z.strictObject({
            ingredient: slug,
            amount: z.number().positive(),
            unit: z.enum(["g", "mg", "µg", "IU", "CFU"]),
            chemicalForm: z.string().min(2).optional(),
          }),
        )
        .min(1),
    }),
    servingsPerDay: z.number().int().min(1).max(20).default(1),
  }),
]);

export const scenarioSchema = z.strictObject({
  /** "sc-<kebab>", unique. */
  id: z.string().regex(/^sc-[a-z0-9]+(-[a-z0-9]+)*$/),
  /** One line a pharmacist would recognise, e.g. "Warfarin patient adds St John's wort". */
  title: z.string().min(10),
  /** Medicines and conditions exactly as a UK user might type them (brands, US names, misspellings). */
  profile: z
    .strictObject({
      medicines: z.array(z.string().min(2)).default([]),
      conditions: z.array(z.string().min(2)).default([]),
    })
    .default({ medicines: [], conditions: [] }),
  stack: z.array(stackItemSchema).min(1),
  /** For new-supplement checks: the product being added to `stack` (POST /api/interactions/check). */
  adding: z.strictObject({ product: z.string().min(3) }).optional(),
  expect: z
    .strictObject({
      /** Findings that must be present. */
      flags: z.array(flagSchema).default([]),
      /** Links that must NOT be flagged at minor severity or above (false alarms). */
      noFlags: z.array(flagSchema.omit({ severity: true })).default([]),
      /** Overall risk range. */
      risk: z
        .strictObject({ min: z.enum(RISK_ORDER).optional(), max: z.enum(RISK_ORDER).optional() })
        .optional(),
      /** True: the result must say "not fully checked"; false: it must be fully checked. */
      notFullyChecked: z.boolean().optional(),
      /** Typed names the checker must report as not recognised. */
      unrecognised: z.array(z.string()).default([]),
      /** True: every supplement carries a standing caution from the person's treatment (cancer, a transplant). */
      standingCaution: z.boolean().optional(),
      /** Typed medicines or conditions that must be said to have no records ("We have no records for X"). */
      noRecordsFor: z.array(z.string()).default([]),
      /** True: no confidence figure may be shown (nothing was found to grade). */
      noConfidence: z.boolean().optional(),
      /** Ingredient slugs whose daily total must count more than one source (a prescription and a product). */
      duplicated: z.array(slug).default([]),
      /** For `adding` scenarios. */
      safeToAdd: z.boolean().optional(),
      blocked: z.boolean().optional(),
      requiresAcknowledgement: z.boolean().optional(),
    })
    .refine(
      (e) =>
        e.flags.length > 0 ||
        e.noFlags.length > 0 ||
        e.unrecognised.length > 0 ||
        e.noRecordsFor.length > 0 ||
        e.duplicated.length > 0 ||
        [
          e.risk,
          e.notFullyChecked,
          e.safeToAdd,
          e.blocked,
          e.requiresAcknowledgement,
          e.standingCaution,
          e.noConfidence,
        ].some((value) => value !== undefined),
      { message: "a scenario must expect something" },
    ),
  /** Why this is the right outcome, in a sentence or two. */
  rationale: z.string().min(20),
  /** The source(s) the expected outcome rests on (read by the author): NHS, BNF, MHRA, NICE CKS, SmPC, NIH ODS, EFSA. */
  sources: z.array(referenceSchema).min(1),
});

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
