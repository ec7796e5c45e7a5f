// Development only: in production the outbox may hold real people's links.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getOutboxEmails } from "@/lib/mail/queries";
import { serverEnv } from "@/lib/env";
import { formatDateTime } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Dev outbox", robots: { index: false } };

const LINK = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-medium text-brand-800 underline">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default async function DevOutboxPage() {
  if (serverEnv().NODE_ENV === "production") notFound();
  const emails = await getOutboxEmails(50);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Dev outbox</h1>
      <p className="mt-2 text-slate-600">
        SMTP_URL is not set, so emails are kept here (and printed to the server console) instead of being
        sent. Newest first, up to 50.
      </p>
      {emails.length === 0 ? <p className="mt-8 text-slate-700">No emails yet.</p> : null}
      <ol className="mt-8 space-y-6">
        {emails.map((email) => (
          <li key={email.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">
              To <strong className="text-slate-900">{email.toAddress}</strong> ·{" "}
              <time dateTime={email.createdAt.toISOString()}>{formatDateTime(email.createdAt)}</time>
            </p>
            <h2 className="mt-1 font-semibold text-slate-900">{email.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-800">
              <Linkified text={email.text} />
            </pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
