import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { AnalysisResults } from "@/components/interactions/analysis-results";
import { PriceAlertSection } from "@/components/stacks/price-alert-form";
import { StackActions } from "@/components/stacks/stack-actions";
import { StartPlanSection } from "@/components/today/start-plan";
import { describeStack, StackIntro, StackItemsSection } from "@/components/stacks/stack-detail";
import { EVIDENCE_LEVELS } from "@/lib/interactions/knowledge-base-schema";
import { builderItemsFrom } from "@/lib/stacks/builder-items";
import { stackPageData, type StackPageData } from "@/lib/stacks/page-data";

export const dynamic = "force-dynamic";

async function loadStack(params: PageProps<"/stack/[id]">["params"]): Promise<StackPageData> {
  const data = await stackPageData((await params).id);
  if (!data) notFound();
  return data;
}

export async function generateMetadata({ params }: PageProps<"/stack/[id]">): Promise<Metadata> {
  const data = await loadStack(params);
  const { stack } = data;
  const title = stack.publishedTitle ?? stack.name;
  const description = describeStack(data);
  return {
    title,
    description,
    alternates: { canonical: `/stack/${stack.id}` },
    robots: stack.isPublished ? undefined : { index: false },
    openGraph: { type: "website", title, description, url: `/stack/${stack.id}` },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function StackPage({ params }: PageProps<"/stack/[id]">) {
  const data = await loadStack(params);
  const { stack, preview } = data;
  const products = new Map(preview.items.map((item) => [item.product.id, item.product]));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <StackIntro data={data} />
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

      <StackItemsSection preview={preview} />
      {stack.isOwner ? <StartPlanSection stackId={stack.id} /> : null}
      {stack.isOwner ? <PriceAlertSection stackId={stack.id} /> : null}

      <section aria-labelledby="analysis-heading" className="mt-10 space-y-3">
        <h2 id="analysis-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Interactions, timing and daily totals
        </h2>
        <p className="text-sm text-slate-600">
          This summary does not include anyone&apos;s medicines or conditions: add your own in the builder or
          the interaction checker.
        </p>
        <AnalysisResults result={preview.analysis} evidenceLevels={EVIDENCE_LEVELS} foldInformation />
      </section>

      <div className="mt-10">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
