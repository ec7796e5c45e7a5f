/** @jest-environment node */
// lib/framework/refused-requests.ts: what the app's HTTP server answers itself rather than pass to
// Next, which answers these with a 500.
import { ALLOW_HEADER, refusedAnswer } from "@/lib/framework/refused-requests";

test.each(["TRACE", "TRACK", "PROPFIND", "MKCOL", "LOCK", "PURGE", "CONNECT", "SEARCH", undefined])(
  "answers 405 with Allow for the method %s",
  (method) => {
    expect(refusedAnswer(method, "/browse")).toMatchObject({
      status: 405,
      headers: { Allow: ALLOW_HEADER, "Content-Length": "0", "X-Content-Type-Options": "nosniff" },
      body: "",
    });
  },
);

test.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("passes %s on", (method) => {
  expect(ALLOW_HEADER.split(", ")).toContain(method);
  expect(refusedAnswer(method, "/browse?q=magnesium")).toBeUndefined();
});

test.each([
  "/browse?q=%00",
  "/browse?q=a%00b&page=2",
  "/browse?%00=x",
  "/supplement/%00",
  "/supplement/a%00b",
  "/stack/%00",
  "/stack/%00/opengraph-image-19sof6",
  "/%00",
])("answers 400 for the page address %s", (url) => {
  const answer = refusedAnswer("GET", url);
  expect(answer?.status).toBe(400);
  expect(answer?.headers["Content-Type"]).toBe("text/html; charset=utf-8");
  expect(answer?.headers).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" });
  expect(answer?.body).toContain("This address is not valid");
  expect(answer?.body).not.toMatch(/<script/i);
});

test.each([
  // Route handlers answer these in the catalogue's envelope.
  "/api/supplements/%00",
  "/api/supplements?q=%00",
  // Text as sent, not NUL: "%2500" is "%00", escaped.
  "/supplement/%2500",
  "/browse?q=%2500",
  // Odd, but no NUL: the page or ./request-url.ts answers for it.
  "/browse?q=%ff",
  "/browse?q=%",
  "/browse?q=%ED%A0%80",
  "/supplement/%25ff",
  "/supplement/caf%C3%A9",
])("passes %s on", (url) => {
  expect(refusedAnswer("GET", url)).toBeUndefined();
});
