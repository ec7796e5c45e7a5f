// Passkeys (WebAuthn): discoverable credentials that sign in on their own, counting as both factors.
import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { db } from "../db/prisma";
import { serverEnv } from "../env";
import { AppError } from "../errors/app-error";
import { enforceRateLimit, RATE_LIMITS } from "../security/rate-limit";
import { sameSiteOrigins } from "../security/request";
import { assertPassword } from "./mutations";

const RP_NAME = "Smart Supplement Stack Builder UK";
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;

const PASSKEY_MESSAGES = {
  notVerified: "That passkey could not be checked. Please try again.",
  unknown: "That passkey is not registered here. Sign in with your email and password, then add it again.",
  tooMany: `You have ${MAX_PASSKEYS} passkeys already. Remove one you no longer use first.`,
} as const;

const passkeyFailure = (message: string = PASSKEY_MESSAGES.notVerified) =>
  new AppError("AUTHENTICATION_ERROR", message, { details: { formErrors: [message] } });

/** The origins this request may come from, as the Origin check allows them, and their host names (the RP ids). */
function relyingPartyOf(request: Request): { origins: string[]; rpIds: string[]; rpId: string } {
  const origins = [...sameSiteOrigins(request, serverEnv().SITE_URL)];
  const rpIds = [...new Set(origins.map((origin) => new URL(origin).hostname))];
  const origin = request.headers.get("origin");
  const host = request.headers.get("host")?.replace(/:\d+$/, "");
  const rpId =
    origin && origins.includes(origin)
      ? new URL(origin).hostname
      : host && rpIds.includes(host)
        ? host
        : new URL(serverEnv().SITE_URL).hostname;
  return { origins, rpIds, rpId };
}

async function storeChallenge(challenge: string, purpose: string, userId: string | null): Promise<void> {
  await db().$transaction([
    db().webauthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    db().webauthnChallenge.create({
      data: { challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) },
    }),
  ]);
}

// Deleting the row is the claim: a challenge answers one ceremony, once, within its lifetime.
async function claimChallenge(challenge: string, purpose: string, userId: string | null): Promise<boolean> {
  const claimed = await db().webauthnChallenge.deleteMany({
    where: { challenge, purpose, userId, expiresAt: { gt: new Date() } },
  });
  return claimed.count === 1;
}

// The password first: a passkey outlives the session, so a stolen session alone must not be able to add one.
export async function passkeyRegistrationOptions(
  user: { id: string; email: string },
  password: string,
  request: Request,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await enforceRateLimit(RATE_LIMITS.passkeyPerUser, user.id);
  await assertPassword(user.id, password, "password");
  const existing = await db().webauthnCredential.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingPartyOf(request).rpId,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(options.challenge, "registration", user.id);
  return options;
}

export async function registerPasskey(
  userId: string,
  name: string,
  response: RegistrationResponseJSON,
  request: Request,
): Promise<{ id: string; name: string }> {
  await enforceRateLimit(RATE_LIMITS.passkeyPerUser, userId);
  if ((await db().webauthnCredential.count({ where: { userId } })) >= MAX_PASSKEYS)
    throw AppError.validation({ formErrors: [PASSKEY_MESSAGES.tooMany], fieldErrors: {} });
  const { origins, rpIds } = relyingPartyOf(request);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => claimChallenge(challenge, "registration", userId),
    expectedOrigin: origins,
    expectedRPID: rpIds,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyFailure();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const created = await db().webauthnCredential.create({
    data: {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: BigInt(credential.counter),
      transports: credential.transports ?? [],
      name,
      backedUp: credentialBackedUp,
    },
    select: { id: true, name: true },
  });
  return created;
}

export async function removePasskey(userId: string, id: string): Promise<void> {
  const removed = await db().webauthnCredential.deleteMany({ where: { id, userId } });
  if (removed.count === 0) throw AppError.notFound("NOT_FOUND", "No such passkey");
}

export async function passkeySignInOptions(
  request: Request,
  ip: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // Every sign-in page asks for options (for autofill), so this limit is wider than the one on answers.
  await enforceRateLimit(RATE_LIMITS.passkeyOptionsPerIp, ip);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(request).rpId,
    userVerification: "required",
  });
  await storeChallenge(options.challenge, "authentication", null);
  return options;
}

/** The account the passkey belongs to, once its signature, challenge and counter check out. */
export async function verifyPasskeySignIn(
  response: AuthenticationResponseJSON,
  request: Request,
  ip: string,
): Promise<{ id: string; firstName: string; sessionVersion: number }> {
  await enforceRateLimit(RATE_LIMITS.passkeySignInPerIp, ip);
  const stored = await db().webauthnCredential.findUnique({
    where: { credentialId: response.id },
    include: { user: { select: { id: true, firstName: true, sessionVersion: true, emailVerifiedAt: true } } },
  });
  if (!stored) throw passkeyFailure(PASSKEY_MESSAGES.unknown);
  const { origins, rpIds } = relyingPartyOf(request);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => claimChallenge(challenge, "authentication", null),
    expectedOrigin: origins,
    expectedRPID: rpIds,
    credential: {
      id: stored.credentialId,
      publicKey: new Uint8Array(stored.publicKey),
      counter: Number(stored.counter),
      transports: stored.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw passkeyFailure();
  // Conditional on the counter read, so two uses of one signed answer cannot both pass.
  const recorded = await db().webauthnCredential.updateMany({
    where: { id: stored.id, counter: stored.counter },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  if (recorded.count !== 1 || !stored.user.emailVerifiedAt) throw passkeyFailure();
  return stored.user;
}
