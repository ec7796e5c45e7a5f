// /robots.txt rules (app/robots.ts): everything public may be crawled; account, sign-in, API and
// debug pages may not (docs/product-rules.md §2 route table). Disallow is advice to crawlers, not access control.
import type { MetadataRoute } from "next";

import { absoluteUrl } from "./site";

export const DISALLOWED_PATHS = [
  // Signed-in account areas.
  "/dashboard",
  "/profile",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/my-stacks",
  "/analytics",
  // Sign-in and account recovery.
  "/login",
  "/signup",
  "/verify-2fa",
  "/reset-password",
  "/confirm-email",
  // Route handlers.
  "/api/",
  // Debug and internal tools.
  "/dev/",
  "/auth-debug",
  "/backend-debug",
  "/navigation-test",
  // The debug shell's internal routes (proxy.ts rewrites ?debug=true there; those pages say noindex).
  "/debug-shell",
  "/scraping-dashboard",
  "/chatbot-training",
] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl(siteUrl, "/sitemap.xml"),
  };
}
