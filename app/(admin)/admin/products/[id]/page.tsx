import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CheckLabelButton } from "@/components/labels/entry-actions";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import { getProductEntry } from "@/lib/labels/queries";
import { labelPhotoUrl } from "@/lib/labels/values";

export const metadata: Metadata = { title: "Check a label", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

const STATUS_TEXT = {
  draft: "Draft: its label is not entered yet",
  awaiting_check: "Waiting for a second admin to check the label",
  published: "Published",
} as const;

const stated = (value: boolean | null) => (value === null ? "not stated" : value ? "yes" : "no");
const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : "a deleted account";

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

      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Form</dt>
          <dd className="font-medium">{entry.form ? FORM_LABELS[entry.form] : "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Category</dt>
          <dd className="font-medium">{entry.category ? CATEGORY_LABELS[entry.category] : "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Units per pack / serving</dt>
          <dd className="font-medium">
            {entry.unitsPerPack ?? "—"} / {entry.unitsPerServing}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">GTIN</dt>
          <dd className="font-medium tabular-nums">{entry.gtin ?? "none"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Vegan / vegetarian / gluten-free</dt>
          <dd className="font-medium">
            {stated(entry.vegan)} / {stated(entry.vegetarian)} / {stated(entry.glutenFree)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Allergens declared</dt>
          <dd className="font-medium capitalize">{entry.allergens.join(", ") || "none"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Entered by</dt>
          <dd className="font-medium">
            {ownEntry ? "you" : personName(entry.enteredBy)}, {formatDateTime(entry.updatedAt)}
          </dd>
        </div>
        {entry.checkedAt ? (
          <div>
            <dt className="text-slate-600">Label checked by</dt>
            <dd className="font-medium">
              {personName(entry.checkedBy)}, {formatDateTime(entry.checkedAt)}
            </dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="source-heading" className="mt-8">
        <h2 id="source-heading" className="text-xl font-bold tracking-tight text-slate-900">
          The label&rsquo;s source{entry.labelReadOn ? `, read ${formatDate(entry.labelReadOn)}` : ""}
        </h2>
        {entry.labelUrl ? (
          <p className="mt-2 break-all">
            <a href={entry.labelUrl} rel="noopener noreferrer nofollow" target="_blank" className="underline">
              {entry.labelUrl}
            </a>
          </p>
        ) : null}
        {entry.labelPhotoId ? (
          <a href={labelPhotoUrl(entry.labelPhotoId)} target="_blank" className="mt-3 block">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private, admin-only image route */}
            <img
              src={labelPhotoUrl(entry.labelPhotoId)}
              alt={`The label of ${entry.brand} ${entry.name}`}
              className="max-h-[32rem] rounded border border-slate-200"
            />
          </a>
        ) : null}
        {!entry.labelUrl && !entry.labelPhotoId ? (
          <p className="mt-2 text-slate-700">No source yet.</p>
        ) : null}
      </section>

      <section aria-labelledby="rows-heading" className="mt-8">
        <h2 id="rows-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Ingredients per serving
        </h2>
        {entry.rows.length === 0 ? (
          <p className="mt-2 text-slate-700">None entered yet.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  Ingredient
                </th>
                <th scope="col" className="py-2 pr-3">
                  Amount
                </th>
                <th scope="col" className="py-2">
                  Chemical form
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.rows.map((row, index) => (
                <tr key={index} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{row.name}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {row.amount ?? "—"} {row.unit ?? ""}
                  </td>
                  <td className="py-2">{row.chemicalForm ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

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
