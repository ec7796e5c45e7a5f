// Report pages are filled: short sections share a page; a long one still flows over as many as it needs.
import type { ReportSection } from "@/lib/reports/report-model";
import { pagesOf } from "@/lib/reports/render";

const short = (heading: string): ReportSection => ({
  heading,
  blocks: [{ kind: "paragraph", text: `${heading}: two lines of text about this part of the stack.` }],
});

const table = (heading: string, rows: number): ReportSection => ({
  heading,
  blocks: [
    {
      kind: "table",
      caption: `${heading} table`,
      columns: ["Product", "Servings", "Cost a day"],
      rows: Array.from({ length: rows }, (_, index) => [`Product ${String(index)}`, "1", "£0.20"]),
    },
  ],
});

describe("pagesOf", () => {
  it("puts short sections on one page and starts a new page only when the next would not fit", () => {
    const sections = ["Stack", "Costs", "Doses", "Schedule", "Findings", "Sources"].map(short);
    expect(pagesOf(sections, 4)).toEqual([sections]);
    const big = [table("Doses", 35), table("Findings", 35)];
    expect(pagesOf(big, 4)).toEqual([[big[0]], [big[1]]]);
  });

  it("keeps every section once, in order", () => {
    const sections = Array.from({ length: 40 }, (_, index) =>
      index % 3 === 0 ? table(`T${String(index)}`, 12) : short(`S${String(index)}`),
    );
    expect(pagesOf(sections, 4).flat()).toEqual(sections);
  });
});
