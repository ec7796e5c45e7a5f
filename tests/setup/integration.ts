// Integration tests start databases and child processes on a machine that may be busy: allow a
// minute per test. (A project's `testTimeout` is not a per-project option in jest 30: it is global,
// so it is set here for this project only.)
jest.setTimeout(60_000);

// Outside a Next server there is no incremental cache for unstable_cache to use: each call runs the function, as a
// cache miss would (tests/unit/catalogue/search-cache.test.ts covers the caching itself).
jest.mock("next/cache", () => ({
  ...jest.requireActual<typeof import("next/cache")>("next/cache"),
  unstable_cache: <T>(fn: T) => fn,
}));
