import { z } from "zod";

export const EVIDENCE_LEVELS = {
  1: "Regulatory or authoritative guidance (MHRA, BNF, NICE CKS, SmPC, EMA/HMPC monograph) or systematic review/meta-analysis",
  2: "Randomised controlled trial(s)",
  3: "Clinical pharmacokinetic or observational studies",
  4: "Case reports or case series",
  5: "Theoretical/mechanistic or in-vitro only",
} as const;

const evidenceLevelSchema = z.number().int().min(1).max(5);

const severitySchema = z.enum(["beneficial", "minor", "moderate", "major", "contraindicated"]);
const contraindicationLevelSchema = z.enum(["absolute", "relative"]);
const timeCourseSchema = z.enum(["acute", "chronic"]);

/** Catalogue membership is checked by the data test. */
export const ingredientSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
export const recordIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const interactionTypeSchema = z.string().regex(/^[a-z]+(_[a-z]+)*$/);

const text = (min = 10) => z.string().trim().min(min);

export const referenceSchema = z.strictObject({
  title: text(3),
  publisher: text(2),
  url: z.url({ protocol: /^https$/ }),
  /** Omitted unless certain. */
  pmid: z.string().regex(/^\d+$/).optional(),
  /** Without the resolver prefix; omitted unless certain. */
  doi: z
    .string()
    .regex(/^10\.\d{4,9}\/\S+$/)
    .optional(),
});

const referencesSchema = z.array(referenceSchema).min(1);

const applicabilitySchema = z.strictObject({
  ingredient: ingredientSlugSchema,
  minDailyAmount: z
    .strictObject({ amount: z.number().positive(), unit: z.enum(["g", "mg", "µg", "IU"]) })
    .optional(),
  chemicalForms: z.array(z.string().trim().min(2)).min(1).optional(),
  /** Supported by one of the record's references. */
  rationale: text(),
});

export const supplementInteractionSchema = z
  .strictObject({
    id: recordIdSchema,
    /** The alphabetically first slug, so each pair appears once. */
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
  drugName: text(2),
  /** Unique per ingredient. */
  genericName: text(2),
  /** Only brands known for certain. */
  brandNames: z.array(text(2)),
  drugClass: text(3),
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
  z.strictObject({ drug: text(3) }),
  // A group of medicines, by its dictionary slug: every member that is taken meets the record.
  z.strictObject({ drugClass: text(3) }),
]);

export const nutrientInteractionSchema = z.strictObject({
  id: recordIdSchema,
  cause: nutrientCauseSchema,
  nutrientName: text(3),
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
  /** Unique per ingredient. */
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
  condition: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  conditionName: text(3),
  conditionSynonyms: z.array(text(2)).min(1),
  contraindicationLevel: contraindicationLevelSchema,
  reason: text(),
  /** Plain British English a lay person can act on, leading with the instruction. */
  advice: text(),
  medicalSupervisionRequired: z.boolean(),
  dosageModification: text().nullable(),
  alternativeRecommendations: z.array(text(5)),
  evidenceLevel: evidenceLevelSchema,
  references: referencesSchema,
  isVerified: z.boolean(),
  /** A source that speaks only of high doses: below them the condition meets nothing. */
  appliesWhen: applicabilitySchema.optional(),
});

export const medicineFoodInteractionSchema = z
  .strictObject({
    id: recordIdSchema,
    medicine: ingredientSlugSchema.optional(),
    targetClass: ingredientSlugSchema.optional(),
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
