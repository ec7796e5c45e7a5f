// End-to-end tests in Debian's Chromium against the production build (`npm start` builds once when
// the build is stale). One server is shared by every spec; it runs on its own port and its own
// throw-away embedded PostgreSQL data directory, so it never touches a developer's data.
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
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx scripts/start.ts",
    url: `http://localhost:${PORT}/`,
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
      SITE_URL: `http://localhost:${PORT}`,
      DATABASE_URL: "",
      // Real-user monitoring on, so the consent tests can show it runs only with analytics consent.
      RUM_ENABLED: "true",
    },
  },
});
