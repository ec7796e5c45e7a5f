// Lets the header's stack count wait for the stack store without loading it: a first visit keeps no stack, and
// whatever adds the first item loads the store.
let loaded = false;
const waiting = new Set<() => void>();

/** Called once by the stack store's module as it loads. */
export function stackStoreLoaded(): void {
  loaded = true;
  for (const then of waiting) then();
  waiting.clear();
}

/** Runs `then` once the stack store has loaded (at once if it has); returns a function that stops waiting. */
export function whenStackStoreLoads(then: () => void): () => void {
  if (loaded) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}
