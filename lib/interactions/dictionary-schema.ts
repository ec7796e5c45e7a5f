import { z } from "zod";

import { ALLERGENS } from "../labels/values";

import { referenceSchema } from "./knowledge-base-schema";

const dictionarySlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const displayName = z.string().trim().min(2).max(80);
const references = z.array(referenceSchema).min(1);

const standingCautionSchema = z.strictObject({
  /** Plain British English, leading with what to do. */
  advice: z.string().trim().min(20),
  references,
});

const nutrientContentSchema = z.strictObject({
  ingredient: dictionarySlugSchema,
  amount: z.number().positive(),
  unit: z.enum(["g", "mg", "µg", "IU"]),
  usualDose: z.string().trim().min(5),
  /** A strength typed with the medicine is this nutrient's own amount, not the weight of a salt. */
  typedStrength: z.literal(true).optional(),
});

const DOSE_FREQUENCIES = [
  "once_daily",
  "twice_daily",
  "three_times_daily",
  "four_times_daily",
  "weekly",
  "as_needed",
] as const;
export const doseFrequencySchema = z.enum(DOSE_FREQUENCIES);

export const medicineClassSchema = z.strictObject({
  slug: dictionarySlugSchema,
  name: displayName,
  synonyms: z.array(displayName).optional(),
  /** What people say the group is for, read with a medicine word: "cholesterol" as in "cholesterol tablets". */
  topics: z.array(displayName).optional(),
  /** What the group does, read after "medicines that" or "tablets to": "thin the blood". */
  purposes: z.array(displayName).optional(),
  parents: z.array(dictionarySlugSchema),
  standingCaution: standingCautionSchema.optional(),
  /**
   * A property class records need ("medicines minerals bind in the gut"), not a group people name: never
   * offered in pick lists nor read in what people type. Members come with the source that states it.
   */
  mechanism: z.literal(true).optional(),
  /** Taken by mouth or injection only: a member named with a local route ("cream", "inhaler") is not in it. */
  systemic: z.literal(true).optional(),
  /** Used where it acts (skin, lungs, nose): a medicine only in local groups is not taken systemically. */
  local: z.literal(true).optional(),
  /** A brand's products ("Sudafed products"): read when the brand is typed alone, never as checked. */
  brandFamily: z.literal(true).optional(),
  references,
});

export const medicineSchema = z.strictObject({
  slug: dictionarySlugSchema,
  /** UK generic name (BAN / rINN) as on UK packs and the NHS website. */
  name: displayName,
  /** Only brands known for certain. */
  brands: z.array(displayName),
  otherNames: z.array(displayName),
  classes: z.array(dictionarySlugSchema).min(1),
  components: z.array(dictionarySlugSchema),
  /** The usual adult frequency per the BNF / NHS page; null when it varies too much to assume. */
  usualFrequency: doseFrequencySchema.nullable(),
  /** Sold without a prescription in the UK (pharmacy or general sale) in at least one form. */
  availableOverTheCounter: z.boolean(),
  nutrientContent: z.array(nutrientContentSchema).optional(),
  references,
});

export const conditionSchema = z.strictObject({
  slug: dictionarySlugSchema,
  name: displayName,
  synonyms: z.array(displayName),
  parents: z.array(dictionarySlugSchema),
  /** Read in what people type, but not offered as names in pick lists ("12 weeks gone"). */
  phrasings: z.array(displayName).optional(),
  transient: z.literal(true).optional(),
  /** What a transient condition said to be over is then ("was a smoker" is a former smoker). */
  formerly: dictionarySlugSchema.optional(),
  /** An event still to come (an operation): once said to be behind ("had my op", "post-op") it does not apply. */
  ahead: z.literal(true).optional(),
  standingCaution: standingCautionSchema.optional(),
  /** The label allergens (of the 14 UK food law names) a person with this condition must not take. */
  labelAllergens: z.array(z.enum(ALLERGENS)).min(1).optional(),
  references,
});

export type DoseFrequency = z.infer<typeof doseFrequencySchema>;
export type MedicineClass = z.infer<typeof medicineClassSchema>;
export type Medicine = z.infer<typeof medicineSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type StandingCaution = z.infer<typeof standingCautionSchema>;
export type NutrientContent = z.infer<typeof nutrientContentSchema>;
