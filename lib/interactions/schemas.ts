import { z } from "zod";

import { TIMING_SLOTS } from "@/lib/catalogue/values";
import { recordIdSchema } from "@/lib/db/ids";

import { doseFrequencySchema } from "./dictionary-schema";
import { ingredientSlugSchema } from "./knowledge-base-schema";

export const MAX_SUPPLEMENTS_PER_REQUEST = 100;
const MAX_SERVINGS = 20;
const MAX_DOSE_TIMES = 6;

const supplementId = recordIdSchema;
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 08:00");

export const medicineScheduleSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  frequency: doseFrequencySchema.nullable(),
  times: z.array(clockTime).max(MAX_DOSE_TIMES),
});
export type MedicineSchedule = z.infer<typeof medicineScheduleSchema>;

export const medicalProfileSchema = z.strictObject({
  prescriptionDrugs: z
    .array(
      z.strictObject({
        drugName: z.string().trim().min(1).max(100),
        frequency: doseFrequencySchema.optional(),
        times: z.array(clockTime).max(MAX_DOSE_TIMES).optional(),
      }),
    )
    .max(50),
  medicalConditions: z.array(z.string().trim().min(1).max(100)).max(50),
});

const servingsSchema = z.record(supplementId, z.int().min(1).max(MAX_SERVINGS));

export const analyseRequestSchema = z
  .strictObject({
    supplementIds: z.array(supplementId).max(MAX_SUPPLEMENTS_PER_REQUEST),
    /** Ingredients of products we do not list, checked without an amount (lib/interactions/ingredient-items.ts). */
    ingredientSlugs: z.array(ingredientSlugSchema.max(100)).max(MAX_SUPPLEMENTS_PER_REQUEST).optional(),
    medicalProfile: medicalProfileSchema.optional(),
    servingsPerDay: servingsSchema.optional(),
    timings: z.record(supplementId, z.enum(TIMING_SLOTS)).optional(),
  })
  .refine(
    ({ supplementIds, ingredientSlugs = [] }) => {
      const count = supplementIds.length + ingredientSlugs.length;
      return count >= 1 && count <= MAX_SUPPLEMENTS_PER_REQUEST;
    },
    `Choose between 1 and ${String(MAX_SUPPLEMENTS_PER_REQUEST)} supplements or ingredients`,
  );

export const checkRequestSchema = z.strictObject({
  newSupplementId: supplementId,
  existingSupplementIds: z.array(supplementId).max(MAX_SUPPLEMENTS_PER_REQUEST),
  medicalProfile: medicalProfileSchema.optional(),
  servingsPerDay: servingsSchema.optional(),
});

export type AnalyseRequest = z.infer<typeof analyseRequestSchema>;

export function servingsOfRequest(
  ids: readonly string[],
  servingsPerDay: Readonly<Record<string, number>> = {},
): { ids: string[]; servingsPerDay: Map<string, number> } {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, servings] of Object.entries(servingsPerDay)) if (counts.has(id)) counts.set(id, servings);
  return { ids: [...counts.keys()], servingsPerDay: counts };
}
