// /stack/{id} (SPEC.md §2): a saved stack — items, doses, timing schedule, cost, interaction
// summary and disclaimer. Private stacks exist only for their owner (404 for anyone else).
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { AnalysisResults } from "@/components/interactions/analysis-results";
import { RISK_LABELS } from "@/components/interactions/risk-summary";
import { StackActions } from "@/components/stacks/stack-actions";
import { formatPence } from "@/lib/catalogue/pricing";
import { builderItemsFrom } from "@/lib/stacks/builder-items";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { stackPageData } from "@/lib/stacks/page-data";
import { GOAL_LABELS, TIMING_LABELS } from "@/lib/catalogue/values";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

function describe(itemCount: number, monthlyPence: number, risk: string): string {
  return `${itemCount} ${itemCount === 1 ? "supplement" : "supplements"} · ${formatPence(monthlyPence)} a month · interaction risk ${risk}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await stackPageData((await params).id);
  if (!data) notFound();
  const { stack, preview } = data;
  const title = stack.publishedTitle ?? stack.name;
  const description = describe(
    stack.items.length,
    preview.totals.perMonthPence,
    RISK_LABELS[preview.analysis.riskAssessment.overallRiskLevel].toLowerCase(),
  );
  return {
    title,
    description,
    alternates: { canonical: `/stack/${stack.id}` },
    robots: stack.isPublished ? undefined : { index: false },
    openGraph: { type: "website", title, description, url: `/stack/${stack.id}` },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function StackPage({ params }: Props) {
  const data = await stackPageData((await params).id);
  if (!data) notFound();
  const { stack, preview } = data;
  const title = stack.publishedTitle ?? stack.name;
  const products = new Map(preview.items.map((item) => [item.product.id, item.product]));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm text-slate-600">
        {stack.isPublished ? (
          <>
            <Link href="/community-stacks" className="font-medium text-brand-800 hover:underline">
              Community stacks
            </Link>{" "}
            · shared by {stack.ownerDisplayName}
          </>
        ) : (
          "Private stack — only you can see it"
        )}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-700">
        {stack.goal ? `${GOAL_LABELS[stack.goal]} · ` : ""}
        {describe(
          stack.items.length,
          preview.totals.perMonthPence,
          RISK_LABELS[preview.analysis.riskAssessment.overallRiskLevel].toLowerCase(),
        )}
      </p>
      {stack.publishedDescription ? (
        <p className="mt-4 max-w-3xl whitespace-pre-line text-slate-800">{stack.publishedDescription}</p>
      ) : null}
      {stack.isOwner && stack.notes ? (
        <p className="mt-4 max-w-3xl whitespace-pre-line text-sm text-slate-700">Your notes: {stack.notes}</p>
      ) : null}

      <div className="mt-6">
        <StackActions
          stack={{
            id: stack.id,
            name: stack.name,
            goal: stack.goal,
            notes: stack.notes,
            version: stack.version,
            isPublished: stack.isPublished,
            publishedTitle: stack.publishedTitle,
            publishedDescription: stack.publishedDescription,
            items: builderItemsFrom(stack.items, products),
          }}
          isOwner={stack.isOwner}
          likeCount={stack.likeCount}
          likedByViewer={stack.likedByViewer}
        />
      </div>

      <section aria-labelledby="items-heading" className="mt-10">
        <h2 id="items-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          What is in it
        </h2>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Supplement
                </th>
                <th scope="col" className="px-4 py-2">
                  Per serving
                </th>
                <th scope="col" className="px-4 py-2">
                  Servings a day
                </th>
                <th scope="col" className="px-4 py-2">
                  When
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Per 30 days
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.items.map((item) => (
                <tr key={item.product.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    <Link href={`/supplement/${item.product.id}`} className="hover:underline">
                      {item.product.name}
                    </Link>
                    <span className="block text-xs font-normal text-slate-600">{item.product.brand}</span>
                  </th>
                  <td className="px-4 py-3 text-slate-700">
                    {item.product.ingredients.map((i) => `${i.name} ${i.amount} ${i.unit}`).join(", ")}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{item.quantity}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {item.timing ? TIMING_LABELS[item.timing] : "—"}
                  </td>
                  <td className="px-4 py-3 text-right text-slate-900">
                    {item.cost ? formatPence(item.cost.costPerMonthPence) : "No price yet"}
                    {item.product.offer?.source === "sample" ? (
                      <span className="block text-xs text-slate-600">Sample price</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold text-slate-900">
                <th scope="row" colSpan={4} className="px-4 py-3">
                  Total at the cheapest offers
                </th>
                <td className="px-4 py-3 text-right">{formatPence(preview.totals.perMonthPence)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {preview.includesSamplePrices ? (
          <p className="mt-2 text-xs text-slate-600">
            Sample prices are dated examples shipped with the app; check the retailer for the real price.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="analysis-heading" className="mt-10 space-y-3">
        <h2 id="analysis-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Interactions, timing and daily totals
        </h2>
        <p className="text-sm text-slate-600">
          This summary does not include anyone&apos;s medicines or conditions: add your own in the builder or
          the interaction checker.
        </p>
        <AnalysisResults result={preview.analysis} evidenceLevels={EVIDENCE_LEVELS} />
      </section>

      <div className="mt-10">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
