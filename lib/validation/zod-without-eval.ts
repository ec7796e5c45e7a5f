// zod keeps its settings on this global and reads it when it loads (zod/v4/core/core.js), so zod itself stays out of
// every page's first load. Without `jitless`, zod's `Function("")` probe is refused and reported by the strict CSP.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHost.__zod_globalConfig ??= {}).jitless = true;

export {};
