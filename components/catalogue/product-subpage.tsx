import type { ReactNode } from "react";

import { ProductDisclaimer } from "@/components/catalogue/product-disclaimer";
import { Link } from "@/components/ui/link";
import { productPath } from "@/lib/catalogue/product-paths";
import type { SupplementDetail } from "@/lib/catalogue/product-queries";

export type ProductSubpageProps = {
  product: Pick<SupplementDetail, "slug" | "name" | "brand">;
  title: string;
  children: ReactNode;
};

/** A page of one product's long lists: its name, a way back to it, and the disclaimer every product page carries. */
export function ProductSubpage({ product, title, children }: ProductSubpageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        href={productPath(product.slug)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        {`Back to ${product.name}`}
      </Link>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
        <span className="block text-xl font-semibold text-slate-700 sm:text-2xl">{product.name}</span>
      </h1>
      <div className="mt-8">{children}</div>
      <div className="mt-12 border-t border-slate-200 pt-6">
        <ProductDisclaimer />
      </div>
    </div>
  );
}
