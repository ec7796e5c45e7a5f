import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";

import { Link } from "@/components/ui/link";

type Seen = { prefetch: unknown };
const seen: Seen[] = [];

// next/link stand-in: an anchor that records the prefetch setting it was given on each render.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ prefetch, children, ...props }: { prefetch?: unknown; children: ReactNode }) => {
    seen.push({ prefetch });
    return <a {...props}>{children}</a>;
  },
}));

const lastPrefetch = () => seen.at(-1)?.prefetch;

beforeEach(() => {
  seen.length = 0;
});

describe("Link (prefetch on intent, components/ui/link.tsx)", () => {
  it("does not prefetch a link only because it is on screen", () => {
    render(<Link href="/stacks">Current stack</Link>);
    expect(screen.getByRole("link", { name: "Current stack" })).toHaveAttribute("href", "/stacks");
    expect(lastPrefetch()).toBe(false);
  });

  it.each([
    ["the pointer moves over it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["it gets keyboard focus", (link: HTMLElement) => fireEvent.focus(link)],
    ["it is touched", (link: HTMLElement) => fireEvent.touchStart(link)],
  ])("prefetches as Next would once %s, and still calls the page's own handler", (_, act) => {
    const handlers = { onMouseEnter: jest.fn(), onFocus: jest.fn(), onTouchStart: jest.fn() };
    render(
      <Link href="/browse" {...handlers}>
        Browse
      </Link>,
    );
    act(screen.getByRole("link", { name: "Browse" }));
    expect(lastPrefetch()).toBeUndefined();
    const called = Object.values(handlers).filter((handler) => handler.mock.calls.length > 0);
    expect(called).toHaveLength(1);
  });

  it("keeps an explicit prefetch setting once wanted, and never prefetches a prefetch={false} link", () => {
    render(
      <>
        <Link href="/blog" prefetch>
          Blog
        </Link>
        <Link href="/navigation-test" prefetch={false}>
          Test
        </Link>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Blog" }));
    expect(seen.filter((entry) => entry.prefetch === true)).toHaveLength(1);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Test" }));
    expect(lastPrefetch()).toBe(false);
  });
});
