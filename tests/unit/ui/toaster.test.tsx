import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ToastAction } from "@/components/ui/toast";
import { Toaster } from "@/components/ui/toaster";
import { TOAST_DURATION_MS, createToastStore } from "@/components/ui/use-toast";

beforeAll(() => {
  // jsdom lacks pointer capture, which Radix's swipe handling calls on pointer events.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
});

describe("Toaster (docs/product-rules.md §2 'Toast area: hotkey F8; one toast at a time')", () => {
  it("renders a labelled notifications region for the F8 hotkey", () => {
    render(<Toaster store={createToastStore()} />);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });

  it("shows a toast's title and description, one at a time", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.getState().toast({ title: "Login Failed", variant: "destructive" });
      store.getState().toast({ title: "Logged Out", description: "You have been successfully logged out." });
    });
    expect(screen.getByText("Logged Out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(screen.queryByText("Login Failed")).not.toBeInTheDocument();
  });

  it("F8 moves focus to the notifications region", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.getState().toast({ title: "Logged Out" });
    });
    // user-event has no code for F8 in its key map; Radix matches on `event.code`.
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toContainElement(
      document.activeElement instanceof HTMLElement ? document.activeElement : null,
    );
  });

  it("closes with the dismiss button (open false)", async () => {
    const user = userEvent.setup();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.getState().toast({ title: "Logged Out" });
    });
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Logged Out")).not.toBeInTheDocument();
    expect(store.getState().toasts[0]?.open).toBe(false);
  });

  it("auto-closes after 5000 ms", () => {
    jest.useFakeTimers();
    try {
      const store = createToastStore();
      render(<Toaster store={store} />);
      act(() => {
        store.getState().toast({ title: "Logged Out" });
      });
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
      });
      expect(screen.getByText("Logged Out")).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.queryByText("Logged Out")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("renders an action with its alt text", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.getState().toast({
        title: "Stack saved",
        action: <ToastAction altText="Undo saving the stack">Undo</ToastAction>,
      });
    });
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });
});
