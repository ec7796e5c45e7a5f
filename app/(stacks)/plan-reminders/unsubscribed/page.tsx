import type { Metadata } from "next";

import { ReminderUnsubscribeRefusal } from "@/components/today/reminder-unsubscribe-result";
import { Link } from "@/components/ui/link";
import { REMINDER_KINDS } from "@/lib/daily-plan/reminder-unsubscribe";

export const metadata: Metadata = { title: "Reminder emails", robots: { index: false } };

const DONE = {
  digest: "We will not send the daily reminder email for that plan any more.",
  "run-out": "We will not email you before products of that plan run out any more.",
  all: "We will not send reminder emails for that plan any more.",
} as const;

export default async function PlanRemindersUnsubscribedPage({
  searchParams,
}: PageProps<"/plan-reminders/unsubscribed">) {
  const raw = (await searchParams).result;
  const result = Array.isArray(raw) ? raw[0] : raw;
  const kind = REMINDER_KINDS.find((candidate) => candidate === result);
  if (!kind) return <ReminderUnsubscribeRefusal reason={result === "expired" ? "expired" : "invalid"} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reminder emails stopped</h1>
      <p className="mt-4 text-slate-700">
        {DONE[kind]} You can turn reminders on again under Reminders on your plan&rsquo;s page.
      </p>
      <p className="mt-6">
        <Link href="/today" className="font-semibold text-brand-800 hover:underline">
          Go to today&rsquo;s plan
        </Link>
      </p>
    </div>
  );
}
