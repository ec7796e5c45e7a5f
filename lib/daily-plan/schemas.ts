import { z } from "zod";

import { recordIdSchema } from "../db/ids";
import { SCHEDULE_SLOTS } from "./slots";

/** A real calendar day, "YYYY-MM-DD" (2026-02-30 is refused). */
const planDaySchema = z.iso.date();

const PLAN_MODES = ["check_off", "exceptions"] as const;

export const startPlanSchema = z
  .object({
    startDate: planDaySchema,
    mode: z.enum(PLAN_MODES),
  })
  .strict();
export type StartPlanInput = z.infer<typeof startPlanSchema>;

export const doseLogSchema = z
  .object({
    date: planDaySchema,
    slot: z.enum(SCHEDULE_SLOTS),
    status: z.enum(["taken", "missed"]),
  })
  .strict();
export type DoseLogInput = z.infer<typeof doseLogSchema>;

export const doseLogKeySchema = z.object({ date: planDaySchema, slot: z.enum(SCHEDULE_SLOTS) });

export const stockCountSchema = z
  .object({
    supplementId: recordIdSchema,
    unitsOnHand: z.number().int().min(0).max(10_000),
  })
  .strict();

export const restockSchema = z.object({ supplementId: recordIdSchema }).strict();

export const reminderSettingsSchema = z
  .object({
    emailDigest: z.boolean(),
    runOutEmails: z.boolean(),
    runOutNoticeDays: z.number().int().min(1).max(60),
    namesInReminders: z.boolean(),
  })
  .strict();
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** The secret part of a calendar feed URL: "<feed id>.<signature>", optionally ending in ".ics". */
export const calendarTokenParams = z.object({
  token: z
    .string()
    .min(40)
    .max(200)
    .transform((token) => token.replace(/\.ics$/, "")),
});

/** What `PushSubscription.toJSON()` gives in the browser; the endpoint is the push service's https URL. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "must be the browser's P-256 key"),
        auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "must be the browser's auth secret"),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.url({ protocol: /^https$/ }).max(2000) }).strict();
