// What a PDF report says, as plain data (docs/analytics.md "Reports"): titled sections of paragraphs,
// lists and tables. The report builders (./stack-report.ts, ./summary-reports.ts) are pure and unit
// tested; ./render.tsx only lays the model out on A4 pages, so every word in a PDF is checked here.
export type ReportBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] };

export interface ReportSection {
  heading: string;
  blocks: ReportBlock[];
}

export interface ReportModel {
  title: string;
  /** Lines under the title: what the report covers and when it was made. */
  subtitle: string[];
  sections: ReportSection[];
  /** Printed at the foot of the last page. */
  disclaimer: string;
}

/** One PDF: its reports, each from a new page, and the title in its metadata. */
export interface ReportDocument {
  models: ReportModel[];
  documentTitle: string;
}

const amountFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** "400 mg": at most two decimals, as the builder's tables print amounts. */
export function amountText(amount: number, unit: string): string {
  return `${amountFormat.format(amount)} ${unit}`;
}

export const paragraph = (text: string): ReportBlock => ({ kind: "paragraph", text });
export const list = (items: string[]): ReportBlock => ({ kind: "list", items });
export const table = (caption: string, columns: string[], rows: string[][]): ReportBlock => ({
  kind: "table",
  caption,
  columns,
  rows,
});

/** Every word of a report in reading order: what tests compare with the PDF's extracted text. */
export function reportText(model: ReportModel): string[] {
  const blockText = (block: ReportBlock): string[] =>
    block.kind === "paragraph"
      ? [block.text]
      : block.kind === "list"
        ? block.items
        : [block.caption, ...block.columns, ...block.rows.flat()];
  return [
    model.title,
    ...model.subtitle,
    ...model.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)]),
    model.disclaimer,
  ];
}
