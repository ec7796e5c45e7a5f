// Two jest projects: `unit` (jsdom, no server) and `integration` (node, a throw-away embedded
// PostgreSQL started once in tests/setup/integration-global-setup.ts). e2e lives in Playwright.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // `server-only` throws outside React Server Components; modules using it are tested directly.
    "^server-only$": "<rootDir>/tests/setup/empty-module.ts",
    // The blog's generated data (`contentlayer2 build`; tsconfig.json maps the same alias).
    "^contentlayer/generated$": "<rootDir>/.contentlayer/generated/index.mjs",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.data/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
};

// Packages published only as ES modules that the blog's code loads (heading ids; the generated
// content's index re-exports contentlayer's client guards): jest's SWC transform compiles them.
const ESM_PACKAGES = ["github-slugger", "contentlayer2", "@contentlayer2/client"];

/** next/jest ignores node_modules except Next's own client code; let the ES-module packages through too. */
function transformEsmPackages(config) {
  const prefix = "/node_modules/(?!.pnpm)(?!(";
  return {
    ...config,
    transformIgnorePatterns: config.transformIgnorePatterns.map((ignored) =>
      ignored.startsWith(prefix)
        ? `${prefix}${ESM_PACKAGES.join("|")}|${ignored.slice(prefix.length)}`
        : ignored,
    ),
  };
}

export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: "unit",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
    setupFilesAfterEnv: ["<rootDir>/tests/setup/unit.ts"],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: "integration",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/setup/integration-global-setup.ts",
    globalTeardown: "<rootDir>/tests/setup/integration-global-teardown.ts",
    setupFilesAfterEnv: ["<rootDir>/tests/setup/integration.ts"],
  })();
  return { projects: [transformEsmPackages(unit), transformEsmPackages(integration)] };
}
