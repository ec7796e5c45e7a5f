// /analytics/performance: p75 of each vital by page over the last 7 days (percentile_cont in SQL) on
// known rows, and the page's access rules (signed out → login, non-admin → 404, admin → report).
import { type Database } from "@/lib/db/prisma";
import type { getPageVitals as GetPageVitals } from "@/lib/monitoring/queries";
import { createSignedInUser } from "../support/auth-session";
import { createMigratedDatabase, type MigratedDatabase } from "../support/database";

// The page reads the session from next/headers' cookies and answers with redirect()/notFound();
// outside a Next request those are replaced by a cookie jar the test sets and throwing stand-ins.
let requestCookie = "";
jest.mock("next/headers", () => ({
  cookies: () => {
    const pairs = requestCookie
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const at = part.indexOf("=");
        return { name: part.slice(0, at), value: part.slice(at + 1) };
      });
    return Promise.resolve({
      get: (name: string) => pairs.find((pair) => pair.name === name),
      getAll: () => pairs,
    });
  },
}));
jest.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`);
  },
  notFound: () => {
    throw new Error("NOT_FOUND");
  },
}));

let scratch: MigratedDatabase;
let prisma: Database;
let getPageVitals: typeof GetPageVitals;

const NOW = new Date();
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

beforeAll(async () => {
  scratch = await createMigratedDatabase();
  prisma = scratch.prisma;
  ({ getPageVitals } = await import("@/lib/monitoring/queries"));

  const row = (page: string | null, name: string, value: number, recordedAt = minutesAgo(10)) => ({
    sessionId: "session-known-rows",
    name,
    value,
    page,
    recordedAt,
  });
  await prisma.rumMetric.createMany({
    data: [
      // /browse LCP 1000, 2000, 3000, 4000 → p75 = 3000 + 0.25 × (4000 − 3000) = 3250 (needs improvement)
      row("/browse", "LCP", 4000),
      row("/browse", "LCP", 1000),
      row("/browse", "LCP", 3000),
      row("/browse", "LCP", 2000),
      // /browse CLS 0.05, 0.3 → p75 = 0.05 + 0.75 × 0.25 = 0.2375 (needs improvement)
      row("/browse", "CLS", 0.05),
      row("/browse", "CLS", 0.3),
      // /browse TTFB 100 ×3 → 100 (good)
      row("/browse", "TTFB", 100),
      row("/browse", "TTFB", 100),
      row("/browse", "TTFB", 100),
      // / LCP single 5000 (poor); INP 50, 150 → 125
      row("/", "LCP", 5000),
      row("/", "INP", 50),
      row("/", "INP", 150),
      // older than 7 days: ignored
      row("/browse", "LCP", 99_999, daysAgo(8)),
      row("/old", "LCP", 1, daysAgo(7.01)),
      // just inside the window
      row("/", "INP", 150, daysAgo(6.99)),
      // not vitals: ignored by the report
      row("/browse", "slow_resource", 5000),
      row("/browse", "javascript_error", 1),
      // a vital without a page
      row(null, "FCP", 1000),
    ],
  });
});
afterAll(async () => {
  await scratch.drop();
});

describe("getPageVitals", () => {
  it("computes p75 per page and vital with counts, ratings and the score, busiest page first", async () => {
    const pages = await getPageVitals({ now: NOW });
    expect(pages.map((page) => page.page)).toEqual(["/browse", "/", null]);

    const browse = pages[0]!;
    expect(browse.vitals.LCP).toEqual({ p75: 3250, count: 4, rating: "needs-improvement" });
    expect(browse.vitals.CLS!.p75).toBeCloseTo(0.2375, 10);
    expect(browse.vitals.CLS).toMatchObject({ count: 2, rating: "needs-improvement" });
    expect(browse.vitals.TTFB).toEqual({ p75: 100, count: 3, rating: "good" });
    expect(browse.vitals.INP).toBeUndefined();
    expect(browse.samples).toBe(9);
    // 100 − 10 (LCP needs improvement) − 10 (CLS needs improvement)
    expect(browse).toMatchObject({ score: 80, scoreRating: "Needs Improvement" });

    const home = pages[1]!;
    expect(home.vitals.LCP).toEqual({ p75: 5000, count: 1, rating: "poor" });
    // 50, 150, 150 → p75 = 150
    expect(home.vitals.INP).toEqual({ p75: 150, count: 3, rating: "good" });
    expect(home).toMatchObject({ score: 75, scoreRating: "Needs Improvement" });

    expect(pages[2]).toMatchObject({
      page: null,
      vitals: { FCP: { p75: 1000, count: 1, rating: "good" } },
      score: 100,
      scoreRating: "Good",
    });
  });

  it("answers an empty list when nothing was measured in the window", async () => {
    expect(await getPageVitals({ now: new Date(NOW.getTime() + 30 * 24 * 60 * 60 * 1000) })).toEqual([]);
  });
});

describe("the /analytics/performance page", () => {
  const render = async () => (await import("@/app/(admin)/analytics/performance/page")).default();

  it("sends a signed-out visitor to the login page and back", async () => {
    requestCookie = "";
    await expect(render()).rejects.toThrow("REDIRECT /login?callbackUrl=%2Fanalytics%2Fperformance");
  });

  it("shows the 404 page to a signed-in user without the admin role", async () => {
    requestCookie = (await createSignedInUser(prisma)).cookie;
    await expect(render()).rejects.toThrow("NOT_FOUND");
  });

  it("renders the report for an admin", async () => {
    requestCookie = (await createSignedInUser(prisma, { role: "admin" })).cookie;
    const { renderToStaticMarkup } = await import("react-dom/server");
    const html = renderToStaticMarkup(await render());
    expect(html).toContain("Real-user performance");
    expect(html).toContain("/browse");
    expect(html).toContain("3,250 ms");
    expect(html).toMatch(/0\.23[78]/); // 0.2375 to three decimals (binary rounding decides)
    expect(html).toContain("80 · Needs Improvement");
    expect(html).toContain("n=4");
  });
});
