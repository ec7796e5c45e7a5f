// The shape of the shipped interaction knowledge base (prisma/data/interactions/), validated before it
// is seeded and by tests/unit/interactions/knowledge-base-data.test.ts. Records are keyed by INGREDIENT
// slug (a product is expanded into its ingredients) and map onto the five interaction models at the end
// of prisma/schema.prisma. Every record carries at least one reference; `isVerified` is true only when
// the record was checked against the text of one of its cited sources.
import { z } from "zod";

/**
 * Evidence scale used by every record's `evidenceLevel` (1 = strongest).
 *
 * 1 = regulatory or authoritative guidance (MHRA, BNF, NICE CKS, SmPC, EMA/HMPC monograph, EFSA opinion)
 *     or a systematic review / meta-analysis;
 * 2 = randomised controlled trial(s);
 * 3 = clinical pharmacokinetic or observational studies;
 * 4 = case reports or case series;
 * 5 = theoretical / mechanistic reasoning or in-vitro data only.
 */
export const EVIDENCE_LEVELS = {
  1: "Regulatory or authoritative guidance (MHRA, BNF, NICE CKS, SmPC, EMA/HMPC monograph) or systematic review/meta-analysis",
  2: "Randomised controlled trial(s)",
  3: "Clinical pharmacokinetic or observational studies",
  4: "Case reports or case series",
  5: "Theoretical/mechanistic or in-vitro only",
} as const;

const evidenceLevelSchema = z.number().int().min(1).max(5);

/** docs/product-rules.md §3/§4: beneficial/minor → info, moderate → warning, major → error, contraindicated → critical. */
const severitySchema = z.enum(["beneficial", "minor", "moderate", "major", "contraindicated"]);
const contraindicationLevelSchema = z.enum(["absolute", "relative"]);
const timeCourseSchema = z.enum(["acute", "chronic"]);

/** Ingredient slugs are kebab-case; membership of the catalogue list is checked by the data test. */
const ingredientSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** Stable record ids, kebab-case, e.g. "ss-calcium-iron". */
const recordIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
/** Short snake_case label, e.g. "competitive_absorption". */
const interactionTypeSchema = z.string().regex(/^[a-z]+(_[a-z]+)*$/);

const text = (min = 10) => z.string().trim().min(min);

export const referenceSchema = z.strictObject({
  title: text(3),
  publisher: text(2),
  url: z.url({ protocol: /^https$/ }),
  /** PubMed id, digits only; omitted unless certain. */
  pmid: z.string().regex(/^\d+$/).optional(),
  /** DOI without the resolver prefix, e.g. "10.1136/bmj.326.7379.35"; omitted unless certain. */
  doi: z
    .string()
    .regex(/^10\.\d{4,9}\/\S+$/)
    .optional(),
});

const referencesSchema = z.array(referenceSchema).min(1);

/**
 * When a record applies only above a daily amount or to certain label forms (e.g. niacin–statin only
 * for nicotinic acid at lipid-lowering doses, not for nicotinamide in a multivitamin). Without it the
 * record applies at any amount and form.
 */
const applicabilitySchema = z.strictObject({
  /** The ingredient whose amount or form decides (for pairs, one of the two). */
  ingredient: ingredientSlugSchema,
  /** Applies only when the stack's daily total of `ingredient` is at least this. */
  minDailyAmount: z
    .strictObject({ amount: z.number().positive(), unit: z.enum(["g", "mg", "µg", "IU"]) })
    .optional(),
  /** Applies only when a label states one of these forms (lower case, matched as whole words), or states none. */
  chemicalForms: z.array(z.string().trim().min(2)).min(1).optional(),
  /** Why the threshold or form limit is there, supported by one of the record's references. */
  rationale: text(),
});

export const supplementInteractionSchema = z
  .strictObject({
    id: recordIdSchema,
    /** Alphabetically first slug of the pair, so each pair appears once. */
    ingredientA: ingredientSlugSchema,
    ingredientB: ingredientSlugSchema,
    severity: severitySchema,
    interactionType: interactionTypeSchema,
    mechanism: text(),
    clinicalEffect: text(),
    /** Plain British English a lay person can act on. */
    recommendation: text(),
    evidenceLevel: evidenceLevelSchema,
    references: referencesSchema,
    isVerified: z.boolean(),
    appliesWhen: applicabilitySchema.optional(),
  })
  .refine((r) => r.ingredientA < r.ingredientB, {
    message: "ingredientA must sort before ingredientB (and differ from it)",
    path: ["ingredientB"],
  });

export const drugInteractionSchema = z.strictObject({
  id: recordIdSchema,
  ingredient: ingredientSlugSchema,
  /** What a user types, e.g. "Warfarin". */
  drugName: text(2),
  /** Generic (INN / BAN) name; unique per ingredient. */
  genericName: text(2),
  /** UK brand names; empty when none are known for certain. */
  brandNames: z.array(text(2)),
  drugClass: text(3),
  /**
   * A medicine class slug (prisma/data/dictionaries/medicine-classes.ts): the record applies to every
   * member of the class, and `drugName`/`genericName` name the class. Absent: `genericName` is one
   * medicine of the dictionary.
   */
  targetClass: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  severityLevel: severitySchema,
  interactionType: interactionTypeSchema,
  mechanism: text(),
  expectedEffect: text(),
  clinicalSignificance: text(),
  recommendation: text(),
  /** True only when the cited guidance says to avoid the combination. */
  avoidCombination: z.boolean(),
  /** Hours to keep between the two when separating doses helps; null otherwise. */
  timingSeparationHours: z.number().int().positive().nullable(),
  medicalSupervision: z.boolean(),
  dosageModification: text().nullable(),
  monitoringRequired: text().nullable(),
  evidenceLevel: evidenceLevelSchema,
  references: referencesSchema,
  isVerified: z.boolean(),
  appliesWhen: applicabilitySchema.optional(),
});

const nutrientCauseSchema = z.union([
  z.strictObject({ ingredient: ingredientSlugSchema }),
  /** Generic name of the medicine causing the effect. */
  z.strictObject({ drug: text(3) }),
]);

export const nutrientInteractionSchema = z.strictObject({
  id: recordIdSchema,
  cause: nutrientCauseSchema,
  nutrientName: text(3),
  /** The affected nutrient as a catalogue ingredient, where it is one. */
  nutrientIngredient: ingredientSlugSchema.nullable(),
  interactionType: interactionTypeSchema,
  mechanism: text(),
  magnitude: text(),
  timeCourse: timeCourseSchema,
  clinicalRelevance: text(),
  recommendations: text(),
  evidenceLevel: evidenceLevelSchema,
  references: referencesSchema,
  isVerified: z.boolean(),
});

export const foodInteractionSchema = z.strictObject({
  id: recordIdSchema,
  ingredient: ingredientSlugSchema,
  /** e.g. "dairy", "coffee and tea", "alcohol"; unique per ingredient. */
  foodCategory: text(3),
  interactionType: interactionTypeSchema,
  mechanism: text(),
  severity: severitySchema,
  recommendation: text(),
  clinicalSignificance: text(),
  evidenceLevel: evidenceLevelSchema,
  references: referencesSchema,
  isVerified: z.boolean(),
});

export const medicalContraindicationSchema = z.strictObject({
  id: recordIdSchema,
  ingredient: ingredientSlugSchema,
  /** Required: the slug in prisma/data/dictionaries/conditions.ts (covers its narrower conditions too). */
  condition: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  conditionName: text(3),
  /** Other names matched case-insensitively against what users type. */
  conditionSynonyms: z.array(text(2)).min(1),
  contraindicationLevel: contraindicationLevelSchema,
  reason: text(),
  /** What to do, in plain British English a lay person can act on, leading with the instruction. */
  advice: text(),
  medicalSupervisionRequired: z.boolean(),
  dosageModification: text().nullable(),
  alternativeRecommendations: z.array(text(5)),
  evidenceLevel: evidenceLevelSchema,
  references: referencesSchema,
  isVerified: z.boolean(),
});

/**
 * A medicine–food rule (grapefruit with simvastatin, tyramine with MAOIs...). Foods are not catalogue
 * ingredients, so these rules name the medicine (a dictionary medicine slug) or a medicine class slug —
 * exactly one of the two — and the food in words.
 */
export const medicineFoodInteractionSchema = z
  .strictObject({
    id: recordIdSchema,
    /** A medicine slug of prisma/data/dictionaries (e.g. "simvastatin"). */
    medicine: ingredientSlugSchema.optional(),
    /** A medicine class slug of prisma/data/dictionaries/medicine-classes.ts (e.g. "maoi"). */
    targetClass: ingredientSlugSchema.optional(),
    /** The food or drink in plain words, e.g. "grapefruit and grapefruit juice". */
    food: text(3),
    severity: severitySchema,
    interactionType: interactionTypeSchema,
    mechanism: text(),
    /** Plain British English a lay person can act on, leading with the instruction. */
    recommendation: text(),
    clinicalSignificance: text(),
    evidenceLevel: evidenceLevelSchema,
    references: referencesSchema,
    isVerified: z.boolean(),
  })
  .refine((r) => (r.medicine === undefined) !== (r.targetClass === undefined), {
    message: "give exactly one of medicine or targetClass",
    path: ["medicine"],
  });

export const knowledgeBaseSchema = z.strictObject({
  supplementInteractions: z.array(supplementInteractionSchema),
  drugInteractions: z.array(drugInteractionSchema),
  nutrientInteractions: z.array(nutrientInteractionSchema),
  foodInteractions: z.array(foodInteractionSchema),
  medicalContraindications: z.array(medicalContraindicationSchema),
  medicineFoodInteractions: z.array(medicineFoodInteractionSchema),
});

export type Reference = z.infer<typeof referenceSchema>;
export type Applicability = z.infer<typeof applicabilitySchema>;
export type Severity = z.infer<typeof severitySchema>;
export type SupplementInteractionInput = z.input<typeof supplementInteractionSchema>;
export type SupplementInteraction = z.infer<typeof supplementInteractionSchema>;
export type DrugInteractionInput = z.input<typeof drugInteractionSchema>;
export type DrugInteraction = z.infer<typeof drugInteractionSchema>;
export type NutrientInteractionInput = z.input<typeof nutrientInteractionSchema>;
export type NutrientInteraction = z.infer<typeof nutrientInteractionSchema>;
export type FoodInteractionInput = z.input<typeof foodInteractionSchema>;
export type FoodInteraction = z.infer<typeof foodInteractionSchema>;
export type MedicalContraindicationInput = z.input<typeof medicalContraindicationSchema>;
export type MedicalContraindication = z.infer<typeof medicalContraindicationSchema>;
export type MedicineFoodInteractionInput = z.input<typeof medicineFoodInteractionSchema>;
export type MedicineFoodInteraction = z.infer<typeof medicineFoodInteractionSchema>;
export type KnowledgeBaseInput = z.input<typeof knowledgeBaseSchema>;
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;
