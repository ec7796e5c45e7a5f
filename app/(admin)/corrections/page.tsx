import type { Metadata } from "next";

import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { listCorrections } from "@/lib/corrections/queries";
import { formatDateTime } from "@/lib/format/dates";

export const metadata: Metadata = {
  title: "Knowledge corrections",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default async function CorrectionsPage() {
  await requirePageAdmin("/corrections");
  const corrections = await listCorrections();
  return (
    <div className="text-links mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Knowledge corrections</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Errors people reported in the interaction checker from{" "}
        <Link href="/accuracy">How accurate is this?</Link>, newest first. Check each against its source
        before changing a record, and reply from your own mail. They are contact messages, deleted 12 months
        after they arrive.
      </p>
      <h2 className="mt-8 text-xl font-bold tracking-tight text-slate-900">
        Received ({corrections.length})
      </h2>
      {corrections.length === 0 ? (
        <p className="mt-3 text-slate-700">No corrections yet.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {corrections.map((correction) => (
            <li key={correction.id}>
              <article
                aria-labelledby={`correction-${correction.id}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h3 id={`correction-${correction.id}`} className="text-base font-semibold text-slate-900">
                  From {correction.name} &lt;{correction.email}&gt;
                  {correction.userId ? " (signed in)" : ""}
                </h3>
                <p className="text-sm text-slate-600">{formatDateTime(correction.createdAt)}</p>
                <p className="mt-2 break-words whitespace-pre-line text-slate-800">{correction.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
