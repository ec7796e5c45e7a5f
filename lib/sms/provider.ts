// How texts leave the app: one interface, a real provider (./twilio.ts) and the dev outbox (./outbox.ts).
export interface TextMessage {
  /** E.164, e.g. +447700900123. */
  to: string;
  body: string;
}

export interface SmsProvider {
  name: "twilio" | "outbox";
  send(message: TextMessage): Promise<void>;
}
