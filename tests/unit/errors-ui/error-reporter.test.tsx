import { waitFor } from "@testing-library/react";

import { installErrorReporter, reportCaughtError } from "@/components/errors/error-reporter";

type Sent = { code: string; message: string; path: string };

let sent: Sent[];
let uninstall: () => void;

beforeEach(() => {
  sent = [];
  window.history.pushState({}, "", "/stack/builder?email=alex@example.com#step-2");
  uninstall = installErrorReporter((body) => sent.push(JSON.parse(body) as Sent));
});

afterEach(() => {
  uninstall();
  window.history.pushState({}, "", "/");
});

function rejection(reason: unknown): Event {
  const event = new Event("unhandledrejection");
  Object.defineProperty(event, "reason", { value: reason });
  return event;
}

describe("installErrorReporter (GLOBAL_ERROR and UNHANDLED_PROMISE_REJECTION, docs/product-rules.md §8)", () => {
  it("reports an uncaught error with its code, a scrubbed message and the path without query", async () => {
    window.dispatchEvent(
      new ErrorEvent("error", {
        error: new TypeError("no stack for alex@example.com\n  at x (y.js:1:1)"),
        message: "ignored when there is an error object",
      }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { code: "GLOBAL_ERROR", message: "TypeError: no stack for [email]", path: "/stack/builder" },
      ]),
    );
  });

  it("reports an unhandled rejection, whatever was rejected", async () => {
    window.dispatchEvent(rejection(new Error("Request timeout")));
    window.dispatchEvent(rejection("plain string"));
    window.dispatchEvent(rejection(42));
    await waitFor(() =>
      expect(sent.map((report) => [report.code, report.message])).toEqual([
        ["UNHANDLED_PROMISE_REJECTION", "Error: Request timeout"],
        ["UNHANDLED_PROMISE_REJECTION", "plain string"],
        ["UNHANDLED_PROMISE_REJECTION", "[object Number]"],
      ]),
    );
  });

  it("sends each distinct report once and at most five a page, and ignores resource load failures", async () => {
    for (let i = 0; i < 3; i += 1) window.dispatchEvent(rejection(new Error("same")));
    window.dispatchEvent(new ErrorEvent("error", { message: "" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    for (let i = 0; i < 10; i += 1) window.dispatchEvent(rejection(new Error(`failure ${String(i)}`)));
    await waitFor(() => expect(sent).toHaveLength(5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(5);
  });

  it("stops reporting once removed", async () => {
    uninstall();
    window.dispatchEvent(rejection(new Error("after removal")));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });
});

describe("reportCaughtError", () => {
  it("sends the error a boundary caught, prefixed with the screen's name, every time", async () => {
    const caught: Sent[] = [];
    const send = (body: string) => caught.push(JSON.parse(body) as Sent);
    reportCaughtError("GLOBAL_ERROR", new Error("chunk 12 failed"), "Navigation Error: ", send);
    reportCaughtError("GLOBAL_ERROR", new Error("chunk 12 failed"), "Navigation Error: ", send);
    await waitFor(() => expect(caught).toHaveLength(2));
    expect(caught[0]).toEqual({
      code: "GLOBAL_ERROR",
      message: "Navigation Error: Error: chunk 12 failed",
      path: "/stack/builder",
    });
  });
});
