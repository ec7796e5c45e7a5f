import { z } from "zod";

import { TIMING_SLOTS } from "@/lib/catalogue/values";
import { recordIdSchema } from "@/lib/db/ids";

import { doseFrequencySchema } from "./dictionary-schema";

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

export const analyseRequestSchema = z.strictObject({
  supplementIds: z.array(supplementId).min(1).max(MAX_SUPPLEMENTS_PER_REQUEST),
  medicalProfile: medicalProfileSchema.optional(),
  servingsPerDay: servingsSchema.optional(),
  timings: z.record(supplementId, z.enum(TIMING_SLOTS)).optional(),
});

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
