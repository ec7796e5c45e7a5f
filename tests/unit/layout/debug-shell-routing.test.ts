/**
 * @jest-environment node
 */
// Which addresses the debug shell takes and what each shows (docs/product-rules.md §2 "Debug shell"):
// the proxy's matcher and rewrite, and the shell's link targets.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";

import {
  debugShellHref,
  debugShellRewritePath,
  manualNavigationHref,
  manualNavigationSchema,
  usesDebugShell,
} from "@/lib/layout/debug-shell";
import { config } from "@/proxy";

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
const takes = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return usesDebugShell(parsed.pathname, parsed.searchParams);
};

describe("which requests open the debug shell", () => {
  it("takes any page whose query has debug=true, and any path containing navigation-test", () => {
    for (const url of [
      "/?debug=true",
      "/browse?debug=true",
      "/profile?debug=true",
      "/browse?category=energy&debug=true",
      "/navigation-test",
      "/navigation-test/missing",
      "/stacks/navigation-test-page",
    ]) {
      expect(matches(url)).toBe(true);
      expect(takes(url)).toBe(true);
    }
  });

  it("leaves the ordinary pages, other debug values and the API alone", () => {
    for (const url of [
      "/",
      "/browse",
      "/?debug=false",
      "/?debugging=true",
      "/blog/vitamin-d3-winter-essential",
    ]) {
      expect(takes(url)).toBe(false);
    }
    // The static landing and blog pages do not even run the proxy.
    expect(matches("/")).toBe(false);
    expect(matches("/blog/vitamin-d3-winter-essential")).toBe(false);
    expect(matches("/api/interactions/database?debug=true")).toBe(false);
    expect(takes("/api/interactions/database?debug=true")).toBe(false);
    expect(takes("/_next/static/chunks/navigation-test.js")).toBe(false);
  });

  it("rewrites to the same path under the shell's internal route", () => {
    expect(debugShellRewritePath("/")).toBe("/debug-shell");
    expect(debugShellRewritePath("/browse")).toBe("/debug-shell/browse");
    expect(debugShellRewritePath("/navigation-test")).toBe("/debug-shell/navigation-test");
    // Anything else lands on the shell's catch-all, which is its not-found page.
    expect(debugShellRewritePath("/profile")).toBe("/debug-shell/profile");
  });
});

describe("the shell's links", () => {
  it("keep the shell for its own screens and open the app's pages as they are", () => {
    expect(debugShellHref("/")).toBe("/?debug=true");
    expect(debugShellHref("/browse")).toBe("/browse?debug=true");
    expect(debugShellHref("/navigation-test")).toBe("/navigation-test");
    expect(debugShellHref("/profile")).toBe("/profile");
    expect(debugShellHref("/stacks")).toBe("/stacks");
    expect(debugShellHref("/community-stacks")).toBe("/community-stacks");
  });
});

describe("the manual navigation test box", () => {
  const parse = (path: string) => manualNavigationSchema.safeParse({ path });

  it("accepts a path on this site, with or without its leading slash, and opens it in the shell", () => {
    expect(parse(" browse ").data).toEqual({ path: "/browse" });
    expect(parse("/community-stacks").data).toEqual({ path: "/community-stacks" });
    expect(manualNavigationHref("/browse")).toBe("/browse?debug=true");
    expect(manualNavigationHref("/navigation-test")).toBe("/navigation-test");
  });

  it("refuses empty input, other sites, schemes, queries and odd characters", () => {
    for (const path of [
      "",
      "   ",
      "//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/a?b=c",
      "/a b",
      "/a\\b",
    ]) {
      expect(parse(path).success).toBe(false);
    }
    expect(parse(`/${"a".repeat(200)}`).success).toBe(false);
  });
});
