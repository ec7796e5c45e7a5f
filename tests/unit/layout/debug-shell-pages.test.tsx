// The debug shell's screens (docs/product-rules.md §2 "Debug shell"): the landing's hero, badge, test
// box, three cards and links with their targets; every link click logged; 'Test Console Logging' only
// writes to the console; the full-page-load buttons; the not-found screen for any other path.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import DebugBrowsePage from "@/app/(debug)/debug-shell/browse/page";
import DebugShellLayout from "@/app/(debug)/layout";
import DebugShellLoading from "@/app/(debug)/debug-shell/loading";
import NavigationTestPage from "@/app/(debug)/debug-shell/navigation-test/page";
import DebugShellNotFound from "@/app/(debug)/debug-shell/not-found";
import DebugLandingPage from "@/app/(debug)/debug-shell/page";
import DebugShellUnknownPage from "@/app/(debug)/debug-shell/[...rest]/page";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

let info: jest.SpyInstance;
let fetchMock: jest.Mock;

beforeEach(() => {
  info = jest.spyOn(console, "info").mockImplementation(() => undefined);
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  push.mockReset();
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** Stops jsdom from trying to navigate when a link is followed. */
function preventNavigation() {
  const stop = (event: MouseEvent) => event.preventDefault();
  document.addEventListener("click", stop);
  return () => document.removeEventListener("click", stop);
}

function renderLanding() {
  return render(
    <DebugShellLayout params={Promise.resolve({})}>
      <DebugLandingPage />
    </DebugShellLayout>,
  );
}

describe("debug landing", () => {
  it("has the header, hero, badge, test box and three feature cards with the spec's targets", () => {
    renderLanding();
    expect(
      screen.getByRole("heading", { level: 1, name: "Build Your Perfect Supplement Stack" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Navigation Test Mode")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Manual navigation test" })).toBeInTheDocument();

    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: /Smart Supplement Stack Builder UK/ })).toHaveAttribute(
      "href",
      "/?debug=true",
    );
    expect(within(header).getByRole("link", { name: "Navigation Test" })).toHaveAttribute(
      "href",
      "/navigation-test",
    );
    expect(within(header).getByRole("link", { name: "Browse" })).toHaveAttribute(
      "href",
      "/browse?debug=true",
    );

    expect(screen.getByRole("link", { name: "Start Building Now" })).toHaveAttribute(
      "href",
      "/browse?debug=true",
    );
    expect(screen.getByRole("link", { name: "Explore Community Stacks" })).toHaveAttribute(
      "href",
      "/community-stacks",
    );
    const cards = within(screen.getByRole("region", { name: "Features" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Build Stack" })).toHaveAttribute("href", "/stacks");
    expect(screen.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/community-stacks");
  });

  it("logs the target of every link clicked", async () => {
    const user = userEvent.setup();
    const restore = preventNavigation();
    renderLanding();
    await user.click(screen.getByRole("link", { name: "Get Started" }));
    await user.click(screen.getByRole("link", { name: "Start Building Now" }));
    await user.click(screen.getByRole("link", { name: "Navigation Test" }));
    restore();
    expect(info).toHaveBeenCalledTimes(3);
    expect(info).toHaveBeenNthCalledWith(1, "[debug shell] link clicked: /profile (/profile)");
    expect(info).toHaveBeenNthCalledWith(2, "[debug shell] link clicked: /browse (/browse?debug=true)");
    expect(info).toHaveBeenNthCalledWith(
      3,
      "[debug shell] link clicked: /navigation-test (/navigation-test)",
    );
  });

  it("'Test Console Logging' only writes to the console", async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const debug = jest.spyOn(console, "debug").mockImplementation(() => undefined);
    renderLanding();
    const before = document.body.innerHTML;
    await user.click(screen.getByRole("button", { name: "Test Console Logging" }));
    expect(log).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe(before);
  });

  it("opens a typed path inside the shell, and explains a path it cannot open", async () => {
    const user = userEvent.setup();
    renderLanding();
    const box = screen.getByRole("textbox", { name: "Path" });
    await user.type(box, "https://evil.example/");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByText(/Enter a path on this site/)).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, "browse");
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(push).toHaveBeenCalledWith("/browse?debug=true");
    expect(info).toHaveBeenCalledWith("[debug shell] manual navigation: /browse (/browse?debug=true)");
  });

  it("offers the two full-page-load buttons", () => {
    renderLanding();
    expect(screen.getByRole("button", { name: "Load /browse (full page)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load /navigation-test (full page)" })).toBeInTheDocument();
  });
});

describe("the shell's other screens", () => {
  it("/browse and /navigation-test have their own pages", () => {
    render(<DebugBrowsePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Browse" })).toBeInTheDocument();
    render(<NavigationTestPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Navigation Test" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Test Console Logging" })).toBeInTheDocument();
  });

  it("anything else is the not-found page; 'Loading...' while a screen loads", () => {
    expect(() => DebugShellUnknownPage()).toThrow("NEXT_NOT_FOUND");
    render(<DebugShellNotFound />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    render(<DebugShellLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });
});
