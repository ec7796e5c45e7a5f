import type { Metadata } from "next";

import { ModerationDecisionForm } from "@/components/admin/moderation-decision";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { formatDateTime } from "@/lib/format/dates";
import { moderationQueue, type ModerationItem } from "@/lib/moderation/queue";
import { REPORT_REASON_LABELS } from "@/lib/moderation/schemas";

export const metadata: Metadata = {
  title: "Moderation",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

const ACTION_LABELS = { hide: "Hidden", unhide: "Unhidden", keep: "Kept visible" } as const;

function QueueItem({ item }: { item: ModerationItem }) {
  const headingId = `moderation-${item.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {item.target === "stack" ? "Community stack" : "Review"} by {item.author}
          {item.hiddenAt ? ` · hidden ${formatDateTime(item.hiddenAt)}` : ""}
        </p>
        <h3 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
          <Link href={item.href} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        {item.text ? <p className="mt-2 whitespace-pre-line text-slate-800">{item.text}</p> : null}
        {item.hiddenAt ? (
          <p className="mt-2 text-sm text-slate-700">Hidden because: {item.hiddenReason}</p>
        ) : null}
        {item.openReports.length > 0 ? (
          <>
            <h4 className="mt-3 text-sm font-semibold text-slate-900">
              {item.openReports.length} open {item.openReports.length === 1 ? "report" : "reports"}
            </h4>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {item.openReports.map((report, index) => (
                <li key={index}>
                  {REPORT_REASON_LABELS[report.reason]} — {report.reporter},{" "}
                  {formatDateTime(report.createdAt)}
                  {report.note ? <span className="block text-slate-800">“{report.note}”</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {item.history.length > 0 ? (
          <details className="mt-3 text-sm text-slate-700">
            <summary className="cursor-pointer">Earlier decisions</summary>
            <ul className="mt-1 space-y-1">
              {item.history.map((entry, index) => (
                <li key={index}>
                  {ACTION_LABELS[entry.action]} by {entry.moderator}, {formatDateTime(entry.createdAt)}:{" "}
                  {entry.reason}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <ModerationDecisionForm
          target={item.target}
          id={item.id}
          hidden={item.hiddenAt !== null}
          hasOpenReports={item.openReports.length > 0}
        />
      </article>
    </li>
  );
}

export default async function ModerationPage() {
  await requirePageAdmin("/moderation");
  const items = await moderationQueue();
  const open = items.filter((item) => item.openReports.length > 0);
  const hidden = items.filter((item) => item.openReports.length === 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Moderation</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Community stacks and reviews that members reported, oldest report first. Hiding takes an item off
        every public list, page and the sitemap; its author still sees it, with your reason.
      </p>
      <section aria-labelledby="open-reports" className="mt-8">
        <h2 id="open-reports" className="text-xl font-bold tracking-tight text-slate-900">
          Waiting for a decision ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="mt-3 text-slate-700">No open reports.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {open.map((item) => (
              <QueueItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="hidden-items" className="mt-10">
        <h2 id="hidden-items" className="text-xl font-bold tracking-tight text-slate-900">
          Hidden ({hidden.length})
        </h2>
        {hidden.length === 0 ? (
          <p className="mt-3 text-slate-700">Nothing is hidden.</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {hidden.map((item) => (
              <QueueItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
