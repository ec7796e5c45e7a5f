import { installErrorReporter } from "@/components/errors/error-reporter";

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
  it("reports an uncaught error with its code, a scrubbed message and the path without query", () => {
    window.dispatchEvent(
      new ErrorEvent("error", {
        error: new TypeError("no stack for alex@example.com\n  at x (y.js:1:1)"),
        message: "ignored when there is an error object",
      }),
    );
    expect(sent).toEqual([
      { code: "GLOBAL_ERROR", message: "TypeError: no stack for [email]", path: "/stack/builder" },
    ]);
  });

  it("reports an unhandled rejection, whatever was rejected", () => {
    window.dispatchEvent(rejection(new Error("Request timeout")));
    window.dispatchEvent(rejection("plain string"));
    window.dispatchEvent(rejection(42));
    expect(sent.map((report) => [report.code, report.message])).toEqual([
      ["UNHANDLED_PROMISE_REJECTION", "Error: Request timeout"],
      ["UNHANDLED_PROMISE_REJECTION", "plain string"],
      ["UNHANDLED_PROMISE_REJECTION", "[object Number]"],
    ]);
  });

  it("sends each distinct report once and at most five a page, and ignores resource load failures", () => {
    for (let i = 0; i < 3; i += 1) window.dispatchEvent(rejection(new Error("same")));
    window.dispatchEvent(new ErrorEvent("error", { message: "" }));
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 10; i += 1) window.dispatchEvent(rejection(new Error(`failure ${String(i)}`)));
    expect(sent).toHaveLength(5);
  });

  it("stops reporting once removed", () => {
    uninstall();
    window.dispatchEvent(rejection(new Error("after removal")));
    expect(sent).toHaveLength(0);
  });
});
