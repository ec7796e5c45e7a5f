import { act, render, screen } from "@testing-library/react";

import { LoadingIndicator } from "@/components/layout/loading-indicator";
import { beginRequest } from "@/lib/api/activity";

describe("LoadingIndicator (docs/product-rules.md §2 'a global Loading... indicator while any API request is active')", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is an empty polite live region, top right, while nothing is loading", () => {
    const { container } = render(<LoadingIndicator />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    expect(container.firstChild).toHaveClass("fixed", "top-4", "right-4");
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while any request is active and hides it when the last one ends", () => {
    render(<LoadingIndicator />);
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = beginRequest();
      endSecond = beginRequest();
    });
    expect(screen.getByText("Loading...")).toBeVisible();

    act(() => endFirst());
    expect(screen.getByText("Loading...")).toBeInTheDocument();

    act(() => endSecond());
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("announces only a request still running after a second, not every quick one", () => {
    render(<LoadingIndicator />);
    let end = () => {};
    act(() => {
      end = beginRequest();
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    act(() => end());
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
