"use client";
// Adds the product to the visitor's stack (components/stack/stack-store.ts) at its cheapest pack price.
import { useStack } from "@/components/stack/use-stack";
import { toast } from "@/components/ui/use-toast";

export type AddToStackButtonProps = {
  id: string;
  name: string;
  brand: string;
  /** Pence per pack of the cheapest offer; the stack costs each item at this price. */
  pricePence: number;
  /** Replaces the default (large, page-level) button styles, e.g. for a compact card button. */
  className?: string;
};

export function AddToStackButton({ id, name, brand, pricePence, className }: AddToStackButtonProps) {
  const { addSupplement } = useStack();
  return (
    <button
      type="button"
      onClick={() => {
        addSupplement({ id, name, brand, price: pricePence });
        toast({ title: "Added to your stack", description: name, variant: "success" });
      }}
      className={
        className ??
        "inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      }
    >
      Add to stack
      {className ? <span className="sr-only">: {name}</span> : null}
    </button>
  );
}
