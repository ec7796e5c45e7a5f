// ISR like the product page; the knowledge base changes only with a release.
import type { Metadata } from "next";

import { ProductSubpage } from "@/components/catalogue/product-subpage";
import { InteractionsUnavailable } from "@/components/catalogue/supplement-sections";
import { AllFindings, checkerHref } from "@/components/interactions/product-interaction-summary";
import { Link } from "@/components/ui/link";
import { productSubpagePath } from "@/lib/catalogue/product-paths";

import { loadInteractions } from "../interactions";
import { loadProduct, productIdFrom } from "../product";

export const revalidate = 600;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const TITLE = "Every interaction finding";

export async function generateMetadata({
  params,
}: PageProps<"/supplement/[id]/findings">): Promise<Metadata> {
  const product = await loadProduct(await productIdFrom(params, "findings"));
  return {
    title: `${TITLE}: ${product.name} by ${product.brand}`,
    description: `What our interaction database lists for the ingredients of ${product.name}, by severity.`,
    alternates: { canonical: productSubpagePath(product.slug, "findings") },
  };
}

export default async function ProductFindingsPage({ params }: PageProps<"/supplement/[id]/findings">) {
  const product = await loadProduct(await productIdFrom(params, "findings"));
  const found = await loadInteractions(product);
  return (
    <ProductSubpage product={product} title={TITLE}>
      <p className="max-w-3xl text-slate-700">
        What our interaction database says about the ingredients of this product, whoever takes it, most
        severe first. Whether a finding applies to you depends on your medicines, health and other
        supplements; ask your pharmacist or GP.
      </p>
      <p className="mt-3">
        <Link
          href={checkerHref(product.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Check this supplement with your medicines, conditions and other supplements
        </Link>
      </p>
      <div className="mt-6">
        {found ? (
          <AllFindings findings={found.summary.findings} ingredientNames={found.ingredientNames} />
        ) : (
          <InteractionsUnavailable />
        )}
      </div>
    </ProductSubpage>
  );
}
