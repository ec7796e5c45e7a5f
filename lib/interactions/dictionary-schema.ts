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
  references,
});

export type DoseFrequency = z.infer<typeof doseFrequencySchema>;
export type MedicineClass = z.infer<typeof medicineClassSchema>;
export type Medicine = z.infer<typeof medicineSchema>;
export type Condition = z.infer<typeof conditionSchema>;
