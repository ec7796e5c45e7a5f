"use client";
// Adds the product to the visitor's stack (components/stack/stack-store.ts) at its cheapest pack price.
import { useStack } from "@/components/stack/use-stack";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

export type AddToStackButtonProps = {
  id: string;
  name: string;
  brand: string;
  /** Pence per pack of the cheapest offer; the stack costs each item at this price. */
  pricePence: number;
  /** A small outlined button for a product card (its name then completes the accessible name). */
  compact?: boolean;
};

export function AddToStackButton({ id, name, brand, pricePence, compact = false }: AddToStackButtonProps) {
  const { addSupplement } = useStack();
  return (
    <Button
      variant={compact ? "secondary" : "primary"}
      size={compact ? "sm" : "lg"}
      onClick={() => {
        addSupplement({ id, name, brand, price: pricePence });
        toast({ title: "Added to your stack", description: name, variant: "success" });
      }}
    >
      Add to stack
      {compact ? <span className="sr-only">: {name}</span> : null}
    </Button>
  );
}
