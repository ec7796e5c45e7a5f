import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return onlyString(inputs) ?? twMerge(clsx(inputs));
}

function onlyString(inputs: ClassValue[]): string | undefined {
  let only: string | undefined;
  for (const input of inputs) {
    if (!input) continue;
    if (typeof input !== "string" || only !== undefined) return undefined;
    only = input;
  }
  return only ?? "";
}
