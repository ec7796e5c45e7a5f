import {
  NAVIGATION_PENDING_MS,
  NAVIGATION_SETTLE_MS,
  createNavigationTracker,
  isInAppNavigation,
  type LinkClick,
} from "@/lib/layout/navigation-tracker";

describe("createNavigationTracker (what counts as a router error, docs/decisions.md 'Navigation Error')", () => {
  it("is not navigating before anything happened (the page the document loaded)", () => {
    expect(createNavigationTracker().isNavigating(1_000)).toBe(false);
  });

  it("is navigating from a started navigation until it is abandoned", () => {
    const tracker = createNavigationTracker();
    tracker.start(10_000);
    expect(tracker.isNavigating(10_000)).toBe(true);
    expect(tracker.isNavigating(10_000 + NAVIGATION_PENDING_MS)).toBe(true);
    expect(tracker.isNavigating(10_000 + NAVIGATION_PENDING_MS + 1)).toBe(false);
  });

  it("still counts errors just after the navigation committed, and not later ones", () => {
    const tracker = createNavigationTracker();
    tracker.start(10_000);
    tracker.commit(10_500);
    expect(tracker.isNavigating(10_500 + NAVIGATION_SETTLE_MS)).toBe(true);
    expect(tracker.isNavigating(10_500 + NAVIGATION_SETTLE_MS + 1)).toBe(false);
  });

  it("a new navigation starts the clock again", () => {
    const tracker = createNavigationTracker();
    tracker.start(0);
    tracker.commit(100);
    tracker.start(60_000);
    expect(tracker.isNavigating(61_000)).toBe(true);
  });
});

describe("isInAppNavigation", () => {
  const here = "https://stack.example.co.uk/browse?category=energy";
  const click = (overrides: Partial<LinkClick>): LinkClick => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    href: "https://stack.example.co.uk/stacks",
    target: "",
    download: false,
    ...overrides,
  });

  it("counts a plain click on a link to another page of the site", () => {
    expect(isInAppNavigation(click({}), here)).toBe(true);
    expect(isInAppNavigation(click({ href: "/browse?category=sleep" }), here)).toBe(true);
    expect(isInAppNavigation(click({ target: "_self" }), here)).toBe(true);
  });

  it("ignores new tabs, modified clicks, downloads, other sites and same-page anchors", () => {
    expect(isInAppNavigation(click({ target: "_blank" }), here)).toBe(false);
    expect(isInAppNavigation(click({ ctrlKey: true }), here)).toBe(false);
    expect(isInAppNavigation(click({ metaKey: true }), here)).toBe(false);
    expect(isInAppNavigation(click({ shiftKey: true }), here)).toBe(false);
    expect(isInAppNavigation(click({ altKey: true }), here)).toBe(false);
    expect(isInAppNavigation(click({ button: 1 }), here)).toBe(false);
    expect(isInAppNavigation(click({ download: true }), here)).toBe(false);
    expect(isInAppNavigation(click({ href: "https://www.nhs.uk/medicines/" }), here)).toBe(false);
    expect(isInAppNavigation(click({ href: "/browse?category=energy#results" }), here)).toBe(false);
  });
});
