"use client";
import { stackStore, type StackItem } from "@/components/stacks/stack-store";
import { isOptimalTiming, type OptimalTiming } from "@/lib/catalogue/values";
import type { BuilderItem } from "@/lib/stacks/builder-items";

export interface LoadableStack {
  id: string;
  name: string;
  goal: string | null;
  notes: string | null;
  version: number;
  items: BuilderItem[];
}

export function loadStackIntoBuilder(
  stack: LoadableStack,
  options: { asCopy?: boolean; copyName?: string } = {},
): void {
  const items: StackItem[] = [];
  const timings: Record<string, OptimalTiming> = {};
  for (const item of stack.items) {
    const supplement = {
      id: item.supplementId,
      ...(item.slug === null ? {} : { slug: item.slug }),
      name: item.name,
      brand: item.brand,
      price: item.pricePence,
    };
    const quantity = Math.trunc(item.quantity);
    if (quantity <= 0 || items.some((entry) => entry.supplement.id === item.supplementId)) continue;
    items.push({ supplement, quantity });
    if (isOptimalTiming(item.timing)) timings[item.supplementId] = item.timing;
  }
  const openStack = options.asCopy
    ? null
    : { id: stack.id, name: stack.name, goal: stack.goal, notes: stack.notes, version: stack.version };
  const draft = options.asCopy ? { name: options.copyName ?? stack.name, goal: stack.goal } : null;
  stackStore.getState().loadStack({ items, timings, openStack, draft });
}
