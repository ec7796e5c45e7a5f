// End-to-end tests in Debian's Chromium against the production build (`npm start` builds once when
// the build is stale). One server is shared by every spec; it runs on its own port and its own
// throw-away embedded PostgreSQL data directory, so it never touches a developer's data. The browser
// opens it at http://127.0.0.1:<port> while SITE_URL is unset (so it defaults to
// http://localhost:<port>, a non-default port): forms must pass the Origin check at the address the
// browser used, and absolute links must name the port served (issue 15, item 5).
import { defineConfig, devices } from "@playwright/test";

// Overridable so two checkouts (git worktrees) can run their e2e suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? "55500";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
    // The production build registers a service worker (docs/offline.md). Requests it answers bypass
    // page.route(), so specs run without it; tests/e2e/offline.spec.ts allows it for its own tests.
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://127.0.0.1:${PORT}/`,
    // The first run builds the app: allow for a slow 2-core machine.
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      PORT: String(PORT),
      EMBEDDED_PG_DIR: ".data/e2e-postgres",
      EMBEDDED_PG_PORT: PG_PORT,
      // Unset on purpose (an outer SITE_URL would hide the default): see the top of this file.
      SITE_URL: "",
      DATABASE_URL: "",
      // Real-user monitoring on, so the consent tests can show it runs only with analytics consent.
      RUM_ENABLED: "true",
      // The browser stands in for a load balancer: specs that need their own rate-limit bucket send an
      // X-Forwarded-For address, which counts only from a trusted proxy (lib/security/request.ts).
      TRUSTED_PROXIES: "1",
      // The test-only pages under /dev/test (a page that fails to render: 'Navigation Error').
      TEST_PAGES: "true",
    },
  },
});
