import "server-only";
import { createHmac } from "node:crypto";
import { z } from "zod";
import { readCookie } from "./cookies";
import { randomToken, safeEqual } from "./tokens";

// "passkey": a passkey was verified, which counts as both factors, so nothing is left.
export type ChallengeStage = "password" | "two-factor" | "passkey";

export const CHALLENGE_TTL_SECONDS: Record<ChallengeStage, number> = {
  password: 120,
  "two-factor": 600,
  passkey: 120,
};

const payloadSchema = z.object({
  uid: z.string().min(1),
  sv: z.number().int().nonnegative(),
  stage: z.enum(["password", "two-factor", "passkey"]),
  exp: z.number().int(),
  jti: z.string().min(16),
});
export type SignInChallenge = z.infer<typeof payloadSchema>;

export function challengeCookieName(secure: boolean): string {
  return `${secure ? "__Host-" : ""}ssb.sign-in-challenge`;
}

function signature(body: string, secret: string): string {
  return createHmac("sha256", secret).update(`sign-in-challenge:${body}`).digest("base64url");
}

export function createChallenge(
  user: { id: string; sessionVersion: number },
  stage: ChallengeStage,
  secret: string,
  nowMs = Date.now(),
): { value: string; challenge: SignInChallenge } {
  const challenge: SignInChallenge = {
    uid: user.id,
    sv: user.sessionVersion,
    stage,
    exp: Math.floor(nowMs / 1000) + CHALLENGE_TTL_SECONDS[stage],
    jti: randomToken(16),
  };
  const body = Buffer.from(JSON.stringify(challenge)).toString("base64url");
  return { value: `${body}.${signature(body, secret)}`, challenge };
}

export function readChallenge(
  value: string | undefined,
  secret: string,
  nowMs = Date.now(),
): SignInChallenge | null {
  if (!value) return null;
  const [body, mac, extra] = value.split(".");
  if (!body || !mac || extra !== undefined || !safeEqual(mac, signature(body, secret))) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.exp <= Math.floor(nowMs / 1000)) return null;
  return parsed.data;
}

export function challengeSetCookie(value: string, stage: ChallengeStage, secure: boolean): string {
  return [
    `${challengeCookieName(secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${CHALLENGE_TTL_SECONDS[stage]}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function challengeCookieValue(
  headers: Headers | Record<string, unknown> | undefined,
  secure: boolean,
): string | undefined {
  const raw = headers instanceof Headers ? headers.get("cookie") : headers?.["cookie"];
  return typeof raw === "string" ? readCookie(raw, challengeCookieName(secure)) : undefined;
}
