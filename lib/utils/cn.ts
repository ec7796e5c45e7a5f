import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets later Tailwind utilities override earlier ones.
 *
 * One class string with nothing to override it (a component used without `className`) is returned as
 * it is: tailwind-merge builds its whole class map on its first call (about 100 ms on a slow phone,
 * inside the hydration of the first component that asks) and parses every new string, and a single
 * string has nothing to resolve — the components' own strings are free of conflicts (tests/unit/utils).
 */
export function cn(...inputs: ClassValue[]): string {
  return onlyString(inputs) ?? twMerge(clsx(inputs));
}

/** The one class string among `inputs` when the others are all empty, else undefined. */
function onlyString(inputs: ClassValue[]): string | undefined {
  let only: string | undefined;
  for (const input of inputs) {
    if (!input) continue;
    if (typeof input !== "string" || only !== undefined) return undefined;
    only = input;
  }
  return only ?? "";
}
