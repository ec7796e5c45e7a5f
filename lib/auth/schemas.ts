// Request bodies of the auth and account route handlers (docs/product-rules.md §5).
import { z } from "zod";

import {
  ACTIVITY_LEVELS,
  DIETARY_PREFERENCES,
  HEALTH_GOALS,
  PREGNANCY_STATUSES,
  SEXES,
} from "./health-profile-values";
import { medicineScheduleSchema } from "../interactions/schemas";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from "./password-policy";

export const emailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }));

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .refine((value) => !/[<>]/.test(value), `${label} must not contain < or >`);

const newPasswordSchema = z
  .string({ error: "Please provide a valid password." })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpSchema = z.strictObject({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: emailSchema,
  password: newPasswordSchema,
  confirmAdult: z.literal(true, { error: "You must confirm that you are 18 or over" }),
  acceptTerms: z.literal(true, { error: "You must accept the terms of service and privacy policy" }),
  callbackUrl: z.string().max(2048).optional(),
});

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: "Please provide a valid password." })
    .min(1, "Please provide a valid password.")
    .max(PASSWORD_MAX_LENGTH),
});

export const RESEND_REQUIREMENT_MESSAGE = "You must provide either an email or phone number and a type";
export const resendSchema = z.strictObject({
  email: z.string().max(254).optional(),
  phone: z.string().max(32).optional(),
  type: z.enum(["signup"]).optional(),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });

export const resetPasswordSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});

export const secondFactorSchema = z.strictObject({
  code: z.string().trim().min(6).max(20),
});

export const profileSchema = z.strictObject({ firstName: name("First name"), lastName: name("Last name") });

export const preferencesSchema = z.strictObject({
  marketingEmails: z.boolean(),
  interactionAlerts: z.boolean(),
});

const shortText = z.string().trim().min(1).max(100);

export const healthProfileSchema = z.strictObject({
  age: z.number().int().min(18, "You must be 18 or over to use this service").max(120).nullable(),
  sex: z.enum(SEXES).nullable(),
  activityLevel: z.enum(ACTIVITY_LEVELS).nullable(),
  goals: z
    .array(z.enum(HEALTH_GOALS))
    .max(HEALTH_GOALS.length)
    .transform((list) => [...new Set(list)]),
  dietaryPreferences: z
    .array(z.enum(DIETARY_PREFERENCES))
    .max(DIETARY_PREFERENCES.length)
    .transform((list) => [...new Set(list)]),
  pregnancyStatus: z.enum(PREGNANCY_STATUSES).nullable(),
  prescriptionDrugs: z
    .array(shortText)
    .max(50)
    .transform((list) => [...new Set(list)]),
  medicineSchedules: z.array(medicineScheduleSchema).max(50).default([]),
  medicalConditions: z
    .array(shortText)
    .max(50)
    .transform((list) => [...new Set(list)]),
});
export type HealthProfileInput = z.infer<typeof healthProfileSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Please enter your current password").max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

export const changeEmailSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, "Please enter your current password").max(PASSWORD_MAX_LENGTH),
});

export const passwordConfirmationSchema = z.strictObject({
  password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX_LENGTH),
});

export const totpCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});

export const PHONE_NUMBER_MESSAGE = "Enter a UK mobile number, starting 07 or +44 7";

export const phoneNumberSchema = z.strictObject({
  phone: z.string().trim().min(1, PHONE_NUMBER_MESSAGE).max(32, PHONE_NUMBER_MESSAGE),
});

export const textCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code we sent by text"),
});
