import { act, render, screen } from "@testing-library/react";

import { LoadingIndicator } from "@/components/layout/loading-indicator";
import { beginRequest } from "@/lib/api/activity";

describe("LoadingIndicator (docs/product-rules.md §2 'a global Loading... indicator while any API request is active')", () => {
  it("is an empty polite live region while nothing is loading", () => {
    render(<LoadingIndicator />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveClass("fixed", "top-4", "right-4");
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
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    act(() => endFirst());
    expect(screen.getByText("Loading...")).toBeInTheDocument();

    act(() => endSecond());
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });
});
