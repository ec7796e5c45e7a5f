// /robots.txt – crawl rules and the sitemap's address (lib/seo/robots.ts).
import type { MetadataRoute } from "next";

import { serverEnv } from "@/lib/env";
import { robotsRules } from "@/lib/seo/robots";

// The sitemap URL uses the deployed SITE_URL, read at request time rather than at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return robotsRules(serverEnv().SITE_URL);
}
