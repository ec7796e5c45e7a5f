import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";

import RouteError from "@/app/error";
import { NavigationTracker } from "@/components/layout/navigation-tracker";
import { NAVIGATION_SETTLE_MS, navigationTracker } from "@/lib/layout/navigation-tracker";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

let consoleError: jest.SpyInstance;
let fetchMock: jest.Mock;

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
  global.fetch = fetchMock;
  // Settled long ago: no navigation in progress.
  navigationTracker.commit(0);
  pathname = "/";
});

afterEach(() => {
  consoleError.mockRestore();
});

const renderRouteError = (error: unknown) =>
  render(<RouteError error={error} reset={jest.fn()} retry={jest.fn()} />);

describe("route error boundaries: 'Navigation Error' (docs/product-rules.md §2 Error and loading screens)", () => {
  it("shows 'Navigation Error' for an error while a navigation opens the page", async () => {
    navigationTracker.start();
    renderRouteError(new Error("Unexpected token in the page payload"));

    expect(await screen.findByRole("heading", { level: 1, name: "Navigation Error" })).toBeInTheDocument();
    expect(screen.getByText(/usually an authentication or routing problem/)).toBeInTheDocument();
    expect(screen.getByText("Unexpected token in the page payload")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.getByText(/clear your browser's cache/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "navigation test page" })).toHaveAttribute(
      "href",
      "/navigation-test",
    );
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });

  it("reports it as GLOBAL_ERROR, prefixed, without the query", async () => {
    window.history.pushState({}, "", "/stacks?email=alex@example.com");
    navigationTracker.start();
    renderRouteError(new Error("Failed for alex@example.com"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/errors/client");
    expect(JSON.parse(init.body as string)).toEqual({
      code: "GLOBAL_ERROR",
      message: "Navigation Error: Error: Failed for [email]",
      path: "/stacks",
    });
    window.history.pushState({}, "", "/");
  });

  it("shows the page-level fallback when no navigation is in progress, and reports nothing itself", async () => {
    renderRouteError(new Error("Database unavailable"));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.queryByText("Navigation Error")).not.toBeInTheDocument();
    // Reports go out once their module has loaded: give it the time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps 'Page Loading Error' for a chunk that failed to download, even during a navigation", () => {
    navigationTracker.start();
    const error = new Error("Loading chunk 512 failed.");
    error.name = "ChunkLoadError";
    renderRouteError(error);
    expect(screen.getByRole("heading", { name: "Page Loading Error" })).toBeInTheDocument();
  });

  it("does not change its mind when the navigation commits after the error was caught", async () => {
    navigationTracker.start();
    const { rerender } = renderRouteError(new Error("Boom"));
    navigationTracker.commit(Date.now() - NAVIGATION_SETTLE_MS - 1);
    rerender(<RouteError error={new Error("Boom")} reset={jest.fn()} retry={jest.fn()} />);
    expect(await screen.findByRole("heading", { name: "Navigation Error" })).toBeInTheDocument();
  });
});

describe("NavigationTracker", () => {
  it("starts a navigation on a same-site link click and back/forward, not on the first pathname", () => {
    const { rerender } = render(
      <>
        <NavigationTracker />
        <a href="/stacks">Stacks</a>
        <a href="https://www.nhs.uk/" target="_blank" rel="noreferrer">
          NHS
        </a>
      </>,
    );
    expect(navigationTracker.isNavigating()).toBe(false);

    fireEvent.click(screen.getByText("NHS"));
    expect(navigationTracker.isNavigating()).toBe(false);

    fireEvent.click(screen.getByText("Stacks"));
    expect(navigationTracker.isNavigating()).toBe(true);

    navigationTracker.commit(0);
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(navigationTracker.isNavigating()).toBe(true);

    // A new committed pathname ends the navigation (still "just committed" for a moment).
    pathname = "/stacks";
    rerender(<NavigationTracker />);
    expect(navigationTracker.isNavigating(Date.now() + NAVIGATION_SETTLE_MS + 1)).toBe(false);
  });
});
