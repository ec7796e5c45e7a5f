import { screen, within } from "@testing-library/react";

import ScrapingDashboardPage, { dynamic, metadata } from "@/app/(admin)/scraping-dashboard/page";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import {
  getOfferCountsByRetailer,
  getRecentImportRuns,
  getStaleOffers,
} from "@/lib/catalogue/dashboard-queries";

import { renderWithQueryClient } from "../forms/render-with-query-client";

jest.mock("@/lib/auth/session", () => ({ getSessionUser: jest.fn() }));
// Mocked whole: the real module loads the Prisma client, which jsdom cannot run.
jest.mock("@/lib/catalogue/dashboard-queries", () => ({
  STALE_OFFER_DAYS: 30,
  getRecentImportRuns: jest.fn(),
  getOfferCountsByRetailer: jest.fn(),
  getStaleOffers: jest.fn(),
}));
jest.mock("@/lib/catalogue/feed-fetch", () => ({ listPriceFeeds: jest.fn().mockResolvedValue([]) }));
jest.mock("@/lib/catalogue/feed-review", () => ({
  PENDING_ITEMS_SHOWN: 50,
  getPendingFeedItems: jest.fn().mockResolvedValue([]),
}));
jest.mock("next/navigation", () => ({
  ...jest.requireActual<object>("next/navigation"),
  useRouter: () => ({ refresh: jest.fn() }),
}));
const mockedSession = jest.mocked(getSessionUser);

const user = (role: SessionUser["role"]): SessionUser => ({
  id: "u",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  role,
  emailVerified: true,
});
const at = new Date("2026-11-20T09:30:00Z");

beforeEach(() => {
  mockedSession.mockReset();
  jest.mocked(getRecentImportRuns).mockResolvedValue([
    {
      id: "run-2",
      fileName: "boots.csv",
      startedAt: at,
      finishedAt: at,
      rowsTotal: 3,
      rowsAccepted: 0,
      rowsRejected: 1,
      rowsPending: 0,
      rejections: [{ line: 3, reason: 'unknown product "x"' }],
      startedBy: { name: "Ada Lovelace", email: "ada@example.com" },
    },
    {
      id: "run-1",
      fileName: "feed.json",
      startedAt: at,
      finishedAt: at,
      rowsTotal: 2,
      rowsAccepted: 2,
      rowsRejected: 0,
      rowsPending: 4,
      rejections: [],
      startedBy: null,
    },
  ]);
  jest
    .mocked(getOfferCountsByRetailer)
    .mockResolvedValue([{ retailer: "Boots", total: 5, bySource: { sample: 3, feed: 2, manual: 0 } }]);
  jest.mocked(getStaleOffers).mockResolvedValue({
    total: 1,
    offers: [
      {
        id: "o",
        supplementId: "p-1",
        productSlug: "vitabiotics-vitamin-d-1000-iu",
        productName: "Vitamin D 1000 IU",
        brand: "Vitabiotics",
        retailer: "Boots",
        source: "sample",
        lastCheckedAt: new Date("2026-08-01T00:00:00Z"),
      },
    ],
  });
});

describe("/scraping-dashboard", () => {
  it("is rendered per request and kept out of search engines", () => {
    expect(dynamic).toBe("force-dynamic");
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it("sends signed-out visitors to sign in and back", async () => {
    mockedSession.mockResolvedValue(null);
    const thrown = await ScrapingDashboardPage().catch((error: unknown) => error);
    expect((thrown as { digest?: string }).digest).toContain("/login?callbackUrl=%2Fscraping-dashboard");
  });

  it("answers 404 to a signed-in user without the admin role", async () => {
    mockedSession.mockResolvedValue(user("user"));
    const thrown = await ScrapingDashboardPage().catch((error: unknown) => error);
    expect((thrown as { digest?: string }).digest).toMatch(/404/);
    expect(getRecentImportRuns).not.toHaveBeenCalled();
  });

  it("shows admins the runs, rejected rows, offers per retailer, stale offers and the upload form", async () => {
    mockedSession.mockResolvedValue(user("admin"));
    renderWithQueryClient(await ScrapingDashboardPage());
    const region = (name: string) =>
      within(screen.getByRole("heading", { level: 2, name }).closest("section")!);

    expect(region("Upload a price feed").getByLabelText(/Price feed file/)).toHaveAttribute("type", "file");
    const runs = region("Import runs");
    expect(runs.getByText("boots.csv")).toBeInTheDocument();
    expect(runs.getByRole("columnheader", { name: "Awaiting match" })).toBeInTheDocument();
    expect(runs.getByText("feed.json").closest("tr")).toHaveTextContent(/^feed\.json.*2204/);
    expect(runs.getByText("ada@example.com")).toBeInTheDocument();
    expect(runs.getByText("Command line, or a deleted account")).toBeInTheDocument();
    expect(
      region("Rejected rows of recent runs").getByText('line 3: unknown product "x"'),
    ).toBeInTheDocument();
    expect(
      region("Offers per retailer").getByRole("rowheader", { name: "Boots" }).parentElement,
    ).toHaveTextContent("Boots5320");
    const stale = region("Stale offers (not checked for 30 days)");
    expect(stale.getByRole("link", { name: "Vitamin D 1000 IU" })).toHaveAttribute(
      "href",
      "/supplement/vitabiotics-vitamin-d-1000-iu",
    );
    expect(stale.getByText("1 August 2026")).toBeInTheDocument();
    expect(
      region("Scheduled feeds (fetched every hour)").getByRole("button", { name: "Add feed" }),
    ).toBeInTheDocument();
    expect(
      region("Feed rows waiting for a match (up to 50)").getByText("No feed rows are waiting for a match."),
    ).toBeInTheDocument();
  });
});
