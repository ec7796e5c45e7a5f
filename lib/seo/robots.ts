// Disallow is advice to crawlers, not access control.
import type { MetadataRoute } from "next";

import { absoluteUrl } from "./site";

export const DISALLOWED_PATHS = [
  "/dashboard",
  "/today",
  "/care-card",
  "/card/",
  "/profile",
  "/settings",
  "/health-profile",
  "/security",
  "/data-export",
  "/my-stacks",
  "/analytics",
  "/login",
  "/signup",
  "/verify-2fa",
  "/reset-password",
  "/confirm-email",
  "/api/",
  "/dev/",
  "/auth-debug",
  "/backend-debug",
  "/navigation-test",
  "/debug-shell",
  "/scraping-dashboard",
  "/chatbot-training",
  "/moderation",
  "/corrections",
  "/admin/",
  "/products/suggest",
] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl(siteUrl, "/sitemap.xml"),
  };
}
