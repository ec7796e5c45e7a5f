import type { Metadata } from "next";

import { AssessmentFormView } from "@/components/recommendations/assessment-form";
import { goalOptions } from "@/lib/recommendations/goals";

export const metadata: Metadata = {
  title: "Recommended stack",
  description:
    "A short assessment that recommends a supplement stack for your goals, checked against your medicines and " +
    "conditions, with the authorised claims, evidence, dose and UK cost a day of each product.",
  alternates: { canonical: "/recommendations" },
};

export default function RecommendationsPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Recommended stack</h1>
      <p className="mt-4 max-w-3xl text-slate-700">
        Answer a few questions and we suggest the fewest products from our catalogue that serve your goals,
        each with the evidence behind it, the authorised health claim where there is one, the dose and the
        cost a day. Every product is checked against your medicines and health conditions first: anything our
        interaction checker would block or flag as a major risk, or that would take a daily total above a UK
        upper level, is left out, and we say why. How we choose is explained in our{" "}
        <a className="underline" href="#how-we-choose">
          notes below
        </a>
        .
      </p>
      <div className="mt-8">
        <AssessmentFormView goals={goalOptions()} />
      </div>
      <section id="how-we-choose" className="mt-12 text-sm text-slate-700">
        <h2 className="text-lg font-semibold text-slate-900">How we choose</h2>
        <p className="mt-2">
          A product serves a goal when it contains an ingredient of that kind, or one with an authorised GB
          health claim for it, and we hold evidence with references for that ingredient. We prefer products
          that serve more of your goals (so you take fewer), then those backed by an authorised claim, then
          the cheapest a day at an in-stock UK retailer. Products that do not match your diet, have no
          in-stock UK price or go over your budget are skipped. Age, sex and activity level do not change the
          choice; pregnancy and breastfeeding are checked as health conditions.
        </p>
      </section>
    </div>
  );
}
