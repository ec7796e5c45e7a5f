import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

import { formatDate, formatDateTime, isoDate } from "@/lib/format/dates";
import {
  STALE_OFFER_DAYS,
  type ImportRunView,
  type RetailerOfferCounts,
  type StaleOfferView,
} from "@/lib/catalogue/dashboard-queries";
import { formatRejection, priceFileFormatFor } from "@/lib/catalogue/price-import";
import { productPath } from "@/lib/catalogue/product-paths";

function DateTime({ value }: { value: Date | null }) {
  return value ? (
    <time dateTime={value.toISOString()}>{formatDateTime(value)}</time>
  ) : (
    <span>Not finished</span>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold text-slate-900">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-3 py-2 align-top";
const number = `${cell} tabular-nums`;

export function ImportRunsTable({ runs }: { runs: ImportRunView[] }) {
  if (runs.length === 0) return <p className="text-slate-700">No price imports have run yet.</p>;
  return (
    <Table
      caption="Price import runs, newest first"
      head={["File", "Started", "Finished", "Rows", "Accepted", "Rejected", "Awaiting match", "Started by"]}
    >
      {runs.map((run) => (
        <tr key={run.id}>
          <td className={`${cell} break-all`}>{run.fileName}</td>
          <td className={cell}>
            <DateTime value={run.startedAt} />
          </td>
          <td className={cell}>
            <DateTime value={run.finishedAt} />
          </td>
          <td className={number}>{run.rowsTotal}</td>
          <td className={number}>{run.rowsAccepted}</td>
          <td className={number}>{run.rowsRejected}</td>
          <td className={number}>{run.rowsPending}</td>
          <td className={cell}>
            {run.startedBy ? (
              <>
                {run.startedBy.name}
                <span className="block text-xs text-slate-600">{run.startedBy.email}</span>
              </>
            ) : (
              <span className="text-slate-600">Command line, or a deleted account</span>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function RetailerOffersTable({ retailers }: { retailers: RetailerOfferCounts[] }) {
  if (retailers.length === 0) return <p className="text-slate-700">There are no retailer offers.</p>;
  return (
    <Table caption="Offers per retailer by source" head={["Retailer", "Offers", "Sample", "Feed", "Manual"]}>
      {retailers.map((row) => (
        <tr key={row.retailer}>
          <th scope="row" className={`${cell} font-medium text-slate-900`}>
            {row.retailer}
          </th>
          <td className={number}>{row.total}</td>
          <td className={number}>{row.bySource.sample}</td>
          <td className={number}>{row.bySource.feed}</td>
          <td className={number}>{row.bySource.manual}</td>
        </tr>
      ))}
    </Table>
  );
}

const SOURCE_LABELS = { sample: "Sample", feed: "Feed", manual: "Manual" } as const;

export function StaleOffersTable({ total, offers }: { total: number; offers: StaleOfferView[] }) {
  if (total === 0)
    return <p className="text-slate-700">Every offer was checked within the last {STALE_OFFER_DAYS} days.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {total} {total === 1 ? "offer was" : "offers were"} last checked more than {STALE_OFFER_DAYS} days ago
        {offers.length < total ? `; the ${offers.length} oldest are listed` : ""}.
      </p>
      <Table
        caption={`Offers last checked more than ${STALE_OFFER_DAYS} days ago, oldest first`}
        head={["Product", "Retailer", "Source", "Last checked"]}
      >
        {offers.map((offer) => (
          <tr key={offer.id}>
            <td className={cell}>
              <Link
                href={productPath(offer.productSlug)}
                className="text-brand-800 underline underline-offset-2"
              >
                {offer.productName}
              </Link>
              <span className="block text-xs text-slate-600">{offer.brand}</span>
            </td>
            <td className={cell}>{offer.retailer}</td>
            <td className={cell}>{SOURCE_LABELS[offer.source]}</td>
            <td className={cell}>
              <time dateTime={isoDate(offer.lastCheckedAt)}>{formatDate(offer.lastCheckedAt)}</time>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

export function RejectedRowsList({ runs }: { runs: ImportRunView[] }) {
  const rejected = runs.filter((run) => run.rejections.length > 0);
  if (rejected.length === 0)
    return <p className="text-slate-700">No rows were rejected in the recent runs.</p>;
  return (
    <ul className="space-y-4">
      {rejected.map((run) => {
        const format = priceFileFormatFor(run.fileName) ?? "csv";
        return (
          <li key={run.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">
              {run.fileName}{" "}
              <span className="font-normal text-slate-600">
                · <DateTime value={run.startedAt} />
              </span>
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {run.rejections.map((rejection) => (
                <li key={`${rejection.line}-${rejection.reason}`}>{formatRejection(rejection, format)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
