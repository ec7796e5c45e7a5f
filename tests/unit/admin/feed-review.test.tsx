import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { FeedReviewList, type FeedReviewItem } from "@/components/admin/feed-review";
import { AddPriceFeedForm, PriceFeedsTable } from "@/components/admin/price-feeds";
import { apiPost } from "@/lib/api/fetch-client";

import { renderWithQueryClient } from "../forms/render-with-query-client";

const mockRouter = { refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/api/fetch-client", () => ({ apiPost: jest.fn() }));
jest.mock("@/components/ui/use-toast", () => ({ toast: jest.fn() }));
const mockedPost = jest.mocked(apiPost);

beforeEach(() => {
  jest.clearAllMocks();
  mockedPost.mockReset();
});

const ITEM: FeedReviewItem = {
  id: "fi-1",
  retailer: "Example Pharmacy",
  itemId: "BK-X",
  title: "Bio-Kult Everyday Gut Health Capsules",
  brand: "Bio-Kult",
  gtin: "05036954000112",
  packSize: null,
  price: "£29.99",
  url: "https://shop.example.co.uk/bk",
  lastSeen: "24 Nov 2026, 12:00",
  candidates: [
    { id: "bk-30", label: "Bio-Kult · Bio-Kult Everyday Gut Health Capsules · 30 per pack" },
    { id: "bk-120", label: "Bio-Kult · Bio-Kult Everyday Gut Health Capsules · 120 per pack" },
  ],
};

describe("FeedReviewList", () => {
  it("matches only after the admin picks a product", async () => {
    mockedPost.mockResolvedValue({ status: "matched", priceApplied: true, gtinStored: true });
    const user = userEvent.setup();
    renderWithQueryClient(<FeedReviewList items={[ITEM]} />);
    expect(screen.getByText(/GTIN 05036954000112 · pack not stated · £29.99/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Match to product" }));
    expect(await screen.findByText("Choose the product this row is.")).toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: /120 per pack/ }));
    await user.click(screen.getByRole("button", { name: "Match to product" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/admin/feed-items/fi-1", {
      action: "match",
      supplementId: "bk-120",
    });
    expect(mockRouter.refresh).toHaveBeenCalled();
  });

  it("ignores an item, and says when nothing waits", async () => {
    mockedPost.mockResolvedValue({ status: "ignored", priceApplied: false, gtinStored: false });
    const user = userEvent.setup();
    const { unmount } = renderWithQueryClient(<FeedReviewList items={[ITEM]} />);
    await user.click(screen.getByRole("button", { name: "Ignore" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/admin/feed-items/fi-1", { action: "ignore" });
    unmount();
    renderWithQueryClient(<FeedReviewList items={[]} />);
    expect(screen.getByText("No feed rows are waiting for a match.")).toBeInTheDocument();
  });
});

describe("PriceFeedsTable and AddPriceFeedForm", () => {
  it("shows each feed's status and last error, and fetches one now", async () => {
    mockedPost.mockResolvedValue({ status: "rejected" });
    const user = userEvent.setup();
    renderWithQueryClient(
      <PriceFeedsTable
        feeds={[
          {
            id: "pf-1",
            url: "https://shop.example.co.uk/google.xml",
            retailer: "Example Pharmacy",
            status: "rejected",
            lastError: "1 row(s) rejected, nothing applied: line 12: price is missing",
            lastFetched: "24 Nov 2026, 12:07",
          },
        ]}
      />,
    );
    expect(screen.getByRole("cell", { name: "Rejected: nothing applied" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: /line 12: price is missing/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Fetch now/ }));
    expect(mockedPost).toHaveBeenCalledWith("/api/admin/price-feeds/pf-1/fetch");
  });

  it("checks the URL before adding a feed, and sends the retailer only when given", async () => {
    mockedPost.mockResolvedValue({ id: "pf-2" });
    const user = userEvent.setup();
    renderWithQueryClient(<AddPriceFeedForm />);
    await user.type(screen.getByLabelText("Feed URL"), "ftp://example.com/feed");
    await user.click(screen.getByRole("button", { name: "Add feed" }));
    expect(await screen.findByText("Enter the feed's http:// or https:// URL")).toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Feed URL"));
    await user.type(screen.getByLabelText("Feed URL"), "https://www.awin1.com/feed.csv");
    await user.click(screen.getByRole("button", { name: "Add feed" }));
    expect(mockedPost).toHaveBeenCalledWith("/api/admin/price-feeds", {
      url: "https://www.awin1.com/feed.csv",
    });
  });
});
