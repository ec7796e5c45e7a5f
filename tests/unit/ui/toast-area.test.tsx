import { act, fireEvent, render, screen } from "@testing-library/react";

import { TOAST_REGION_LABEL, ToastArea } from "@/components/ui/toast-area";
import { toast } from "@/components/ui/use-toast";

beforeAll(() => {
  // jsdom lacks pointer capture, which Radix's swipe handling calls on pointer events.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
});

function pressF8() {
  // Radix matches the hotkey on `event.code`.
  fireEvent.keyDown(document, { key: "F8", code: "F8" });
}

function focusIsIn(region: HTMLElement): boolean {
  return document.activeElement instanceof Node && region.contains(document.activeElement);
}

describe("ToastArea (docs/product-rules.md §2 'Toast area: hotkey F8'; Radix Toast loaded with the first toast)", () => {
  it("before any toast: a labelled region that F8 focuses", () => {
    render(<ToastArea />);
    const region = screen.getByRole("region", { name: TOAST_REGION_LABEL });
    expect(focusIsIn(region)).toBe(false);
    pressF8();
    expect(focusIsIn(region)).toBe(true);
  });

  it("the first toast loads the toaster and shows it; F8 still reaches the region", async () => {
    render(<ToastArea />);
    act(() => {
      toast({ title: "Added to your stack", description: "Magnesium glycinate" });
    });
    expect(await screen.findByText("Added to your stack")).toBeInTheDocument();
    expect(screen.getByText("Magnesium glycinate")).toBeInTheDocument();
    // getByRole: exactly one region, Radix's, now that the stand-in is gone.
    const region = screen.getByRole("region", { name: TOAST_REGION_LABEL });
    pressF8();
    expect(focusIsIn(region)).toBe(true);
  });
});
