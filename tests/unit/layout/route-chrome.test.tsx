// Which chrome each page shows (docs/product-rules.md §2 "Layout rules"), checked on the layouts themselves: every
// page under app/ is found on disk, the layouts from its route group down are rendered at the page's URL, and its
// header, footer and <main> must be what the spec says for that URL. The rules are written out again here, from
// the spec, rather than imported from lib/layout/chrome.ts.
import { render, screen } from "@testing-library/react";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ReactNode } from "react";

import NotFound from "@/app/not-found";

jest.mock("@/components/auth/session", () => ({
  useSession: () => ({ data: null, status: "unauthenticated" }),
}));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
let currentPath = "/";
jest.mock("next/navigation", () => ({
  usePathname: () => currentPath,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock("@/lib/env", () => ({ buildInfo: () => ({ version: "1.0.2", builtAt: undefined }) }));

const APP = path.join(process.cwd(), "app");

// §2: "Header hidden on /login, /reset-password, /verify-2fa, the backend debug page,
// /test-login-debug and /offline"; /reset-password/{token} is the same screen as /reset-password.
const HEADER_HIDDEN = [
  "/login",
  "/reset-password",
  "/verify-2fa",
  "/backend-debug",
  "/test-login-debug",
  "/offline",
];
// §2: "Footer hidden on any path starting with …".
const FOOTER_HIDDEN_PREFIXES = [
  "/profile",
  "/login",
  "/reset-password",
  "/test-login-debug",
  "/backend-debug",
  "/offline",
  "/terms-of-service",
];

// The debug shell (§2 "Debug shell", proxy.ts rewrites to /debug-shell) is its own small app: its own
// header (a banner) and no site footer.
const DEBUG_SHELL = "/debug-shell";

const headerShown = (route: string) =>
  !HEADER_HIDDEN.includes(route) && !route.startsWith("/reset-password/");
const footerShown = (route: string) =>
  !FOOTER_HIDDEN_PREFIXES.some((prefix) => route.startsWith(prefix)) && !route.startsWith(DEBUG_SHELL);

type Page = { route: string; topLevel: string; nestedDirs: string[] };

/** A URL for a route: dynamic segments get a sample value. */
const sampleUrl = (route: string) => route.replace(/\[[^\]]+\]/g, "sample");

/** Every page.tsx under app/ (route handlers under app/api have no chrome), with its URL. */
function findPages(dir = APP, segments: string[] = []): Page[] {
  const pages: Page[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !(segments.length === 0 && entry.name === "api")) {
      pages.push(...findPages(path.join(dir, entry.name), [...segments, entry.name]));
    } else if (entry.name === "page.tsx") {
      const [topLevel = "", ...nested] = segments;
      const route = `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join("/")}`;
      const nestedDirs = nested.map((_, index) => path.join(APP, topLevel, ...nested.slice(0, index + 1)));
      pages.push({ route, topLevel, nestedDirs });
    }
  }
  return pages;
}

type LayoutComponent = (props: { children: ReactNode; params: Promise<Record<string, string>> }) => ReactNode;

async function loadLayout(file: string): Promise<LayoutComponent> {
  const layoutModule: unknown = await import(file);
  if (
    typeof layoutModule !== "object" ||
    layoutModule === null ||
    !("default" in layoutModule) ||
    typeof layoutModule.default !== "function"
  ) {
    throw new Error(`${file} has no default export`);
  }
  return layoutModule.default as LayoutComponent;
}

const pages = findPages();

describe("route layouts own the header and footer (docs/product-rules.md §2 Layout rules)", () => {
  it("finds the pages the rules are about", () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining([
        "/",
        "/browse",
        "/login",
        "/reset-password",
        "/reset-password/[token]",
        "/verify-2fa",
        "/signup",
        "/profile",
        "/dashboard",
        "/terms-of-service",
        "/privacy-policy",
        "/supplement/[id]",
        "/blog/[slug]",
      ]),
    );
  });

  it.each(pages.map((page) => [page.route, page] as const))("%s", async (route, page) => {
    const layoutFile = path.join(APP, page.topLevel, "layout.tsx");
    expect(existsSync(layoutFile)).toBe(true);
    currentPath = sampleUrl(route);
    // Layouts nearer the page (a backdrop, the 404 checks of supplement/[id]) add no chrome of their own.
    for (const dir of page.nestedDirs) {
      const nestedLayout = path.join(dir, "layout.tsx");
      if (existsSync(nestedLayout)) expect(readFileSync(nestedLayout, "utf8")).not.toMatch(/Chrome/);
    }
    const Layout = await loadLayout(layoutFile);
    render(
      <Layout params={Promise.resolve({})}>
        <p>Page body</p>
      </Layout>,
    );

    expect(screen.queryAllByRole("banner")).toHaveLength(headerShown(route) ? 1 : 0);
    expect(screen.queryAllByRole("contentinfo")).toHaveLength(footerShown(route) ? 1 : 0);
    expect(screen.getByRole("main")).toHaveTextContent("Page body");
  });

  it("the 404 page shows the header and the footer around its <main>", () => {
    render(<NotFound />);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { level: 1, name: "Page Not Found" }),
    );
  });
});
