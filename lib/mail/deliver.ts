// Outgoing mail: nodemailer over SMTP_URL when it is set; otherwise every message is stored in the
// dev outbox table (listed at /dev/outbox in development) and printed to the console with its
// links, so sign-up and password reset work on a machine without a mail server.
// Not server-only: the price-alert job runs in `npm start`'s own process (lib/jobs/price-alerts.ts),
// outside Next's react-server conditions; app code imports it through ./send.ts, which is.
import { db } from "../db/prisma";
import { serverEnv } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers sent over SMTP (e.g. List-Unsubscribe); the dev outbox keeps only the message. */
  headers?: Record<string, string>;
}

type MailTransport = "smtp" | "outbox";

type Sender = (message: MailMessage & { from: string }) => Promise<unknown>;
let smtpSender: Sender | undefined;

async function smtp(url: string): Promise<Sender> {
  if (!smtpSender) {
    const nodemailer = await import("nodemailer");
    const transport = nodemailer.createTransport(url);
    smtpSender = (message) => transport.sendMail(message);
  }
  return smtpSender;
}

export async function sendMail(message: MailMessage): Promise<MailTransport> {
  const env = serverEnv();
  if (env.SMTP_URL) {
    await (
      await smtp(env.SMTP_URL)
    )({ ...message, from: env.MAIL_FROM });
    return "smtp";
  }
  await db().outboxEmail.create({
    data: { toAddress: message.to, subject: message.subject, text: message.text, html: message.html },
  });
  console.log(
    `[mail] SMTP_URL is not set; kept in the dev outbox instead of sending.\n  To: ${message.to}\n  Subject: ${message.subject}\n${message.text.replace(/^/gm, "  | ")}`,
  );
  return "outbox";
}
