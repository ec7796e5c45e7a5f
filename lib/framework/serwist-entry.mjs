// @serwist/next adds its window helper to every page's first load just to register the worker; the app registers
// it itself (lib/offline/register-service-worker.ts), so that entry is taken out again.
const SERWIST_WINDOW_ENTRY = /[\\/]@serwist[\\/]next[\\/]dist[\\/]sw-entry\.mjs$/;
const BROWSER_ENTRIES = ["main-app", "main.js"];

/** The Next config `withSerwist` returned, with Serwist's window entry left out of the browser's entries. */
export function withoutSerwistWindowEntry(nextConfig) {
  const { webpack } = nextConfig;
  return {
    ...nextConfig,
    webpack(config, options) {
      const result = webpack ? webpack(config, options) : config;
      const { entry } = result;
      result.entry = async () => {
        const entries = await (typeof entry === "function" ? entry() : entry);
        for (const name of BROWSER_ENTRIES) {
          const files = entries[name];
          if (Array.isArray(files)) entries[name] = files.filter((file) => !SERWIST_WINDOW_ENTRY.test(file));
        }
        return entries;
      };
      return result;
    },
  };
}
