import { CATEGORY_LABELS, FORM_LABELS } from "@/lib/catalogue/values";
import { formatDate, formatDateTime } from "@/lib/format/dates";
import type { ProductEntryView } from "@/lib/labels/queries";
import { labelPhotoUrl, type LabelRow } from "@/lib/labels/values";

const stated = (value: boolean | null) => (value === null ? "not stated" : value ? "yes" : "no");

export const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : "a deleted account";

/** A seeded entry was read from the page the shipped data names, not entered through an account. */
export const entererName = (entry: {
  enteredFromSeed: boolean;
  enteredBy: { firstName: string; lastName: string } | null;
}) => (entry.enteredFromSeed ? "the shipped catalogue data" : personName(entry.enteredBy));

export function EntryFacts({ entry, ownEntry }: { entry: ProductEntryView; ownEntry: boolean }) {
  return (
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
          {ownEntry ? "you" : entererName(entry)}, {formatDateTime(entry.updatedAt)}
        </dd>
      </div>
      {entry.checkedAt ? (
        <div>
          <dt className="text-slate-600">
            {entry.status === "rejected" ? "Rejected by" : "Label checked by"}
          </dt>
          <dd className="font-medium">
            {personName(entry.checkedBy)}, {formatDateTime(entry.checkedAt)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The photo or page the second admin compares every row with. */
export function LabelSource({ entry }: { entry: ProductEntryView }) {
  return (
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
      {!entry.labelUrl && !entry.labelPhotoId ? <p className="mt-2 text-slate-700">No source yet.</p> : null}
    </section>
  );
}

export function LabelRowsTable({ rows }: { rows: readonly LabelRow[] }) {
  return (
    <section aria-labelledby="rows-heading" className="mt-8">
      <h2 id="rows-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Ingredients per serving
      </h2>
      {rows.length === 0 ? (
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
            {rows.map((row, index) => (
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
  );
}
