import { fireEvent, render, screen } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";

import { Link, type LinkProps } from "@/components/ui/link";
import type { AppRouterInstance } from "@/lib/framework/app-router";

const router = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() };

function withRouter(children: ReactNode) {
  return render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      {children}
    </AppRouterContext.Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe("Link (components/ui/link.tsx)", () => {
  it("does not prefetch a link only because it is on screen", () => {
    withRouter(<Link href="/stacks">Current stack</Link>);
    expect(screen.getByRole("link", { name: "Current stack" })).toHaveAttribute("href", "/stacks");
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ["the pointer moves over it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["it gets keyboard focus", (link: HTMLElement) => fireEvent.focus(link)],
    ["it is touched", (link: HTMLElement) => fireEvent.touchStart(link)],
  ])("prefetches once %s, and still calls the page's own handler", (_, act) => {
    const handlers = { onMouseEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    withRouter(
      <Link href="/browse?category=immune" {...handlers}>
        Browse
      </Link>,
    );
    act(screen.getByRole("link", { name: "Browse" }));
    expect(router.prefetch).toHaveBeenCalledWith("/browse?category=immune");
    const called = Object.values(handlers).filter((handler) => handler.mock.calls.length > 0);
    expect(called).toHaveLength(1);
  });

  it("never prefetches a prefetch={false} link or another site", () => {
    withRouter(
      <>
        <Link href="/navigation-test" prefetch={false}>
          Test
        </Link>
        <Link href="https://www.nhs.uk/medicines/">NHS</Link>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Test" }));
    fireEvent.mouseEnter(screen.getByRole("link", { name: "NHS" }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("opens an address in this app with the router, keeping its query and hash", () => {
    const onClick = jest.fn();
    withRouter(
      <Link href="?reviews=2#reviews-heading" onClick={onClick}>
        Next reviews
      </Link>,
    );
    const followed = fireEvent.click(screen.getByRole("link", { name: "Next reviews" }));
    expect(followed).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith("/?reviews=2#reviews-heading", { scroll: true });
  });

  it("replaces the history entry and keeps the scroll position when asked", () => {
    withRouter(
      <Link href="/stacks" replace scroll={false}>
        Stacks
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Stacks" }));
    expect(router.replace).toHaveBeenCalledWith("/stacks", { scroll: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each<[string, Omit<LinkProps, "children">, MouseEventInit]>([
    ["another site", { href: "https://www.nhs.uk/medicines/" }, {}],
    ["a new tab", { href: "/browse", target: "_blank" }, {}],
    ["a download", { href: "/api/stacks/1/report", download: true }, {}],
    ["a click with Ctrl", { href: "/browse" }, { ctrlKey: true }],
    ["a click with Shift", { href: "/browse" }, { shiftKey: true }],
    ["a middle click", { href: "/browse" }, { button: 1 }],
    ["a handler that prevented it", { href: "/browse", onClick: (event) => event.preventDefault() }, {}],
  ])("leaves %s to the browser", (_, props, init) => {
    withRouter(<Link {...props}>Go</Link>);
    fireEvent.click(screen.getByRole("link", { name: "Go" }), init);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("is a plain anchor where no app router is mounted", () => {
    render(<Link href="/browse">Browse</Link>);
    const link = screen.getByRole("link", { name: "Browse" });
    fireEvent.mouseEnter(link);
    expect(fireEvent.click(link)).toBe(true);
  });
});
