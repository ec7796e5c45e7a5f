// End-to-end tests in Debian's Chromium against the production build (`npm start` builds once when
// the build is stale). One server is shared by every spec; it runs on its own port and its own
// throw-away embedded PostgreSQL data directory, so it never touches a developer's data. The browser
// opens it at http://127.0.0.1:<port> while SITE_URL is unset (so it defaults to
// http://localhost:<port>, a non-default port): forms must pass the Origin check at the address the
// browser used, and absolute links must name the port served.
import { defineConfig, devices } from "@playwright/test";

// Port and environment: tests/e2e/support/server-env.mjs (E2E_PORT and E2E_PG_PORT let two checkouts run
// side by side). `npm test` starts the server early so it builds while the other suites run, and says so
// with E2E_REUSE_SERVER=1.
import { CHROMIUM_ARGS, HEADLESS_SHELL } from "./tests/e2e/support/browsers.mjs";
import { E2E_PORT as PORT, E2E_SERVER_ENV } from "./tests/e2e/support/server-env.mjs";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Three: with the headless shell and no traces, two workers left most of a core idle (docs/benchmarks.md).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test doubles the browsers' CPU; CI keeps no artefacts to read it from.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // Spinners and transitions cost the browsers a tenth to a fifth of their CPU (docs/benchmarks.md). The specs about
    // what moves (the drawer, the consent banner and its panel) ask for motion themselves.
    reducedMotion: "reduce",
    launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
    // The production build registers a service worker (docs/offline.md). Requests it answers bypass
    // page.route(), so specs run without it; tests/e2e/offline.spec.ts allows it for its own tests.
    serviceWorkers: "block",
  },
  projects: [
    // Signs in the shared accounts once (tests/e2e/auth.setup.ts); same server, same build.
    {
      name: "setup",
      testMatch: /auth\.setup\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      dependencies: ["setup"],
    },
  ],
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://127.0.0.1:${PORT}/`,
    // The first run builds the app: allow for a slow 2-core machine.
    timeout: 15 * 60_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: E2E_SERVER_ENV,
  },
});
