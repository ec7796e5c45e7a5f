// Root-entry modules go into one chunk: Next only splits out shared code from 20 kB (docs/benchmarks.md).
const ROOT_ENTRIES = new Set(["app/layout", "app/global-error", "app/error", "app/not-found"]);

function staysInPlace(module) {
  if (module.type?.startsWith("css")) return true;
  return (module.nameForCondition?.() ?? "").includes("next-flight-client-entry-loader");
}

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
