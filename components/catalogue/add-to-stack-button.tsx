"use client";
import { prefetchGuardedAdd, useGuardedAdd } from "@/components/stacks/guarded-add";
import { Button } from "@/components/ui/button";

export type AddToStackButtonProps = {
  id: string;
  slug: string;
  name: string;
  brand: string;
  pricePence: number | null;
  compact?: boolean;
};

export function AddToStackButton({
  id,
  slug,
  name,
  brand,
  pricePence,
  compact = false,
}: AddToStackButtonProps) {
  const { add, checkingId } = useGuardedAdd();
  const checking = checkingId === id;
  return (
    <Button
      variant={compact ? "secondary" : "primary"}
      size={compact ? "sm" : "lg"}
      // Busy, not disabled, while the check runs: the button keeps the focus a dialog returns to.
      busy={checking}
      disabled={false}
      // The check's code loads as a pointer or focus reaches the button, so the press rarely waits for it.
      onPointerEnter={prefetchGuardedAdd}
      onFocus={prefetchGuardedAdd}
      onClick={() => add({ id, slug, name, brand, pricePence })}
    >
      Add to stack
      {compact ? <span className="sr-only">: {name}</span> : null}
    </Button>
  );
}
