// Opening this page changes nothing (mail scanners open links too); its button posts the token back.
import type { Metadata } from "next";

import { Button } from "@/components/ui/button";
import { unsubscribeTokenSchema } from "@/lib/api-server/unsubscribe-form";
import { checkReminderUnsubscribeToken, type ReminderKind } from "@/lib/daily-plan/reminder-unsubscribe";
import { authSecret } from "@/lib/env";
import { ReminderUnsubscribeRefusal } from "@/components/today/reminder-unsubscribe-result";

export const metadata: Metadata = { title: "Stop reminder emails", robots: { index: false } };

const WHAT: Record<ReminderKind, string> = {
  digest: "the daily reminder email",
  "run-out": "the run-out reminder emails",
  all: "the daily and run-out reminder emails",
};

export default async function PlanRemindersUnsubscribePage({
  searchParams,
}: PageProps<"/plan-reminders/unsubscribe">) {
  const parsed = unsubscribeTokenSchema.safeParse((await searchParams).token);
  const check = parsed.success ? checkReminderUnsubscribeToken(parsed.data, authSecret()) : "invalid";
  if (typeof check === "string") return <ReminderUnsubscribeRefusal reason={check} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Stop {WHAT[check.kind]}?</h1>
      <form method="post" action="/api/plan-reminders/unsubscribe" className="mt-4">
        <p className="text-slate-700">
          We will stop sending {WHAT[check.kind]} for this plan. You can turn reminders on again under
          Reminders on your plan&rsquo;s page at any time.
        </p>
        <input type="hidden" name="token" value={parsed.data} />
        <Button type="submit" className="mt-6">
          Stop these emails
        </Button>
      </form>
    </div>
  );
}
