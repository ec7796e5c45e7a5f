// Preloaded by `npm run bench:reports` (and loaded by `npm start` before the plan reminder job): marks "server-only" as loaded, so server modules run without React Server
// conditions, which would give @react-pdf/renderer's reconciler React's server build.
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const resolved = require.resolve("server-only");
require.cache[resolved] = Object.assign(new Module(resolved), {
  filename: resolved,
  loaded: true,
  exports: {},
});
