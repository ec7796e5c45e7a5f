import type { Metadata } from "next";

import { AnalyticsDashboard } from "@/components/analytics/analytics-dashboard";

export const metadata: Metadata = {
  title: "Stack Analytics",
  description:
    "Your supplement stack's cost by item and category, daily totals against NRVs and UK upper levels, benefits from authorised GB health claims, a daily schedule and a PDF report for your GP or pharmacist.",
  alternates: { canonical: "/analytics" },
};

export default function AnalyticsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Stack Analytics</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        What your stack costs, how each ingredient adds up against its NRV and UK upper level, which goals the
        authorised health claims of its ingredients support, and when to take what. The figures are the
        builder&apos;s own. Educational only — talk to your pharmacist or GP before you start a supplement.
      </p>
      <div className="mt-8">
        <AnalyticsDashboard />
      </div>
    </div>
  );
}
