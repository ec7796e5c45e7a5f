// The PDF's own model as HTML: the PDF cannot be framed, as every page is sent with X-Frame-Options DENY.
import type { Ref } from "react";

import type { ReportBlock, ReportModel } from "@/lib/reports/report-model";

export function PreviewBlock({ block }: { block: ReportBlock }) {
  if (block.kind === "paragraph") return <p>{block.text}</p>;
  if (block.kind === "list") {
    return (
      <ul className="list-disc space-y-1 pl-5">
        {block.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="mb-1 text-left italic">{block.caption}</caption>
        <thead>
          <tr className="border-b border-slate-400">
            {block.columns.map((column) => (
              <th key={column} scope="col" className="py-1 pr-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-200 align-top">
              {row.map((cell, cellIndex) => (
                <td key={cellIndex} className="py-1 pr-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// In the tab order, so the keyboard can scroll it; it takes the focus when it opens.
export function ReportPreview({ model, ref }: { model: ReportModel; ref?: Ref<HTMLElement> }) {
  return (
    <article
      ref={ref}
      tabIndex={0}
      aria-label="Report preview"
      className="max-h-[32rem] space-y-2 overflow-y-auto rounded-md border border-slate-300 bg-white p-6 text-sm text-black"
    >
      <h3 className="text-xl font-bold">{model.title}</h3>
      {model.subtitle.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {model.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h4 className="mt-4 text-base font-bold">{section.heading}</h4>
          {section.blocks.map((block, index) => (
            <PreviewBlock key={index} block={block} />
          ))}
        </section>
      ))}
      <p className="mt-4 border-t border-slate-400 pt-2 text-xs">{model.disclaimer}</p>
    </article>
  );
}
