/** @jest-environment node */
// lib/framework/request-url.ts: a path Next cannot decode reaches the app's routes as written.
import { decodableRequestUrl } from "@/lib/framework/request-url";

test.each([
  ["/api/stacks/%ff", "/api/stacks/%25ff"],
  ["/api/stacks/%ff?x=%ff", "/api/stacks/%25ff?x=%ff"],
  ["/a/%e2%82/b%20c", "/a/%25e2%2582/b%2520c"],
  ["/stack/%", "/stack/%25"],
])("escapes the percent signs of the undecodable path %s", (url, expected) => {
  expect(decodableRequestUrl(url)).toBe(expected);
  expect(() => decodeURIComponent(expected.split("?")[0] ?? "")).not.toThrow();
});

test.each(["/", "/api/stacks/abc", "/blog/caf%C3%A9", "/browse?q=%ff", "/a%20b#c"])(
  "leaves %s unchanged",
  (url) => {
    expect(decodableRequestUrl(url)).toBe(url);
  },
);
