import { render, screen } from "@testing-library/react";

import Loading from "@/app/(account)/loading";
import { Skeleton } from "@/components/ui/skeleton";

describe("loading skeleton (docs/product-rules.md §2 'a skeleton placeholder while loading')", () => {
  it("announces 'Loading...' in a busy status region", () => {
    render(<Loading />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(region).toHaveTextContent("Loading...");
    expect(screen.getByText("Loading...")).toHaveClass("sr-only");
  });

  it("renders skeleton blocks hidden from assistive technology", () => {
    const { container } = render(<Skeleton className="h-4 w-10" data-testid="block" />);
    const block = screen.getByTestId("block");
    expect(block).toHaveAttribute("aria-hidden", "true");
    expect(block).toHaveClass("animate-pulse", "h-4", "w-10");
    expect(container).toHaveTextContent("");
  });
});
