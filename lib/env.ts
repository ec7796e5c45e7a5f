// The one place process.env is read (docs/code-style.md "One env module"). Every variable is validated with
// zod; a bad value stops start-up with a message naming the variable. Documented in .env.example.
import { z } from "zod";

import { hasUrlCredentials } from "./security/url-credentials";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

/**
 * PRICE_FEEDS: a JSON array of retailer feeds fetched on a schedule, e.g.
 * [{"url":"https://example.co.uk/google.xml","retailer":"Example Pharmacy"},{"url":"https://…/awin.csv"}].
 */
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
  /** PostgreSQL connection string. Unset: `npm start` runs an embedded PostgreSQL and sets it. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * Public origin of the site, used for canonical URLs, emails and Origin checks. Unset: the port
   * being served, http://localhost:<PORT> (issue 15, item 5).
   */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (a load balancer: 1). The client
   * address for per-address rate limits is the entry that many places from the right of the chain `npm start`
   * completes with the socket address (scripts/client-address.mjs); 0 (default): the socket address itself,
   * whatever the client sends (issue 15, item 1).
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * "allow" lets the server's fetches of retailer feeds and product images reach private, loopback,
   * link-local and other special-purpose addresses (a feed on the local network). Unset or "block":
   * refused whatever NODE_ENV is — `npm start`'s job runner has none — so a feed cannot make the
   * server call internal services (lib/security/outbound.ts).
   */
  OUTBOUND_PRIVATE_ADDRESSES: z.enum(["allow", "block"]).optional(),
  /** Where product images from retailer feeds are cached, resized (relative to the project root). */
  PRODUCT_IMAGE_DIR: z.string().min(1).default(".data/product-images"),
  /** Data directory of the embedded PostgreSQL (relative to the project root). */
  EMBEDDED_PG_DIR: z.string().min(1).default(".data/postgres"),
  /** Preferred port of the embedded PostgreSQL; the next free port is used when it is taken. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5432),
  /** Skip the catalogue seed at start-up (the seed is idempotent; this only saves time). */
  SKIP_SEED: booleanFlag,
  /**
   * Real-user monitoring (docs/product-rules.md §7: off unless switched on). Off: POST /api/metrics/rum answers
   * 404 and browsers never load the monitoring client. Read at build time too (next.config.mjs
   * inlines it as NEXT_PUBLIC_RUM_ENABLED), so build and serve with the same value.
   */
  RUM_ENABLED: booleanFlag,
  /**
   * Serve the test-only pages under /dev/test in a production build (a page that fails to render, for
   * the 'Navigation Error' end-to-end check). Only the e2e server sets it; never set it on a real site.
   */
  TEST_PAGES: booleanFlag,
  /**
   * Signs session JWTs, sign-in challenges and derives the key that encrypts TOTP secrets. At least
   * 32 characters. Unset: `npm start` generates one and keeps it in .data/auth-secret.
   */
  NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** next-auth's own idea of the site origin; `npm start` sets it to SITE_URL when unset. */
  NEXTAUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** SMTP server for outgoing mail (smtp:// or smtps://). Unset: mail goes to the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default("Smart Supplement Stack Builder UK <no-reply@localhost>"),
  /** Retailer feeds fetched on a schedule by `npm start` (see priceFeedsSchema); admins add more on /scraping-dashboard. */
  PRICE_FEEDS: priceFeedsSchema,
  /**
   * The assistant's optional AI provider (docs/reference/assistant.md "Providers"): the first key set, in
   * this order, is used; with none the assistant answers offline from the retrieved facts.
   */
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  GROQ_API_KEY: z.string().min(1).optional(),
  /** The provider's API base URL, when not its public one (a proxy; a local stand-in in tests). */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The provider's model; each provider has a default (lib/assistant/provider.ts). */
  AI_MODEL: z.string().min(1).max(100).optional(),
  /**
   * The operator named as data controller on the legal pages (a person's or company's legal name).
   * Unset: the site's name. Legal pages are static, so build and serve with the same values.
   */
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  /** The operator's postal address on one line, shown on the legal pages. Unset: not shown. */
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** The operator's registration number with the ICO (data protection fee), e.g. ZA123456. Unset: not shown. */
  ICO_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{7,10}$/, "must be an ICO registration number such as ZA123456")
    .optional(),
  /**
   * Profile images (docs/profile-images.md): kept on local disk in PROFILE_IMAGE_DIR (relative to the
   * project root, never under public/), or in an S3-compatible bucket when S3_BUCKET is set.
   */
  PROFILE_IMAGE_DIR: z
    .string()
    .min(1)
    .refine((dir) => !/^(\.\/)*public(\/|\\|$)/.test(dir), "must not be inside public/")
    .default(".data/uploads"),
  /** The S3-compatible service's endpoint (MinIO, R2, …); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).max(64).default("us-east-1"),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  /** Path-style URLs (endpoint/bucket/key), which most self-hosted S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
});

/** With S3_BUCKET set, both keys are needed (the app never falls back to other credential sources). */
function requireS3Keys(env: z.output<typeof serverEnvSchema>, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET === undefined) return;
  for (const variable of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (env[variable] === undefined)
      ctx.addIssue({ code: "custom", path: [variable], message: "is required when S3_BUCKET is set" });
  }
}

const serverEnvWithDefaults = serverEnvSchema.superRefine(requireS3Keys).transform((env) => ({
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

/** Parses an environment (process.env by default); throws EnvError naming each bad variable. */
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

/** The validated server environment, parsed once per process. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv();
  return cached;
}

/** Whether outbound fetches may reach non-public addresses: only with OUTBOUND_PRIVATE_ADDRESSES=allow. */
export function outboundPrivateAllowed(env: ServerEnv = serverEnv()): boolean {
  return env.OUTBOUND_PRIVATE_ADDRESSES === "allow";
}

/** The auth secret; a clear error when it is missing (npm start always provides one). */
export function authSecret(): string {
  const secret = serverEnv().NEXTAUTH_SECRET;
  if (!secret) {
    throw new Error(
      "NEXTAUTH_SECRET is not set. `npm start` generates one in .data/auth-secret; otherwise set it (32+ characters).",
    );
  }
  return secret;
}

/**
 * Whether the build ships the real-user monitoring client: RUM_ENABLED as it was when the app was
 * built (next.config.mjs inlines it as NEXT_PUBLIC_RUM_ENABLED); scripts/build-state.ts rebuilds
 * when it differs from the value npm start runs with.
 */
export function rumEnabledInBuild(): boolean {
  return process.env.NEXT_PUBLIC_RUM_ENABLED === "true";
}

/** Build metadata inlined by next.config.mjs at build time (footer deployment label). */
export function buildInfo(): { version: string; builtAt: string | undefined } {
  return {
    version: process.env.NEXT_PUBLIC_APP_VERSION ?? "0.0.0",
    builtAt: process.env.NEXT_PUBLIC_BUILD_TIME,
  };
}
