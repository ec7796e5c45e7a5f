import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CheckLabelButton, RejectEntryForm } from "@/components/labels/entry-actions";
import { EntryFacts, LabelRowsTable, LabelSource } from "@/components/labels/entry-view";
import { RecheckDiff } from "@/components/labels/recheck-review";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { getProductEntry } from "@/lib/labels/queries";
import { recheckReview } from "@/lib/labels/recheck";

export const metadata: Metadata = { title: "Check a label", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

const STATUS_TEXT = {
  draft: "Draft: its label is not entered yet",
  awaiting_check: "Waiting for a second admin to check the label",
  published: "Published",
  rejected: "Rejected",
} as const;

export default async function ProductEntryPage({ params, searchParams }: PageProps<"/admin/products/[id]">) {
  const { id } = await params;
  const admin = await requirePageAdmin(`/admin/products/${id}`);
  const entry = await getProductEntry(id);
  if (!entry) notFound();
  const saved = (await searchParams).saved === "1";
  const ownEntry = entry.enteredById === admin.id;
  const review = entry.baseLabel === null ? null : await recheckReview(entry);
  const waiting = entry.status === "awaiting_check";
  return (
    <div className="text-links mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/products">Products and labels</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {entry.brand} {entry.name}
      </h1>
      <p className="mt-2 font-medium text-slate-800">
        {entry.baseLabel === null ? "" : "Label re-check of a shipped product. "}
        {STATUS_TEXT[entry.status]}
        {entry.rejectedReason ? `: ${entry.rejectedReason}` : ""}
      </p>
      {saved && waiting ? (
        <Alert tone="success" className="mt-4">
          {entry.baseLabel === null
            ? "Saved. Another admin must now check the label before the product is published."
            : "Saved. Another admin must now check the label before the product changes."}
        </Alert>
      ) : null}
      {review?.stale && waiting ? (
        <Alert className="mt-4">
          The product&rsquo;s label changed after this re-check was entered, so it cannot be checked: reject
          it and read the label again.
        </Alert>
      ) : null}

      <EntryFacts entry={entry} ownEntry={ownEntry} />

      <LabelSource entry={entry} />
      {review && waiting ? <RecheckDiff diff={review.diff} /> : <LabelRowsTable rows={entry.rows} />}

      <div className="mt-8 flex flex-wrap items-start gap-6">
        {waiting && !ownEntry ? (
          <CheckLabelButton entryId={entry.id} recheck={entry.baseLabel !== null} />
        ) : null}
        {waiting && ownEntry ? (
          <p className="text-slate-700">You entered this label, so another admin must check it.</p>
        ) : null}
        {entry.status !== "published" && entry.status !== "rejected" && entry.baseLabel === null ? (
          <Link href={`/admin/products/new?entry=${entry.id}`}>
            {entry.status === "draft" ? "Enter its label" : "Correct the entry"}
          </Link>
        ) : null}
        {entry.supplement ? (
          <Link href={`/supplement/${entry.supplement.slug}`}>See the product page</Link>
        ) : null}
        {waiting && !ownEntry ? <RejectEntryForm entryId={entry.id} /> : null}
      </div>
    </div>
  );
}
