// Dietary flags and allergens appear only where a checked label states them (a database constraint).
import type { ReactNode } from "react";

import { formatPackSizes } from "@/lib/catalogue/packs";
import type { SupplementDetail } from "@/lib/catalogue/product-queries";

import { formatProductForm } from "./format";
import { LabelStatus } from "./label-status";
import { ProductImage } from "./product-image";
import { PARTIAL_FORMULA_NOTE } from "./ingredient-table";

export type SupplementHeaderProps = {
  product: Pick<
    SupplementDetail,
    | "id"
    | "imageRetailer"
    | "name"
    | "brand"
    | "form"
    | "description"
    | "packs"
    | "unitsPerServing"
    | "vegan"
    | "vegetarian"
    | "glutenFree"
    | "allergens"
    | "labelCheckedAt"
  >;
  children?: ReactNode;
};

function dietaryFlags(product: SupplementHeaderProps["product"]): string[] {
  const flags: string[] = [];
  if (product.vegan !== null) flags.push(product.vegan ? "Vegan" : "Not vegan");
  if (product.vegetarian !== null) flags.push(product.vegetarian ? "Vegetarian" : "Not vegetarian");
  if (product.glutenFree !== null) flags.push(product.glutenFree ? "Gluten free" : "Contains gluten");
  return flags;
}

export function SupplementHeader({ product, children }: SupplementHeaderProps) {
  const flags = dietaryFlags(product);
  // The partial-formula note is shown beside the ingredient table instead of here.
  const description = product.description?.replace(PARTIAL_FORMULA_NOTE, "").trim() || null;
  return (
    <header>
      <ProductImage
        id={product.id}
        name={product.name}
        imageRetailer={product.imageRetailer}
        size={144}
        className="float-right mb-3 ml-4"
      />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{product.name}</h1>
      <LabelStatus checkedAt={product.labelCheckedAt} className="mt-2" />
      {description ? <p className="mt-3 max-w-3xl text-slate-700">{description}</p> : null}
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Form</dt>
          <dd className="font-medium text-slate-900">{formatProductForm(product.form)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Units per pack</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {formatPackSizes(product.packs.map((pack) => pack.unitsPerPack)) ?? "Not known"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Units per serving</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{product.unitsPerServing}</dd>
        </div>
        {product.allergens.length > 0 ? (
          <div>
            <dt className="text-slate-600">Allergens on the label</dt>
            <dd className="font-medium text-slate-900 capitalize">{product.allergens.join(", ")}</dd>
          </div>
        ) : null}
        {flags.length > 0 ? (
          <div>
            <dt className="text-slate-600">Dietary</dt>
            <dd className="font-medium text-slate-900">{flags.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {children ? <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div> : null}
    </header>
  );
}
