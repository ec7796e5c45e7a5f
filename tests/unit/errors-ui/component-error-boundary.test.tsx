import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ErrorInfo } from "react";

import { ComponentErrorBoundary } from "@/components/errors/component-error-boundary";

let shouldThrow = true;

function FlakyWidget() {
  if (shouldThrow) throw new Error("Chart failed to render");
  return <p>Chart ready</p>;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  shouldThrow = true;
  // React reports caught render errors on the console; the boundary is what is under test.
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe("ComponentErrorBoundary (docs/product-rules.md §2 'Component Error' with Try Again)", () => {
  it("renders children when nothing fails", () => {
    shouldThrow = false;
    render(
      <ComponentErrorBoundary>
        <FlakyWidget />
      </ComponentErrorBoundary>,
    );
    expect(screen.getByText("Chart ready")).toBeInTheDocument();
  });

  it("shows 'Component Error' and recovers with Try Again", async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>Rest of the page</p>
        <ComponentErrorBoundary>
          <FlakyWidget />
        </ComponentErrorBoundary>
      </div>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Component Error");
    expect(screen.getByText("Chart failed to render")).toBeInTheDocument();
    expect(screen.getByText("Rest of the page")).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Chart ready")).toBeInTheDocument();
    expect(screen.queryByText("Component Error")).not.toBeInTheDocument();
  });

  it("shows the fallback again if Try Again fails too", async () => {
    const user = userEvent.setup();
    render(
      <ComponentErrorBoundary>
        <FlakyWidget />
      </ComponentErrorBoundary>,
    );
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Component Error")).toBeInTheDocument();
  });

  it("accepts a custom fallback element or render function, and reports errors", async () => {
    const user = userEvent.setup();
    const onError = jest.fn<undefined, [unknown, ErrorInfo]>();
    const { unmount } = render(
      <ComponentErrorBoundary fallback={<p>Visualization unavailable</p>}>
        <FlakyWidget />
      </ComponentErrorBoundary>,
    );
    expect(screen.getByText("Visualization unavailable")).toBeInTheDocument();
    unmount();

    render(
      <ComponentErrorBoundary
        onError={onError}
        fallback={({ error, reset }) => (
          <button type="button" onClick={reset}>
            {error instanceof Error ? error.message : "failed"}: retry
          </button>
        )}
      >
        <FlakyWidget />
      </ComponentErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, info] = onError.mock.calls[0]!;
    expect(error).toBeInstanceOf(Error);
    expect(typeof info.componentStack).toBe("string");
    shouldThrow = false;
    await user.click(screen.getByRole("button", { name: "Chart failed to render: retry" }));
    expect(screen.getByText("Chart ready")).toBeInTheDocument();
  });
});
