// The browser's WebAuthn answers (@simplewebauthn/browser's JSON), bounded before the library parses them.
import { z } from "zod";

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
const transports = z
  .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
  .max(8)
  .optional();
const credentialBase = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .default({}),
};

const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: base64url(8192).optional(),
    publicKey: base64url(2048).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports,
  }),
});

const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
});

const PASSKEY_NAME_MESSAGE = "Give the passkey a name of up to 60 characters, such as “My phone”";

export const addPasskeySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, PASSKEY_NAME_MESSAGE)
    .max(60, PASSKEY_NAME_MESSAGE)
    .refine((value) => !/[<>]/.test(value), "The name must not contain < or >"),
  response: registrationResponseSchema,
});

export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });

export const passkeyIdSchema = z.object({ id: z.uuid() });
