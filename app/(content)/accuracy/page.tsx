import type { Metadata } from "next";

import {
  dateLabel,
  KnowledgeSection,
  NotCoveredSection,
  ReportSection,
  ScenarioSection,
} from "@/components/accuracy/accuracy-sections";
import { Link } from "@/components/ui/link";
import { publishedAccuracy } from "@/lib/accuracy/published";
export const metadata: Metadata = {
  title: "How accurate is the interaction checker?",
  description:
    "Sensitivity and specificity of our supplement interaction checker on UK scenarios, the size and evidence of its knowledge base, what it does not cover yet, and how to report an error.",
  alternates: { canonical: "/accuracy" },
};

export default function AccuracyPage() {
  const report = publishedAccuracy();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        How accurate is the interaction checker?
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        What we measure, what our knowledge base holds, what it does not cover yet, and how to tell us when it
        is wrong. Figures for release {report.release}, last changed on{" "}
        <time dateTime={report.figuresDate}>{dateLabel(report.figuresDate)}</time>.
      </p>
      <ScenarioSection scenarios={report.scenarios} />
      <KnowledgeSection knowledgeBase={report.knowledgeBase} dictionaries={report.dictionaries} />
      <NotCoveredSection coverage={report.coverage} notCovered={report.notCovered} />
      <ReportSection />
      <p className="mt-12 text-slate-700">
        <Link href="/interactions">Back to the interaction checker</Link>
      </p>
    </div>
  );
}
