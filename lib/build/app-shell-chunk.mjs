// One browser chunk for the code every page runs: what the root layout, the root error and not-found
// pages and global-error import (docs/benchmarks.md "Start-up and first-load JS"). Next's own split
// only moves code shared by several entries into a common chunk from 20 kB up, so the small modules
// they share (the button, the error fallbacks, the retry helper, lucide's icons) were copied into each
// entry's chunk and a page downloaded each of them up to five times. Here they are taken out once, into
// `app-shell`, which every page loads anyway; a page's own chunk keeps only what the shell lacks.

/** The entries whose code runs on every page. */
const ROOT_ENTRIES = new Set(["app/layout", "app/global-error", "app/error", "app/not-found"]);

/** Modules that stay where Next put them: stylesheets, and each entry's generated client-reference module. */
function staysInPlace(module) {
  if (module.type?.startsWith("css")) return true;
  return (module.nameForCondition?.() ?? "").includes("next-flight-client-entry-loader");
}

/**
 * Adds the `app-shell` cache group to a production browser build's webpack config. Priority 20:
 * below Next's framework (40) and large-library (30) groups, above webpack's default shared chunks.
 */
export function addAppShellChunk(config) {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || typeof splitChunks !== "object") return config;
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    appShell: {
      name: "app-shell",
      chunks: "all",
      priority: 20,
      minSize: 0,
      enforce: true,
      reuseExistingChunk: false,
      test(module, { chunkGraph }) {
        if (staysInPlace(module)) return false;
        for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
          if (ROOT_ENTRIES.has(chunk.name)) return true;
        }
        return false;
      },
    },
  };
  return config;
}
