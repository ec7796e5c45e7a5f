import type { SavedStackSummary } from "@/lib/stacks/stack-summary";

/** A private saved stack as the API answers it, with what a test cares about overridden. */
export function savedStack(overrides: Partial<SavedStackSummary> = {}): SavedStackSummary {
  return {
    id: "s-1",
    name: "Winter minerals",
    goal: null,
    notes: null,
    version: 1,
    isPublished: false,
    publishedTitle: null,
    publishedDescription: null,
    publishedAt: null,
    updatedAt: "2026-11-24T10:05:00.000Z",
    items: [],
    ...overrides,
  };
}
