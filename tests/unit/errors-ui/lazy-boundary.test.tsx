import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, lazy, type ComponentType } from "react";

import { LazyBoundary } from "@/components/errors/lazy-boundary";
import { withRetry } from "@/lib/api/with-retry";

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React reports caught errors on the console; the boundary is what is under test.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

function chunkLoadError(): Error {
  const error = new Error("Loading chunk 512 failed.\n(error: http://localhost/_next/static/chunks/512.js)");
  error.name = "ChunkLoadError";
  return error;
}

function Chart() {
  return <p>Chart drawn</p>;
}

/** A lazy widget whose chunk fails `failures` times before it downloads, retried as the app does. */
function flakyLazyWidget(failures: number) {
  const sleeps: number[] = [];
  let calls = 0;
  const load = jest.fn((): Promise<{ default: ComponentType }> => {
    calls += 1;
    return calls <= failures ? Promise.reject(chunkLoadError()) : Promise.resolve({ default: Chart });
  });
  const sleep = (ms: number) => {
    sleeps.push(ms);
    return Promise.resolve();
  };
  const Widget = lazy(() => withRetry(load, { sleep }));
  return { Widget, load, sleeps };
}

function Page({ widget }: { widget: ComponentType }) {
  const Widget = widget;
  return (
    <main>
      <h1>Stack analytics</h1>
      <LazyBoundary onReload={reload}>
        <Suspense fallback={<p>Loading chart…</p>}>
          <Widget />
        </Suspense>
      </LazyBoundary>
      <button type="button">Add supplement</button>
    </main>
  );
}

const reload = jest.fn();

beforeEach(() => reload.mockClear());

describe("LazyBoundary (docs/product-rules.md §2 'Page Loading Error' / 'Component Error', §9 lazy retries)", () => {
  it("recovers from a failed chunk download by retrying 1 s then 2 s", async () => {
    const { Widget, load, sleeps } = flakyLazyWidget(2);
    render(<Page widget={Widget} />);
    expect(await screen.findByText("Chart drawn")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(screen.queryByText("Page Loading Error")).not.toBeInTheDocument();
  });

  it("shows 'Page Loading Error' with Reload Page after three failures; the page still works", async () => {
    const user = userEvent.setup();
    const { Widget, load } = flakyLazyWidget(3);
    render(<Page widget={Widget} />);
    expect(await screen.findByRole("heading", { name: "Page Loading Error", level: 2 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("heading", { name: "Stack analytics", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add supplement" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Component Error' for a widget that throws while the rest of the page works", async () => {
    const user = userEvent.setup();
    let broken = true;
    function Reviews() {
      if (broken) throw new Error("Reviews could not be drawn");
      return <p>Reviews drawn</p>;
    }
    render(<Page widget={Reviews} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Component Error");
    expect(screen.getByText("Reviews could not be drawn")).toBeInTheDocument();
    expect(screen.queryByText("Page Loading Error")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add supplement" })).toBeEnabled();
    broken = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Reviews drawn")).toBeInTheDocument();
  });

  it("uses the widget's own fallback for a drawing failure, but 'Page Loading Error' for a chunk", async () => {
    function Broken(): never {
      throw new Error("canvas unavailable");
    }
    const { unmount } = render(
      <LazyBoundary fallback={<p>Visualization unavailable</p>}>
        <Broken />
      </LazyBoundary>,
    );
    expect(screen.getByText("Visualization unavailable")).toBeInTheDocument();
    unmount();
    const { Widget } = flakyLazyWidget(3);
    render(
      <LazyBoundary fallback={<p>Visualization unavailable</p>}>
        <Suspense fallback={null}>
          <Widget />
        </Suspense>
      </LazyBoundary>,
    );
    expect(await screen.findByText("Page Loading Error")).toBeInTheDocument();
    expect(screen.queryByText("Visualization unavailable")).not.toBeInTheDocument();
  });
});
