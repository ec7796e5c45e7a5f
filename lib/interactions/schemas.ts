// Request bodies of the interaction API, shared by the route handlers and the browser forms.
import { z } from "zod";

import { recordIdSchema } from "@/lib/db/ids";

export const MAX_SUPPLEMENTS_PER_REQUEST = 100;

const supplementId = recordIdSchema;

export const medicalProfileSchema = z.strictObject({
  prescriptionDrugs: z.array(z.strictObject({ drugName: z.string().trim().min(1).max(100) })).max(50),
  medicalConditions: z.array(z.string().trim().min(1).max(100)).max(50),
});

export const analyseRequestSchema = z.strictObject({
  supplementIds: z.array(supplementId).min(1).max(MAX_SUPPLEMENTS_PER_REQUEST),
  medicalProfile: medicalProfileSchema.optional(),
});

export const checkRequestSchema = z.strictObject({
  newSupplementId: supplementId,
  existingSupplementIds: z.array(supplementId).max(MAX_SUPPLEMENTS_PER_REQUEST),
  medicalProfile: medicalProfileSchema.optional(),
});

export type AnalyseRequest = z.infer<typeof analyseRequestSchema>;
export type CheckRequest = z.infer<typeof checkRequestSchema>;
