"use client";
// Fetched from the stack preview, so opening a stack needs no endpoint of its own.
import { apiPost } from "@/lib/api/fetch-client";
import type { StackPreview } from "@/lib/stacks/preview";
import { builderItemsFrom } from "@/lib/stacks/builder-items";
import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

import type { LoadableStack } from "./load-stack";

export async function stackForBuilder(stack: SavedStackSummary): Promise<LoadableStack> {
  const preview = await apiPost<StackPreview>("/api/stacks/preview", {
    items: stack.items.map(({ supplementId, quantity }) => ({ supplementId, quantity })),
  });
  const products = new Map(preview.items.map((item) => [item.product.id, item.product]));
  return {
    id: stack.id,
    name: stack.name,
    goal: stack.goal,
    notes: stack.notes,
    version: stack.version,
    items: builderItemsFrom(stack.items, products),
  };
}
