// The one place process.env is read (docs/code-style.md "One env module"); variables: .env.example.
import { z } from "zod";

import { hasUrlCredentials } from "./security/url-credentials";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const priceFeedsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of { url, retailer? }" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.object({
          url: z
            .url({ protocol: /^https?$/ })
            .max(2000)
            .refine((url) => !hasUrlCredentials(url), "must not contain a user name or password"),
          retailer: z.string().trim().min(2).max(60).optional(),
        }),
      )
      .max(100),
  )
  .default([]);

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  OUTBOUND_PRIVATE_ADDRESSES: z.enum(["allow", "block"]).optional(),
  PRODUCT_IMAGE_DIR: z.string().min(1).default(".data/product-images"),
  EMBEDDED_PG_DIR: z.string().min(1).default(".data/postgres"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5432),
  SKIP_SEED: booleanFlag,
  RUM_ENABLED: booleanFlag,
  TEST_PAGES: booleanFlag,
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  NEXTAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Smart Supplement Stack Builder UK <no-reply@localhost>"),
  SMS_PROVIDER: z.enum(["twilio", "outbox"]).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC followed by 32 hex digits)")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).max(128).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, "must be an E.164 number or a messaging service SID")
    .optional(),
  PRICE_FEEDS: priceFeedsSchema,
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  GROQ_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_MODEL: z.string().min(1).max(100).optional(),
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  ICO_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{7,10}$/, "must be an ICO registration number such as ZA123456")
    .optional(),
  PROFILE_IMAGE_DIR: z
    .string()
    .min(1)
    .refine((dir) => !/^(\.\/)*public(\/|\\|$)/.test(dir), "must not be inside public/")
    .default(".data/uploads"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).max(64).default("us-east-1"),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters, as web-push makes)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters, as web-push makes)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
    .optional(),
});

// The app never falls back to other S3 credential sources.
function requireS3Keys(env: z.output<typeof serverEnvSchema>, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET === undefined) return;
  for (const variable of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (env[variable] === undefined)
      ctx.addIssue({ code: "custom", path: [variable], message: "is required when S3_BUCKET is set" });
  }
}

// Naming Twilio, or giving its account SID, needs all three of its settings: a half-set provider is an error.
function requireTwilioKeys(env: z.output<typeof serverEnvSchema>, ctx: z.RefinementCtx): void {
  if (smsProviderOf(env) !== "twilio") return;
  for (const variable of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
    if (env[variable] === undefined)
      ctx.addIssue({ code: "custom", path: [variable], message: "is required to send texts with Twilio" });
  }
}

// A key pair is one thing: half of it can sign nothing a push service would accept.
function requireVapidPair(env: z.output<typeof serverEnvSchema>, ctx: z.RefinementCtx): void {
  if ((env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined)) return;
  const missing = env.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY";
  ctx.addIssue({ code: "custom", path: [missing], message: "is required with the other VAPID key" });
}

export function smsProviderOf(
  env: Pick<z.output<typeof serverEnvSchema>, "SMS_PROVIDER" | "TWILIO_ACCOUNT_SID">,
): "twilio" | "outbox" {
  return env.SMS_PROVIDER ?? (env.TWILIO_ACCOUNT_SID ? "twilio" : "outbox");
}

const serverEnvWithDefaults = serverEnvSchema
  .superRefine(requireS3Keys)
  .superRefine(requireTwilioKeys)
  .superRefine(requireVapidPair)
  .transform((env) => ({
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  }));

export type ServerEnv = z.infer<typeof serverEnvWithDefaults>;

export class EnvError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      "Invalid environment configuration:\n" +
        issues.map((issue) => `  - ${issue.variable}: ${issue.message}`).join("\n") +
        "\nSee .env.example for every variable and its meaning.",
    );
    this.name = "EnvError";
  }
}

export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  // Empty strings count as unset, as shells and .env files commonly leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = serverEnvWithDefaults.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "(root)"),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv();
  return cached;
}

export function outboundPrivateAllowed(env: ServerEnv = serverEnv()): boolean {
  return env.OUTBOUND_PRIVATE_ADDRESSES === "allow";
}

export function authSecret(): string {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) {
    throw new Error(
      "NEXTAUTH_SECRET is not set. `npm start` generates one in .data/auth-secret; otherwise set it (32+ characters).",
    );
  }
  return secret;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Web Push keys, or null when the server has none (`npm start` makes a pair outside production). */
export function pushConfig(env: ServerEnv = serverEnv()): PushConfig | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const sender = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:${sender}`,
  };
}

export function rumEnabledInBuild(): boolean {
  return process.env.NEXT_PUBLIC_RUM_ENABLED === "true";
}

export function buildInfo(): { version: string; builtAt: string | undefined } {
  return {
    version: process.env.NEXT_PUBLIC_APP_VERSION ?? "0.0.0",
    builtAt: process.env.NEXT_PUBLIC_BUILD_TIME,
  };
}
