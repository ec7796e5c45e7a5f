// The provider chosen by SMS_PROVIDER and Twilio's settings (lib/env.ts); the dev outbox without them.
import "server-only";
import { serverEnv, smsProviderOf, type ServerEnv } from "../env";
import { outboxProvider } from "./outbox";
import type { SmsProvider, TextMessage } from "./provider";
import { twilioProvider } from "./twilio";

export function smsProviderFor(env: ServerEnv, fetchImpl: typeof fetch = fetch): SmsProvider {
  if (smsProviderOf(env) === "outbox") return outboxProvider;
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) throw new Error("Twilio is not configured");
  return twilioProvider(
    { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, from: TWILIO_FROM },
    fetchImpl,
  );
}

export async function sendText(message: TextMessage): Promise<void> {
  await smsProviderFor(serverEnv()).send(message);
}
