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
  subtitle: string[];
  sections: ReportSection[];
  disclaimer: string;
}

export interface ReportDocument {
  models: ReportModel[];
  documentTitle: string;
}

const amountFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

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
