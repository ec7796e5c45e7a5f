import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { LabelStatus } from "@/components/catalogue/label-status";
import { ProductEntryForm } from "@/components/labels/product-entry-form";
import { Alert } from "@/components/ui/alert";
import { Link } from "@/components/ui/link";
import { requirePageAdmin } from "@/lib/auth/page-session";
import { isoDate } from "@/lib/format/dates";
import { getIngredientOptions } from "@/lib/labels/queries";
import { recheckTarget } from "@/lib/labels/recheck";
import { isAllergen } from "@/lib/labels/values";

export const metadata: Metadata = {
  title: "Check a product's label",
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default async function RecheckLabelPage({ params }: PageProps<"/admin/products/check/[slug]">) {
  const { slug } = await params;
  await requirePageAdmin(`/admin/products/check/${slug}`);
  const [target, ingredients] = await Promise.all([recheckTarget(slug), getIngredientOptions()]);
  if (!target) notFound();
  const { product, label } = target;
  return (
    <div className="text-links mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/admin/products">Products and labels</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        Check the label of {product.brand} {product.name}
      </h1>
      <LabelStatus checkedAt={product.labelCheckedAt} className="mt-2" />
      <p className="mt-3 max-w-3xl text-slate-700">
        The rows below are what the product lists now. Compare each with the label&rsquo;s photo or the
        retailer&rsquo;s or brand&rsquo;s page, correct what differs, and add what is missing. The product
        changes only when a second admin has checked your rows against the same source.
      </p>
      {!product.labelComplete ? (
        <p className="mt-2 max-w-3xl text-slate-700">
          It is marked as listing only some of its label&rsquo;s ingredients, and stays so until the check.
        </p>
      ) : null}
      {target.waitingEntryId ? (
        <Alert className="mt-6">
          A re-check of this product is already waiting:{" "}
          <Link href={`/admin/products/${target.waitingEntryId}`}>open it</Link>. A new one can be saved once
          it is checked or rejected.
        </Alert>
      ) : (
        <div className="mt-8">
          <ProductEntryForm
            ingredients={ingredients}
            today={isoDate(new Date())}
            initialRows={target.rows}
            initial={{
              vegan: label.vegan,
              vegetarian: label.vegetarian,
              glutenFree: label.glutenFree,
              allergens: label.allergens.filter(isAllergen),
            }}
            recheck={{
              supplementId: product.id,
              baseLabel: target.baseLabel,
              labelComplete: label.labelComplete,
            }}
          />
        </div>
      )}
    </div>
  );
}
