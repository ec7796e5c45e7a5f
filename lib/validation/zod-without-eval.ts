// Zod in the browser without its eval probe. Zod 4 tests once whether it may compile parsers with
// `Function("")`; under the strict CSP (no 'unsafe-eval': docs/decisions.md "A strict script-src from
// hashes") the browser refuses that and reports a CSP violation on every page that parses a form or an
// answer. `jitless` skips the probe and parses without compiled code, as zod does after a failed probe.
import { config } from "zod/v4/core";

config({ jitless: true });
