// Without a provider, texts are kept in the dev outbox and printed, exactly as emails are (lib/mail/deliver.ts).
import { db } from "../db/prisma";
import { escapeHtml } from "../mail/templates";
import type { SmsProvider } from "./provider";

const TEXT_MESSAGE_SUBJECT = "Text message";

export const outboxProvider: SmsProvider = {
  name: "outbox",
  async send(message) {
    await db().outboxEmail.create({
      data: {
        toAddress: message.to,
        subject: TEXT_MESSAGE_SUBJECT,
        text: message.body,
        html: `<p>${escapeHtml(message.body)}</p>`,
      },
    });
    console.log(
      `[sms] No SMS provider is configured; kept in the dev outbox instead of sending.\n  To: ${message.to}\n${message.body.replace(/^/gm, "  | ")}`,
    );
  },
};
