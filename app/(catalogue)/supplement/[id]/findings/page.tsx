// ISR like the product page; the knowledge base changes only with a release.
import type { Metadata } from "next";

import { ProductSubpage } from "@/components/catalogue/product-subpage";
import { InteractionsUnavailable } from "@/components/catalogue/supplement-sections";
import {
  AllFindings,
  CheckerLink,
  FindingsIntro,
} from "@/components/interactions/product-interaction-summary";

import { loadInteractions } from "../interactions";
import { subpageMetadata, subpageProduct } from "../product";

export const revalidate = 600;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const TITLE = "Every interaction finding";

export async function generateMetadata({
  params,
}: PageProps<"/supplement/[id]/findings">): Promise<Metadata> {
  const product = await subpageProduct(params, "findings");
  return subpageMetadata(
    product,
    "findings",
    TITLE,
    `What our interaction database lists for the ingredients of ${product.name}, by severity.`,
  );
}

export default async function ProductFindingsPage({ params }: PageProps<"/supplement/[id]/findings">) {
  const product = await subpageProduct(params, "findings");
  const found = await loadInteractions(product);
  return (
    <ProductSubpage product={product} title={TITLE}>
      <FindingsIntro />
      <p className="mt-3">
        <CheckerLink productId={product.id} />
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
