"use client";
// "Apply all" swaps only those whose check is safe and names the others: none is applied silently.
import { useMutation } from "@/lib/api/query-hooks";

import { useGuardedAdd } from "@/components/stacks/guarded-add";
import { checkStackChange, makeStackChange, outcomeOf } from "@/components/stacks/guarded-add-run";
import type { StackChange } from "@/components/stacks/guarded-add-store";
import { toast } from "@/components/ui/use-toast";
import { formatPence } from "@/lib/catalogue/pricing";
import type { Saving } from "@/lib/stacks/optimise";

function swapOf(saving: Saving): StackChange {
  const { id, name, brand, packPricePence } = saving.replacement;
  return {
    type: "swap",
    fromId: saving.supplementId,
    candidate: { id, name, brand, pricePence: packPricePence },
  };
}

type ApplyAllResult = { applied: Saving[]; held: Saving[] };

async function applySafeSwaps(savings: readonly Saving[]): Promise<ApplyAllResult> {
  const applied: Saving[] = [];
  const held: Saving[] = [];
  // One at a time: each swap is checked against the stack as the swaps before it left it.
  for (const saving of savings) {
    const change = swapOf(saving);
    const check = await checkStackChange(change);
    if (outcomeOf(check) === "safe") {
      makeStackChange(change);
      applied.push(saving);
    } else held.push(saving);
  }
  return { applied, held };
}

function reportApplyAll({ applied, held }: ApplyAllResult): void {
  const saved = formatPence(applied.reduce((sum, saving) => sum + saving.monthlySavingPence, 0));
  if (held.length === 0) {
    toast({ title: "Savings applied", description: `About ${saved} a month less.`, variant: "success" });
    return;
  }
  const names = held.map((saving) => saving.replacement.name).join(", ");
  toast({
    title:
      applied.length > 0
        ? `${String(applied.length)} of ${String(applied.length + held.length)} savings applied`
        : "No savings applied",
    description: `Not swapped, because the check found something to read first: ${names}. Use “Swap” beside each to see it.`,
  });
}

export function useApplySavings() {
  const guarded = useGuardedAdd();
  const applyAll = useMutation({
    mutationFn: applySafeSwaps,
    onSuccess: reportApplyAll,
    onError: () =>
      toast({
        title: "Unable to check supplement interactions",
        description: "Some savings may not have been applied. Please try again.",
        variant: "destructive",
      }),
  });
  return {
    applyAll: (savings: readonly Saving[]) => {
      if (!applyAll.isPending && guarded.checkingId === null) applyAll.mutate(savings);
    },
    applyingAll: applyAll.isPending,
    swap: (saving: Saving) => {
      if (!applyAll.isPending) {
        const change = swapOf(saving);
        guarded.swap(saving.supplementId, change.candidate);
      }
    },
    checkingId: guarded.checkingId,
  };
}
