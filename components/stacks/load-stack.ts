"use client";
// Puts a saved stack into the builder: the spec's store gets its items (via its own transitions)
// and the meta store remembers which stack is open, at which version, with its timings.
import { stackStore } from "@/components/stack/stack-store";
import { isOptimalTiming, type OptimalTiming } from "@/lib/catalogue/values";
import type { BuilderItem } from "@/lib/stacks/builder-items";

import { builderMetaStore, type OpenStack } from "./builder-meta-store";

export interface LoadableStack {
  id: string;
  name: string;
  goal: string | null;
  notes: string | null;
  version: number;
  items: BuilderItem[];
}

export function loadStackIntoBuilder(stack: LoadableStack, options: { asCopy?: boolean } = {}): void {
  stackStore.clearStack();
  const timings: Record<string, OptimalTiming> = {};
  for (const item of stack.items) {
    stackStore.addSupplement({
      id: item.supplementId,
      name: item.name,
      brand: item.brand,
      price: item.pricePence,
    });
    stackStore.setQuantity(item.supplementId, item.quantity);
    if (isOptimalTiming(item.timing)) timings[item.supplementId] = item.timing;
  }
  const openStack: OpenStack | null = options.asCopy
    ? null
    : { id: stack.id, name: stack.name, goal: stack.goal, notes: stack.notes, version: stack.version };
  builderMetaStore.replace({ openStack, timings });
}
