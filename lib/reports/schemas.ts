import { z } from "zod";
import {
  MAX_SERVINGS_PER_DAY,
  MAX_STACK_ITEMS,
  MAX_STACKS_PER_USER,
  MIN_SERVINGS_PER_DAY,
} from "../stacks/limits";
import { recordIdSchema } from "../db/ids";
import { TIMING_SLOTS } from "../catalogue/values";

const nameList = z.array(z.string().trim().min(1).max(100)).max(30);

// The medicines and conditions are printed and checked only when given here or with `includeHealthProfile`.
export const stackReportSchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  items: z
    .array(
      z.strictObject({
        supplementId: recordIdSchema,
        servingsPerDay: z.number().int().min(MIN_SERVINGS_PER_DAY).max(MAX_SERVINGS_PER_DAY),
        timing: z.enum(TIMING_SLOTS).nullable().optional(),
      }),
    )
    .min(1, "Add at least one supplement to make a report")
    .max(MAX_STACK_ITEMS, `A stack can hold at most ${String(MAX_STACK_ITEMS)} supplements`)
    .refine(
      (items) => new Set(items.map((item) => item.supplementId)).size === items.length,
      "Each supplement may appear only once",
    ),
  medicalProfile: z.strictObject({ prescriptionDrugs: nameList, medicalConditions: nameList }).optional(),
  includeHealthProfile: z.boolean().optional(),
});

export const savedStackReportQuery = z.strictObject({ profile: z.enum(["include"]).optional() });

export const stacksExportQuery = savedStackReportQuery.extend({
  part: z.coerce.number().int().min(1).max(MAX_STACKS_PER_USER).default(1),
});
export type StackReportRequest = z.infer<typeof stackReportSchema>;
