// Cached pages that show catalogue data are regenerated when that data changes through the app
// (docs/architecture.md "Rendering and speed"); changes made outside the running server (seed, price
// imports) reach them through the pages' time-based revalidation instead.
import "server-only";
import { revalidatePath } from "next/cache";

/** A product's page after its reviews (average, count, first page) changed. */
export function revalidateProductPage(supplementId: string): void {
  revalidatePath(`/supplement/${supplementId}`);
}
