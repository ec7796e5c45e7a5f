import {
  FOOTER_HIDDEN_PREFIXES,
  HEADER_HIDDEN_PATHS,
  isFooterVisible,
  isHeaderVisible,
  normalisePathname,
} from "@/lib/layout/visibility";

describe("header visibility (SPEC §2 Layout rules)", () => {
  it.each(["/login", "/reset-password", "/verify-2fa", "/backend-debug", "/test-login-debug", "/offline"])(
    "hides the header on %s",
    (path) => {
      expect(isHeaderVisible(path)).toBe(false);
    },
  );

  it("lists exactly the spec's six screens", () => {
    expect([...HEADER_HIDDEN_PATHS].sort()).toEqual(
      ["/backend-debug", "/login", "/offline", "/reset-password", "/test-login-debug", "/verify-2fa"].sort(),
    );
  });

  it("hides it on /reset-password/{token}, the same screen as /reset-password", () => {
    expect(isHeaderVisible("/reset-password/abc123")).toBe(false);
  });

  it.each(["/login-help", "/login/extra", "/offline-mode", "/verify-2fa/x", "/reset-passwords"])(
    "matches other screens exactly, so %s shows the header",
    (path) => {
      expect(isHeaderVisible(path)).toBe(true);
    },
  );

  it("ignores trailing slashes, query strings and fragments", () => {
    expect(isHeaderVisible("/login/")).toBe(false);
    expect(isHeaderVisible("/login?confirmed=true")).toBe(false);
    expect(isHeaderVisible("/login/?registered=true&needsConfirmation=true")).toBe(false);
    expect(isHeaderVisible("/offline#top")).toBe(false);
  });

  it.each(["/", "/browse", "/stacks", "/profile", "/terms-of-service", "/blog/creatine-complete-guide"])(
    "shows the header on %s",
    (path) => {
      expect(isHeaderVisible(path)).toBe(true);
    },
  );
});

describe("footer visibility (SPEC §2 Layout rules)", () => {
  it.each([...FOOTER_HIDDEN_PREFIXES])("hides the footer on %s", (path) => {
    expect(isFooterVisible(path)).toBe(false);
  });

  it("lists exactly the spec's seven prefixes", () => {
    expect([...FOOTER_HIDDEN_PREFIXES].sort()).toEqual(
      [
        "/backend-debug",
        "/login",
        "/offline",
        "/profile",
        "/reset-password",
        "/terms-of-service",
        "/test-login-debug",
      ].sort(),
    );
  });

  it.each([
    "/profile/edit",
    "/profile-image-test",
    "/login-help",
    "/reset-password/token-123",
    "/terms-of-service/section-2",
    "/offline/",
    "/profile?tab=security",
  ])("hides it on %s, which starts with a hidden prefix", (path) => {
    expect(isFooterVisible(path)).toBe(false);
  });

  it.each(["/", "/browse", "/verify-2fa", "/privacy-policy", "/my-stacks", "/blog", "/stack/42"])(
    "shows the footer on %s",
    (path) => {
      expect(isFooterVisible(path)).toBe(true);
    },
  );
});

describe("normalisePathname", () => {
  it.each([
    ["", "/"],
    ["/", "/"],
    ["//", "/"],
    ["/browse/", "/browse"],
    ["/browse?category=energy", "/browse"],
    ["browse", "/browse"],
    [null, "/"],
  ])("turns %p into %p", (input, expected) => {
    expect(normalisePathname(input)).toBe(expected);
  });
});
