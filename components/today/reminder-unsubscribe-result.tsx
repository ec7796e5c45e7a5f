import { Link } from "@/components/ui/link";
import { UNSUBSCRIBE_LINK_DAYS } from "@/lib/daily-plan/reminder-unsubscribe";

const TITLES = {
  invalid: "This unsubscribe link is not valid",
  expired: "This unsubscribe link has expired",
} as const;

const ADVICE = {
  invalid: "Check that you copied the whole link from the email.",
  expired: `Unsubscribe links in reminder emails work for ${UNSUBSCRIBE_LINK_DAYS} days.`,
} as const;

export function ReminderUnsubscribeRefusal({ reason }: { reason: keyof typeof TITLES }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{TITLES[reason]}</h1>
      <p className="mt-4 text-slate-700">
        {ADVICE[reason]} You can also turn reminders off under Reminders on your plan&rsquo;s page when you
        are signed in.
      </p>
      <p className="mt-6">
        <Link href="/today" className="font-semibold text-brand-800 hover:underline">
          Go to today&rsquo;s plan
        </Link>
      </p>
    </div>
  );
}
