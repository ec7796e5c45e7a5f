// The e2e server's port and environment, shared by playwright.config.ts (which starts it) and
// scripts/test.mjs (which starts it early, so it builds while the other suites run).

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? "55500";

export const E2E_SERVER_ENV = {
  PORT: String(E2E_PORT),
  EMBEDDED_PG_DIR: ".data/e2e-postgres",
  EMBEDDED_PG_PORT: PG_PORT,
  // Unset on purpose (an outer SITE_URL would hide the default): see playwright.config.ts.
  SITE_URL: "",
  DATABASE_URL: "",
  // Real-user monitoring on, so the consent tests can show it runs only with analytics consent.
  RUM_ENABLED: "true",
  // The browser stands in for a load balancer: specs that need their own rate-limit bucket send an
  // X-Forwarded-For address, which counts only from a trusted proxy (lib/security/request.ts).
  TRUSTED_PROXIES: "1",
  // The test-only pages under /dev/test (a page that fails to render: 'Navigation Error').
  TEST_PAGES: "true",
};
