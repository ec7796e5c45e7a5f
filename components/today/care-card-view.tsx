import { PreviewBlock } from "@/components/analytics/report-preview";
import type { ReportModel } from "@/lib/reports/report-model";

/** The card on screen: the PDF's own model, so screen and paper say the same. */
export function CareCardView({ model }: { model: ReportModel }) {
  return (
    <article
      aria-labelledby="care-card-title"
      className="space-y-2 rounded-md border border-slate-300 bg-white p-6 text-sm text-black"
    >
      <h2 id="care-card-title" className="text-xl font-bold">
        {model.title}
      </h2>
      {model.subtitle.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {model.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="mt-4 text-base font-bold">{section.heading}</h3>
          {section.blocks.map((block, index) => (
            <PreviewBlock key={index} block={block} />
          ))}
        </section>
      ))}
      <p className="mt-4 border-t border-slate-400 pt-2 text-xs">{model.disclaimer}</p>
    </article>
  );
}
