import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ERROR_RETRY_DELAY_MS, ErrorFallback } from "@/components/errors/error-fallback";

function field(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

function apiError() {
  return Object.assign(new Error("The requested resource could not be found"), {
    code: "NOT_FOUND",
    status: 404,
    digest: "2837465019",
  });
}

describe("ErrorFallback (docs/product-rules.md §2 Error and loading screens, §4 Error fallback)", () => {
  it("shows the title, message, code, status and error id", () => {
    render(<ErrorFallback error={apiError()} onRetry={jest.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(field("Message")).toBe("The requested resource could not be found");
    expect(field("Code")).toBe("NOT_FOUND");
    expect(field("Status")).toBe("404");
    expect(field("Error ID")).toBe("2837465019");
  });

  it("shows '—' for a missing code and status and generates an error id", () => {
    render(<ErrorFallback error={new Error("Boom")} onRetry={jest.fn()} />);
    expect(field("Code")).toBe("—");
    expect(field("Status")).toBe("—");
    expect(field("Error ID")).toMatch(/^ERR-[0-9A-F]{8}$/);
  });

  it("never shows a stack trace, only the first line of the message", () => {
    const error = new Error("Cannot read properties of undefined\n    at render (webpack:///page.js:3:9)");
    render(<ErrorFallback error={error} onRetry={jest.fn()} />);
    expect(field("Message")).toBe("Cannot read properties of undefined");
    expect(screen.queryByText(/app\/page\.tsx/)).not.toBeInTheDocument();
  });

  it("handles a thrown value that is not an Error", () => {
    render(<ErrorFallback error={42} onRetry={jest.fn()} />);
    expect(field("Message")).toBe("An unexpected error occurred. Please try again");
  });

  it("has a Home button to /", () => {
    render(<ErrorFallback error={apiError()} onRetry={jest.fn()} />);
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("Try Again shows 'Retrying...' for 500 ms, then calls retry and offers Try Again again", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onRetry = jest.fn();
      render(<ErrorFallback error={apiError()} onRetry={onRetry} />);

      await user.click(screen.getByRole("button", { name: "Try Again" }));
      const button = screen.getByRole("button", { name: "Retrying..." });
      expect(button).toHaveAttribute("aria-disabled", "true");

      await user.click(button);
      act(() => {
        jest.advanceTimersByTime(ERROR_RETRY_DELAY_MS - 1);
      });
      expect(onRetry).not.toHaveBeenCalled();
      expect(within(button).queryByText("Try Again")).not.toBeInTheDocument();

      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not call retry after it has unmounted", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onRetry = jest.fn();
      const { unmount } = render(<ErrorFallback error={apiError()} onRetry={onRetry} />);
      await user.click(screen.getByRole("button", { name: "Try Again" }));
      unmount();
      jest.advanceTimersByTime(ERROR_RETRY_DELAY_MS);
      expect(onRetry).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("uses the retry delay of the spec", () => {
    expect(ERROR_RETRY_DELAY_MS).toBe(500);
  });
});
