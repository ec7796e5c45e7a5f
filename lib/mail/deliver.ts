// Not server-only: the price-alert job runs outside Next's react-server conditions; app code uses ./send.ts.
import { db } from "../db/prisma";
import { serverEnv } from "../env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
