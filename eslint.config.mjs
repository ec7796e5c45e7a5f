// ESLint flat config: Next's core-web-vitals rules (React, hooks incl. the React Compiler checks,
// accessibility, Next pitfalls), typescript-eslint's strict type-checked rules, and Prettier last
// so formatting is Prettier's alone. `npm run lint` runs it with --max-warnings 0.
import nextVitals from "eslint-config-next/core-web-vitals";
import prettier from "eslint-config-prettier/flat";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
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
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Numbers and booleans read fine in messages; objects and nullish values still fail.
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true, allowBoolean: true },
      ],
      // `onClick={() => setOpen(false)}` is idiomatic React; a void value used anywhere else still fails.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
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
    // Data (dictionaries, the knowledge base, test sets): the type check covers it, and type-aware rules
    // would only walk its large object literals again.
    files: ["prisma/data/**/*.ts", "tests/triage/**/*.ts", "tests/scenarios/**/*.ts"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // A test that asserts an element exists may then use it: `!` there states what the test checked.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
