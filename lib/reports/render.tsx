import type * as ReactPdf from "@react-pdf/renderer";

import type { ReportBlock, ReportModel, ReportSection } from "./report-model";

type Kit = typeof ReactPdf;

// The standard fonts encode WinAnsi only: other symbols get plain equivalents ("≥" would print as "e").
const PLAIN_EQUIVALENTS: Readonly<Record<string, string>> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "≈": "~",
  "−": "-",
};
const WIN_ANSI = /[\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\n]/u;

export function pdfText(text: string): string {
  return text.replace(/[^\n]/gu, (char) => (WIN_ANSI.test(char) ? char : (PLAIN_EQUIVALENTS[char] ?? "?")));
}

const styles = {
  page: { padding: 40, paddingBottom: 56, fontFamily: "Helvetica", fontSize: 9.5, color: "#000000" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 6 },
  subtitle: { fontSize: 10, marginBottom: 2 },
  heading: { fontSize: 13, fontFamily: "Helvetica-Bold", marginTop: 14, marginBottom: 6 },
  paragraph: { marginBottom: 4, lineHeight: 1.35 },
  listItem: { marginBottom: 2, paddingLeft: 8, lineHeight: 1.3 },
  caption: { fontFamily: "Helvetica-Oblique", marginBottom: 3 },
  table: { borderTopWidth: 1, borderColor: "#555555", marginBottom: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#888888" },
  headerRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: "#555555" },
  cell: { padding: 3 },
  headerCell: { padding: 3, fontFamily: "Helvetica-Bold" },
  disclaimer: { marginTop: 16, paddingTop: 6, borderTopWidth: 1, borderColor: "#555555", fontSize: 8.5 },
  footer: { position: "absolute", bottom: 24, left: 40, right: 40, fontSize: 8, textAlign: "center" },
} satisfies Record<string, ReactPdf.Styles[string]>;

function Block({ kit: { Text, View }, block }: { kit: Kit; block: ReportBlock }) {
  if (block.kind === "paragraph") return <Text style={styles.paragraph}>{pdfText(block.text)}</Text>;
  if (block.kind === "list") {
    // One text node for the list: a node per item multiplies the layout work at every page break.
    return <Text style={styles.listItem}>{block.items.map((item) => `- ${pdfText(item)}`).join("\n")}</Text>;
  }
  // Fixed column widths: flexible ones make the layout engine measure every cell twice.
  const width = `${String(100 / block.columns.length)}%`;
  return (
    <View style={styles.table}>
      <Text style={styles.caption}>{pdfText(block.caption)}</Text>
      <View style={styles.headerRow}>
        {block.columns.map((column) => (
          <Text key={column} style={[styles.headerCell, { width }]}>
            {pdfText(column)}
          </Text>
        ))}
      </View>
      {block.rows.map((row, rowIndex) => (
        <View key={rowIndex} style={styles.row}>
          {row.map((cell, cellIndex) => (
            <Text key={cellIndex} style={[styles.cell, { width }]}>
              {pdfText(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Footer({ kit: { Text }, title }: { kit: Kit; title: string }) {
  return (
    <Text
      style={styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        `${title} - page ${String(pageNumber)} of ${String(totalPages)}`
      }
    />
  );
}

// About the lines of 9.5 pt text an A4 page holds inside its margins, and the characters in one line.
const LINES_PER_PAGE = 52;
const CHARS_PER_LINE = 100;

const linesOf = (text: string) =>
  text.split("\n").reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARS_PER_LINE)), 0);

function estimatedLines(block: ReportBlock): number {
  if (block.kind === "paragraph") return linesOf(block.text) + 0.5;
  if (block.kind === "list") return block.items.reduce((sum, item) => sum + linesOf(`- ${item}`), 0.5);
  const columnChars = CHARS_PER_LINE / block.columns.length;
  const rowLines = (row: readonly string[]) =>
    Math.max(1, ...row.map((cell) => Math.ceil(cell.length / columnChars))) + 0.4;
  return 2 + rowLines(block.columns) + block.rows.reduce((sum, row) => sum + rowLines(row), 0);
}

/**
 * Sections packed onto pages by estimated height. Each page is laid out on its own: react-pdf lays out the
 * rest of one long flow again at every page break, so a report that flowed as one would be many times slower.
 */
export function pagesOf(sections: readonly ReportSection[], titleLines: number): ReportSection[][] {
  const pages: ReportSection[][] = [];
  let current: ReportSection[] = [];
  let used = titleLines;
  for (const section of sections) {
    const lines = 3 + section.blocks.reduce((sum, block) => sum + estimatedLines(block), 0);
    if (current.length > 0 && used + lines > LINES_PER_PAGE) {
      pages.push(current);
      current = [];
      used = 0;
    }
    current.push(section);
    used = (used + lines) % LINES_PER_PAGE;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

function ReportPages({ kit, model }: { kit: Kit; model: ReportModel }) {
  const { Page, Text } = kit;
  const pages = pagesOf(model.sections, 3 + model.subtitle.length);
  return pages.map((sections, pageIndex) => (
    <Page key={pageIndex} size="A4" style={styles.page}>
      {pageIndex === 0 ? (
        <>
          <Text style={styles.title}>{pdfText(model.title)}</Text>
          {model.subtitle.map((line) => (
            <Text key={line} style={styles.subtitle}>
              {pdfText(line)}
            </Text>
          ))}
        </>
      ) : null}
      {sections.map((section, sectionIndex) => (
        <Section key={sectionIndex} kit={kit} section={section} />
      ))}
      {pageIndex === pages.length - 1 ? (
        <Text style={styles.disclaimer}>{pdfText(model.disclaimer)}</Text>
      ) : null}
      <Footer kit={kit} title={model.title} />
    </Page>
  ));
}

function Section({ kit, section }: { kit: Kit; section: ReportSection }) {
  return (
    <>
      <kit.Text style={styles.heading} minPresenceAhead={40}>
        {pdfText(section.heading)}
      </kit.Text>
      {section.blocks.map((block, blockIndex) => (
        <Block key={blockIndex} kit={kit} block={block} />
      ))}
    </>
  );
}

export async function renderReportsPdf(
  models: readonly ReportModel[],
  documentTitle: string,
): Promise<Uint8Array> {
  const kit = await import("@react-pdf/renderer");
  const { Document, Font, renderToBuffer } = kit;
  // Never hyphenate: medicine and ingredient names must print whole, and hyphenation is most of the layout time.
  Font.registerHyphenationCallback((word) => [word]);
  const buffer = await renderToBuffer(
    <Document title={documentTitle} author="Smart Supplement Stack Builder UK" language="en-GB">
      {models.map((model, index) => (
        <ReportPages key={index} kit={kit} model={model} />
      ))}
    </Document>,
  );
  return new Uint8Array(buffer);
}
