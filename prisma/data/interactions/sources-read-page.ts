// The shapes of a read-log entry (sources-read.ts), shared by the log's files.
import type { SourceReadInput } from "../../../lib/interactions/sources-read-schema";
import type { Reference } from "../../../lib/interactions/knowledge-base-schema";

export const READ_ON = "2026-11-29";

export type Page = Pick<Reference, "title" | "publisher" | "url">;

/** The publisher of a faithful copy of an HMPC text, as the EMA's own PDFs are not readable here. */
export const hmpcCopy = (site: string) => `European Medicines Agency HMPC, copy at ${site}`;

/** A UK SmPC or leaflet read for an ingredient, and its outcome. */
export function ukProductInformation(
  ingredient: string,
  page: Page,
  outcome: ReadOutcome,
  dateRead = READ_ON,
): SourceReadInput {
  const { title, publisher, url } = page;
  return { ingredient, kind: "uk-product-information", title, publisher, url, dateRead, ...outcome };
}

export const records = (...ids: string[]) => ({ outcome: "records" as const, records: ids });

export function noUkProduct(ingredient: string, note: string): SourceReadInput {
  return {
    ingredient,
    kind: "uk-product-information",
    dateRead: READ_ON,
    outcome: "no-licensed-uk-product",
    note,
  };
}

export type ReadOutcome =
  | { outcome: "records"; records: string[]; note?: string }
  | { outcome: "none-stated"; note?: string }
  | { outcome: "stated-not-recorded" | "not-readable"; note: string };

/** A page of any kind read for an ingredient (the kind must be the one its address belongs to). */
export function readPage(
  ingredient: string,
  kind: Exclude<SourceReadInput["kind"], "uk-product-information">,
  page: Page,
  outcome: ReadOutcome,
  dateRead = READ_ON,
): SourceReadInput {
  const { title, publisher, url } = page;
  return { ingredient, kind, title, publisher, url, dateRead, ...outcome };
}

/** A source looked for and not found, or found only where its relevant part could not be read. */
export function notFound(
  ingredient: string,
  kind: SourceReadInput["kind"],
  note: string,
  dateRead = READ_ON,
): SourceReadInput {
  return { ingredient, kind, dateRead, outcome: "not-readable", note };
}
