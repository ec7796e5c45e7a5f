// A larger young generation for the build and the unit tests: both allocate heavily, and with 64 MB semi-spaces V8
// spends far less time in scavenges (docs/benchmarks.md "Test suite").
export const YOUNG_GENERATION_OPTION = "--max-semi-space-size=64";

/** NODE_OPTIONS with the young-generation option added, unless the caller already sets a semi-space size. */
export function withLargerYoungGeneration(nodeOptions = "") {
  if (nodeOptions.includes("--max-semi-space-size")) return nodeOptions;
  return [nodeOptions, YOUNG_GENERATION_OPTION].filter(Boolean).join(" ");
}
