// ESLint flat config: Next's core-web-vitals rules (React, hooks incl. the React Compiler checks,
// accessibility, Next pitfalls), typescript-eslint's strict rules, and Prettier last so formatting is
// Prettier's alone. The type-aware rules of typescript-eslint's strict set run in oxlint
// (`.oxlintrc.json`), which reads the types at tsgo's speed. `npm run lint` runs both, warnings failing.
import { defineConfig } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import prettier from "eslint-config-prettier/flat";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      ".next/**",
      ".data/**",
      ".contentlayer/**",
      "node_modules/**",
      "lib/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      // Built by `next build` from lib/offline/sw.ts (docs/offline.md).
      "public/sw.js*",
      "public/swe-worker-*",
    ],
  },
  ...nextVitals,
  reactHooks.configs.flat["recommended-latest"],
  ...tseslint.configs.strict,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // The triage patterns are built with `${gap(n)}`: in a plain string it silently matches nothing.
      "no-template-curly-in-string": "error",
    },
  },
  {
    // App code stays in small functions; data files and tests are exempt (long fixtures, describe blocks).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "proxy.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // react-query's hooks come from lib/api/query-hooks.ts, which binds them to the app's client without
    // a provider in the root layout (so react-query stays off the first load of pages that never query);
    // links from components/ui/link.tsx, which prefetch on intent, not on sight.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/api/query-hooks.ts", "lib/api/query-client.ts", "components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-query",
              message: "Import react-query's hooks from @/lib/api/query-hooks (no provider is mounted).",
            },
            { name: "next/link", message: "Use Link from @/components/ui/link (it prefetches on intent)." },
          ],
        },
      ],
    },
  },
  {
    // A test that asserts an element exists may then use it: `!` there states what the test checked.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  prettier,
);
