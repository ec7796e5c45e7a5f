// Twilio's Programmable Messaging REST API (https://www.twilio.com/docs/messaging/api/message-resource).
import type { SmsProvider, TextMessage } from "./provider";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a messaging service SID (MG…). */
  from: string;
}

const TWILIO_API = "https://api.twilio.com/2010-04-01";
const TIMEOUT_MS = 10_000;

export function twilioRequest(
  config: TwilioConfig,
  message: TextMessage,
): { url: string; init: RequestInit } {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  form.set(config.from.startsWith("MG") ? "MessagingServiceSid" : "From", config.from);
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64");
  return {
    url: `${TWILIO_API}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    init: {
      method: "POST",
      headers: {
        Authorization: `Basic ${credentials}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: form.toString(),
    },
  };
}

export function twilioProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: "twilio",
    async send(message) {
      const { url, init } = twilioRequest(config, message);
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) {
        // Twilio's error body names the problem (code, message) but never the text sent.
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new Error(`Twilio answered ${response.status} sending a text: ${detail}`);
      }
    },
  };
}
