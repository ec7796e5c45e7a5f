/** @jest-environment node */
// The type-aware rules of typescript-eslint's strict set run in oxlint, not ESLint (eslint.config.mjs):
// an upgrade of either must not drop one silently.
import { readFileSync } from "node:fs";
import path from "node:path";

import tseslint from "typescript-eslint";

// typescript-eslint rules that oxlint's type-aware mode does not implement yet (docs/decisions.md).
const NOT_IN_OXLINT = new Set(["no-unsafe-class-instance-assignment"]);

type RuleSetting = string | [string, ...unknown[]];
// typescript-eslint types its plugin loosely (for ESLint's own types); its rules carry this metadata.
const pluginRules = (
  tseslint.plugin as unknown as {
    rules: Record<string, { meta: { docs?: { requiresTypeChecking?: boolean } } }>;
  }
).rules;
const oxlint = JSON.parse(readFileSync(path.join(process.cwd(), ".oxlintrc.json"), "utf8")) as {
  rules: Record<string, RuleSetting>;
};

/** Each type-aware rule typescript-eslint's strict set turns on, with its setting there. */
function typeAwareStrictRules(): Map<string, unknown> {
  const enabled = new Map<string, unknown>();
  for (const config of tseslint.configs.strictTypeChecked) {
    for (const [name, setting] of Object.entries(config.rules ?? {})) {
      const rule = name.replace("@typescript-eslint/", "");
      if (pluginRules[rule]?.meta.docs?.requiresTypeChecking !== true) continue;
      if (setting === "off" || setting === 0) enabled.delete(rule);
      else enabled.set(rule, setting);
    }
  }
  return enabled;
}

// Where eslint.config.mjs chose its own options over the strict set's.
const CHOSEN: Record<string, RuleSetting> = {
  // Numbers and booleans read fine in messages; objects and nullish values still fail.
  "restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
  // `onClick={() => setOpen(false)}` is idiomatic React; a void value used anywhere else still fails.
  "no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
};

it("oxlint runs every type-aware rule of typescript-eslint's strict set, with the same options", () => {
  const rules = typeAwareStrictRules();
  expect(rules.size).toBeGreaterThan(40);
  for (const [rule, setting] of rules) {
    if (NOT_IN_OXLINT.has(rule)) continue;
    const options: unknown[] = Array.isArray(setting) ? setting.slice(1) : [];
    const expected = CHOSEN[rule] ?? (options.length > 0 ? ["error", ...options] : "error");
    expect({ rule, setting: oxlint.rules[`typescript/${rule}`] }).toEqual({ rule, setting: expected });
  }
});

it("a rule listed as missing from oxlint is still one of them", () => {
  for (const rule of NOT_IN_OXLINT) expect(typeAwareStrictRules().has(rule)).toBe(true);
});
