// ISR like the product page; a re-checked label revalidates it (lib/catalogue/revalidate.ts).
import type { Metadata } from "next";

import { IngredientClaims } from "@/components/catalogue/ingredient-claims";
import { IngredientEvidence } from "@/components/catalogue/ingredient-evidence";
import { ProductSubpage } from "@/components/catalogue/product-subpage";
import { SupplementSection } from "@/components/catalogue/supplement-sections";

import { subpageMetadata, subpageProduct } from "../product";

export const revalidate = 600;

export function generateStaticParams(): { id: string }[] {
  return [];
}

const TITLE = "Health claims and evidence";

export async function generateMetadata({
  params,
}: PageProps<"/supplement/[id]/evidence">): Promise<Metadata> {
  const product = await subpageProduct(params, "evidence");
  return subpageMetadata(
    product,
    "evidence",
    TITLE,
    `The GB authorised health claims for each ingredient of ${product.name}, word for word, and what the evidence says, with its sources.`,
  );
}

export default async function ProductEvidencePage({ params }: PageProps<"/supplement/[id]/evidence">) {
  const product = await subpageProduct(params, "evidence");
  return (
    <ProductSubpage product={product} title={TITLE}>
      <SupplementSection id="claims-heading" title="Authorised health claims">
        <IngredientClaims ingredients={product.ingredients} />
      </SupplementSection>
      <SupplementSection id="evidence-heading" title="What the evidence says">
        <IngredientEvidence ingredients={product.ingredients} open />
      </SupplementSection>
    </ProductSubpage>
  );
}
