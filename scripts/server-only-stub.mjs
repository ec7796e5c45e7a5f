// Preloaded by `npm run bench:reports` (node --import): marks the "server-only" guard as already
// loaded, so a script can use server modules without React Server conditions. Those conditions would
// give @react-pdf/renderer's reconciler React's server build, which lacks what the reconciler needs.
import Module, { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const resolved = require.resolve("server-only");
require.cache[resolved] = Object.assign(new Module(resolved), {
  filename: resolved,
  loaded: true,
  exports: {},
});
