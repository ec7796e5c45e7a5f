/**
 * @jest-environment node
 */
// proxy.ts must run for every page lib/db/outage.ts answers 503 for while the database is away: its matcher is
// a literal list (Next reads it at build time), so this keeps the two lists in step.
import { config } from "@/proxy";
import { DATABASE_PAGES, pageNeedsDatabase } from "@/lib/db/outage";

describe("pages that need the database", () => {
  test("every one is in the proxy's matcher", () => {
    for (const page of DATABASE_PAGES.filter((page) => page !== "/browse")) {
      expect(config.matcher).toContain(`${page}/:path*`);
    }
    // Below /browse are only its cached views (/browse/v/…), served without the proxy.
    expect(config.matcher).toContain("/browse");
    expect(config.matcher).not.toContain("/browse/:path*");
  });

  test("matches a page and what is below it, not a longer name or a cached page", () => {
    expect(pageNeedsDatabase("/stack")).toBe(true);
    expect(pageNeedsDatabase("/stack/abc")).toBe(true);
    expect(pageNeedsDatabase("/stacks")).toBe(true);
    expect(pageNeedsDatabase("/stackable")).toBe(false);
    for (const cached of ["/", "/blog", "/blog/vitamin-d", "/supplement/x", "/privacy-policy", "/login"]) {
      expect(pageNeedsDatabase(cached)).toBe(false);
    }
  });
});
