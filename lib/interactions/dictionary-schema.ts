// The shape of the UK medicine and condition dictionaries (prisma/data/dictionaries/). The engine
// matches what people type against these on whole names and synonyms — never substrings — so
// "citalopram" is not "escitalopram" and "not pregnant" is not "pregnant". Knowledge-base records
// may target a medicine class, so one record covers every member (and every member of a narrower
// class whose `parents` include it).
import { z } from "zod";

import { referenceSchema } from "./knowledge-base-schema";

/** kebab-case identifier, e.g. "sertraline", "ssri", "type-2-diabetes". */
const dictionarySlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const displayName = z.string().trim().min(2).max(80);
const references = z.array(referenceSchema).min(1);

/**
 * A caution that applies to every supplement while the person has this condition or takes this
 * medicine (active cancer treatment, immunosuppression after a transplant), with its sources.
 */
const standingCautionSchema = z.strictObject({
  /** Plain British English, leading with what to do: "Tell your cancer team before taking any supplement…". */
  advice: z.string().trim().min(20),
  references,
});

/** What a medicine that is itself a vitamin or mineral gives at its usual adult dose, per day. */
const nutrientContentSchema = z.strictObject({
  /** Catalogue ingredient slug (prisma/data/catalogue/ingredients). */
  ingredient: dictionarySlugSchema,
  amount: z.number().positive(),
  unit: z.enum(["g", "mg", "µg", "IU"]),
  /** The usual dose it assumes, e.g. "one 200 mg tablet (65 mg iron) twice a day". */
  usualDose: z.string().trim().min(5),
});

/** How often a medicine is usually taken (what the schedule assumes until the user says otherwise). */
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
  /** Plain name shown to users, e.g. "SSRI antidepressants". */
  name: displayName,
  /** Lay names for the whole group ("the pill", "blood thinners"); naming one checks only group-wide records. */
  synonyms: z.array(displayName).optional(),
  /** Broader classes this one belongs to ("doac" → "anticoagulant"); a record targeting a parent covers it. */
  parents: z.array(dictionarySlugSchema),
  standingCaution: standingCautionSchema.optional(),
  references,
});

export const medicineSchema = z.strictObject({
  slug: dictionarySlugSchema,
  /** UK generic name (BAN / rINN) as on UK packs and the NHS website, e.g. "Levothyroxine". */
  name: displayName,
  /** UK brand names, only those certain. */
  brands: z.array(displayName),
  /** Other names people type: US names (acetaminophen, cyclosporine), former British names, salt forms. */
  otherNames: z.array(displayName),
  /** Class slugs from medicine-classes.ts (ancestors are implied through `parents`). */
  classes: z.array(dictionarySlugSchema).min(1),
  /** The medicines in a combination product (co-codamol → codeine, paracetamol); empty otherwise. */
  components: z.array(dictionarySlugSchema),
  /** The usual adult frequency per the BNF / NHS page; null when it varies too much to assume. */
  usualFrequency: doseFrequencySchema.nullable(),
  /** Sold without a prescription in the UK (pharmacy or general sale) in at least one form. */
  availableOverTheCounter: z.boolean(),
  /** Vitamins and minerals it gives at the usual dose (ferrous sulfate, Adcal-D3): added to the daily totals. */
  nutrientContent: z.array(nutrientContentSchema).optional(),
  references,
});

export const conditionSchema = z.strictObject({
  slug: dictionarySlugSchema,
  /** Plain name shown to users, e.g. "Chronic kidney disease". */
  name: displayName,
  /** Other whole phrases people type (abbreviations, US spellings, lay terms), matched as whole words. */
  synonyms: z.array(displayName),
  /** Broader conditions this one is a case of ("type-2-diabetes" → "diabetes"). */
  parents: z.array(dictionarySlugSchema),
  /**
   * Everyday wordings read in what people type but not offered as names in pick lists ("12 weeks gone",
   * "due in March", "thyroid is underactive").
   */
  phrasings: z.array(displayName).optional(),
  /**
   * A state that ends (pregnancy, smoking, chemotherapy, upcoming surgery): in a clause that puts it in the
   * past ("was pregnant last year", "had chemo in 2019") it is not read as current. Lasting conditions
   * ("had a stroke last year") still count.
   */
  transient: z.literal(true).optional(),
  standingCaution: standingCautionSchema.optional(),
  references,
});

export type DoseFrequency = z.infer<typeof doseFrequencySchema>;
export type MedicineClass = z.infer<typeof medicineClassSchema>;
export type Medicine = z.infer<typeof medicineSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type StandingCaution = z.infer<typeof standingCautionSchema>;
export type NutrientContent = z.infer<typeof nutrientContentSchema>;
