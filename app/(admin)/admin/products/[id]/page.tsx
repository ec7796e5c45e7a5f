import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CheckLabelButton } from "@/components/labels/entry-actions";
import { EntryFacts, LabelRowsTable, LabelSource } from "@/components/labels/entry-view";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { getProductEntry } from "@/lib/labels/queries";

export const metadata: Metadata = { title: "Check a label", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

const STATUS_TEXT = {
  draft: "Draft: its label is not entered yet",
  awaiting_check: "Waiting for a second admin to check the label",
  published: "Published",
} as const;

export default async function ProductEntryPage({ params, searchParams }: PageProps<"/admin/products/[id]">) {
  const { id } = await params;
  const admin = await requirePageAdmin(`/admin/products/${id}`);
  const entry = await getProductEntry(id);
  if (!entry) notFound();
  const saved = (await searchParams).saved === "1";
  const ownEntry = entry.enteredById === admin.id;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/products">Products and labels</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {entry.brand} {entry.name}
      </h1>
      <p className="mt-2 font-medium text-slate-800">{STATUS_TEXT[entry.status]}</p>
      {saved && entry.status === "awaiting_check" ? (
        <Alert tone="success" className="mt-4">
          Saved. Another admin must now check the label before the product is published.
        </Alert>
      ) : null}

      <EntryFacts entry={entry} ownEntry={ownEntry} />

      <LabelSource entry={entry} />
      <LabelRowsTable rows={entry.rows} />

      <div className="mt-8 flex flex-wrap items-center gap-4">
        {entry.status === "awaiting_check" && !ownEntry ? <CheckLabelButton entryId={entry.id} /> : null}
        {entry.status === "awaiting_check" && ownEntry ? (
          <p className="text-slate-700">You entered this label, so another admin must check it.</p>
        ) : null}
        {entry.status !== "published" ? (
          <Link href={`/admin/products/new?entry=${entry.id}`}>
            {entry.status === "draft" ? "Enter its label" : "Correct the entry"}
          </Link>
        ) : null}
        {entry.supplement ? (
          <Link href={`/supplement/${entry.supplement.slug}`}>See the product page</Link>
        ) : null}
      </div>
    </div>
  );
}
