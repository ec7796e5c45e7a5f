import type { ReactNode } from "react";

import { DismissSuggestionButton } from "@/components/labels/entry-actions";
import { entererName, personName } from "@/components/labels/entry-view";
import { Link } from "@/components/ui/link";
import { formatDateTime } from "@/lib/format/dates";
import type {
  listOpenSuggestions,
  listProductEntries,
  listRecentlyPublished,
  listUncheckedProducts,
} from "@/lib/labels/queries";

function ListSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: ReactNode;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-700">None.</p>
      ) : (
        <ul className="mt-3 space-y-2">{children}</ul>
      )}
    </section>
  );
}

type Entries = Awaited<ReturnType<typeof listProductEntries>>;
type Suggestions = Awaited<ReturnType<typeof listOpenSuggestions>>;
type Published = Awaited<ReturnType<typeof listRecentlyPublished>>;
type Unchecked = Awaited<ReturnType<typeof listUncheckedProducts>>;

export function AwaitingCheck({ entries, adminId }: { entries: Entries; adminId: string }) {
  return (
    <ListSection
      id="awaiting-heading"
      title={<>Waiting for a second admin&rsquo;s check</>}
      count={entries.length}
    >
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <Link href={`/admin/products/${entry.id}`} className="font-semibold">
            {entry.brand} {entry.name}
          </Link>
          <p className="text-sm text-slate-600">
            Entered by {entry.enteredById === adminId ? "you" : entererName(entry)},{" "}
            {formatDateTime(entry.createdAt)}
          </p>
        </li>
      ))}
    </ListSection>
  );
}

export function DraftsWaiting({ entries }: { entries: Entries }) {
  return (
    <ListSection id="drafts-heading" title="Drafts waiting for their label" count={entries.length}>
      {entries.map((entry) => (
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
    </ListSection>
  );
}

export function MemberSuggestions({ suggestions }: { suggestions: Suggestions }) {
  return (
    <ListSection id="suggestions-heading" title="Suggested by members" count={suggestions.length}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.id} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="font-semibold text-slate-900">
            {suggestion.brand} {suggestion.name}
          </p>
          <p className="text-sm text-slate-600">
            {suggestion.user?.email ?? "a deleted account"} · {formatDateTime(suggestion.createdAt)} · GTIN{" "}
            {suggestion.gtin ?? "none"}
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
    </ListSection>
  );
}

export function RecentlyPublished({ published }: { published: Published }) {
  return (
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
              — entered by {entererName(entry)}, checked by {personName(entry.checkedBy)}
              {entry.checkedAt ? ` on ${formatDateTime(entry.checkedAt)}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UncheckedProducts({ products }: { products: Unchecked }) {
  return (
    <ListSection
      id="unchecked-heading"
      title="Shipped pack sizes whose label is not yet checked"
      count={products.length}
    >
      {products.map((product) => {
        const pack = product.unitsPerPack === null ? "pack size not known" : String(product.unitsPerPack);
        return (
          <li
            key={product.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 pb-2"
          >
            <span className="text-slate-800">
              {product.brand} {product.name}, {pack}
              {product.labelComplete ? "" : " · partial label"}
            </span>
            <Link
              href={`/admin/products/check/${product.slug}`}
              aria-label={`Check this label: ${product.brand} ${product.name}, ${pack}`}
            >
              Check this label
            </Link>
          </li>
        );
      })}
    </ListSection>
  );
}
