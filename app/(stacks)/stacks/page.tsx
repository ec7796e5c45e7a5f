import type { Metadata } from "next";

import { StackBuilder } from "@/components/stacks/stack-builder";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";

export const metadata: Metadata = {
  title: "Build a stack",
  description:
    "Build a supplement stack with UK prices: cost per day and per month, cheaper like-for-like swaps, interaction checks, a timing schedule and daily totals against UK upper levels.",
  alternates: { canonical: "/stacks" },
};

export default function StacksPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Build a stack</h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        Add the supplements you take or plan to take. We check each one against the rest before adding it,
        show what the stack costs and where it could cost less, and add up every ingredient against the UK
        upper level. Educational only — talk to your pharmacist or GP before you start a supplement.
      </p>
      <div className="mt-8">
        {/* Passed down so the zod schemas beside the evidence scale stay out of the browser bundle. */}
        <StackBuilder evidenceLevels={EVIDENCE_LEVELS} />
      </div>
    </div>
  );
}
