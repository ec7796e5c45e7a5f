import type { Metadata } from "next";

import { DismissSuggestionButton } from "@/components/labels/entry-actions";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { formatDateTime } from "@/lib/format/dates";
import { listOpenSuggestions, listProductEntries, listRecentlyPublished } from "@/lib/labels/queries";

export const metadata: Metadata = { title: "Products and labels", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : "a deleted account";

export default async function AdminProductsPage() {
  const admin = await requirePageAdmin("/admin/products");
  const [entries, suggestions, published] = await Promise.all([
    listProductEntries(),
    listOpenSuggestions(),
    listRecentlyPublished(),
  ]);
  const awaiting = entries.filter((entry) => entry.status === "awaiting_check");
  const drafts = entries.filter((entry) => entry.status === "draft");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Products and labels</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        A product is entered from its label and published only when a second admin has checked every row
        against the label&rsquo;s photo or listing. Until then nobody else sees it.{" "}
        <Link href="/scraping-dashboard">Feed rows</Link> that match no product can be made into drafts.
      </p>
      <p className="mt-4">
        <Link href="/admin/products/new" className="font-semibold">
          Enter a product from its label
        </Link>
      </p>

      <section aria-labelledby="awaiting-heading" className="mt-8">
        <h2 id="awaiting-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Waiting for a second admin&rsquo;s check ({awaiting.length})
        </h2>
        {awaiting.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {awaiting.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <Link href={`/admin/products/${entry.id}`} className="font-semibold">
                  {entry.brand} {entry.name}
                </Link>
                <p className="text-sm text-slate-600">
                  Entered by {entry.enteredById === admin.id ? "you" : personName(entry.enteredBy)},{" "}
                  {formatDateTime(entry.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="drafts-heading" className="mt-8">
        <h2 id="drafts-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Drafts waiting for their label ({drafts.length})
        </h2>
        {drafts.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {drafts.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <Link href={`/admin/products/new?entry=${entry.id}`} className="font-semibold">
                  {entry.brand} {entry.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {entry.feedItem ? `From ${entry.feedItem.retailer}'s feed` : "Draft"} · GTIN{" "}
                  {entry.gtin ?? "none"} · pack {entry.unitsPerPack ?? "not stated"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="suggestions-heading" className="mt-8">
        <h2 id="suggestions-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Suggested by members ({suggestions.length})
        </h2>
        {suggestions.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-semibold text-slate-900">
                  {suggestion.brand} {suggestion.name}
                </p>
                <p className="text-sm text-slate-600">
                  {suggestion.user?.email ?? "a deleted account"} · {formatDateTime(suggestion.createdAt)} ·
                  GTIN {suggestion.gtin ?? "none"}
                  {suggestion.listingUrl ? (
                    <>
                      {" · "}
                      <a
                        href={suggestion.listingUrl}
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                        className="underline"
                      >
                        listing
                      </a>
                    </>
                  ) : null}
                  {suggestion.labelPhotoId ? " · label photo" : null}
                </p>
                {suggestion.note ? (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{suggestion.note}</p>
                ) : null}
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <Link href={`/admin/products/new?suggestion=${suggestion.id}`} className="font-semibold">
                    Open as a new product
                  </Link>
                  <DismissSuggestionButton suggestionId={suggestion.id} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="published-heading" className="mt-8">
        <h2 id="published-heading" className="text-xl font-bold tracking-tight text-slate-900">
          Recently published
        </h2>
        {published.length === 0 ? (
          <p className="mt-2 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-3 space-y-1 text-slate-800">
            {published.map((entry) => (
              <li key={entry.id}>
                {entry.supplement ? (
                  <Link href={`/supplement/${entry.supplement.slug}`}>
                    {entry.brand} {entry.name}
                  </Link>
                ) : (
                  `${entry.brand} ${entry.name}`
                )}{" "}
                — entered by {personName(entry.enteredBy)}, checked by {personName(entry.checkedBy)}
                {entry.checkedAt ? ` on ${formatDateTime(entry.checkedAt)}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
