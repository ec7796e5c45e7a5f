"use client";
import { Link } from "@/components/ui/link";
import { useState } from "react";

import { ItemBenefits } from "@/components/analytics/item-benefits";
import type { StackItem } from "@/components/stacks/stack-store";
import { useGuardedAdd } from "@/components/stacks/guarded-add";
import { useBuilderState, useStack } from "@/components/stacks/use-stack";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatPackSize } from "@/lib/catalogue/packs";
import { formatPence } from "@/lib/catalogue/pricing";
import { productHref } from "@/lib/catalogue/product-paths";
import { TIMING_LABELS, TIMING_SLOTS, isOptimalTiming } from "@/lib/catalogue/values";
import { MAX_SERVINGS_PER_DAY, MAX_STACK_ITEMS } from "@/lib/stacks/limits";
import type { PreviewItem } from "@/lib/stacks/preview";

import { BuilderPanel } from "./builder-panel";
import { UndoNotice, useUndoableChange } from "./undo-notice";

export type StackItemsPanelProps = {
  previewItems: readonly PreviewItem[] | undefined;
};

export function StackItemsPanel({ previewItems }: StackItemsPanelProps) {
  const { items, clearStack } = useStack();
  const { openStack } = useBuilderState();
  const undoable = useUndoableChange();
  const count = items.length;
  const clear =
    count > 0 ? (
      <Button
        variant="ghost-destructive"
        size="sm"
        onClick={() => {
          undoable.change(
            `Stack cleared: ${String(count)} ${count === 1 ? "product" : "products"} removed.`,
            clearStack,
          );
        }}
      >
        Clear
      </Button>
    ) : null;
  return (
    <BuilderPanel id="stack" title={`Your stack${openStack ? `: ${openStack.name}` : ""}`} action={clear}>
      <UndoNotice {...undoable} />
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          Your stack is empty. Search above, or add products from{" "}
          <Link href="/browse" className="font-medium text-brand-800 underline">
            Browse
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Supplements in your stack">
          {items.map((item) => (
            <StackItemRow
              key={item.supplement.id}
              item={item}
              previewItem={previewItems?.find((entry) => entry.product.id === item.supplement.id)}
              onRemove={(name, remove) => {
                undoable.change(`Removed ${name}.`, remove);
              }}
            />
          ))}
        </ul>
      )}
      {items.length > MAX_STACK_ITEMS ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          A stack can hold at most {MAX_STACK_ITEMS} supplements. Remove some to see the analysis.
        </p>
      ) : null}
    </BuilderPanel>
  );
}

/** More servings go through the guarded check; fewer apply at once, 0 removes. */
function ServingsInput({ item }: { item: StackItem }) {
  const guarded = useGuardedAdd();
  const [draft, setDraft] = useState<string | null>(null);
  const { id, slug, name, brand, price } = item.supplement;
  return (
    <Input
      type="number"
      min={0}
      max={MAX_SERVINGS_PER_DAY}
      value={draft ?? String(item.quantity)}
      aria-busy={guarded.checkingId === id}
      onChange={(event) => {
        const raw = event.target.value;
        setDraft(raw);
        const value = Number(raw);
        if (raw === "" || !Number.isFinite(value)) return;
        const candidate = {
          id,
          ...(typeof slug === "string" ? { slug } : {}),
          name,
          brand: typeof brand === "string" ? brand : "",
          pricePence: price,
        };
        guarded.setServings(candidate, Math.min(Math.trunc(value), MAX_SERVINGS_PER_DAY), {
          onChecked: () => setDraft(null),
        });
      }}
      onBlur={() => setDraft(null)}
      className="w-20"
    />
  );
}

function StackItemRow({
  item,
  previewItem,
  onRemove,
}: {
  item: StackItem;
  previewItem: PreviewItem | undefined;
  onRemove: (name: string, remove: () => void) => void;
}) {
  const { removeSupplement, setTiming } = useStack();
  const { timings } = useBuilderState();
  const { id, name, brand } = item.supplement;
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link href={productHref(item.supplement)} className="font-medium text-slate-900 hover:underline">
            {name}
          </Link>
          {typeof brand === "string" ? <p className="text-xs text-slate-600">{brand}</p> : null}
        </div>
        <Button
          variant="ghost-destructive"
          size="sm"
          onClick={() => {
            onRemove(name, () => removeSupplement(id));
          }}
          className="shrink-0"
        >
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Label className="flex items-center gap-2 font-normal text-slate-700">
          Servings a day
          <ServingsInput item={item} />
        </Label>
        <Label className="flex items-center gap-2 font-normal text-slate-700">
          When
          <Select
            value={timings[id] ?? previewItem?.product.optimalTiming ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              setTiming(id, isOptimalTiming(value) ? value : null);
            }}
            className="w-auto"
          >
            <option value="">Not set</option>
            {TIMING_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {TIMING_LABELS[slot]}
              </option>
            ))}
          </Select>
        </Label>
        {previewItem?.cost ? (
          <p className="text-sm text-slate-700">
            {formatPence(previewItem.cost.costPerDayPence)} a day ·{" "}
            {formatPence(previewItem.cost.costPerMonthPence)} / 30 days
            {previewItem.product.offer
              ? ` · ${formatPence(previewItem.cost.packPricePence)} for a ${formatPackSize(previewItem.product.offer.packSize)}`
              : null}
          </p>
        ) : null}
        <ItemBenefits supplementId={id} />
      </div>
    </li>
  );
}
