import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { STACK_STORAGE_KEY, stackStore } from "@/components/stacks/stack-store";
import { StackBadge } from "@/components/stacks/stack-badge";
import { useStack } from "@/components/stacks/use-stack";

const creatine = { id: "creatine", name: "Creatine Monohydrate", price: 1999 };

function AddButton() {
  const { addSupplement } = useStack();
  return (
    <button type="button" onClick={() => addSupplement(creatine)}>
      Add creatine
    </button>
  );
}

function Summary() {
  const { items, totalCost, clearStack } = useStack();
  return (
    <div>
      <p>{items.length} line(s)</p>
      <p>Total £{(totalCost / 100).toFixed(2)}</p>
      <button type="button" onClick={clearStack}>
        Clear
      </button>
    </div>
  );
}

/** The header's badge, which loads the store after hydration and then follows it. */
async function expectBadge(name: string) {
  await waitFor(() =>
    expect(screen.getByRole("link", { name: /^Current stack/ })).toHaveAccessibleName(name),
  );
}

beforeEach(() => {
  act(() => stackStore.getState().clearStack());
});

describe("useStack and the stack badge (docs/product-rules.md §4 'shared live across views')", () => {
  it("keeps separate components in step", async () => {
    const user = userEvent.setup();
    render(
      <>
        <AddButton />
        <Summary />
        <StackBadge />
      </>,
    );
    await expectBadge("Current stack, no items");

    await user.click(screen.getByRole("button", { name: "Add creatine" }));
    await user.click(screen.getByRole("button", { name: "Add creatine" }));
    expect(screen.getByText("1 line(s)")).toBeInTheDocument();
    expect(screen.getByText("Total £39.98")).toBeInTheDocument();
    await expectBadge("Current stack, 1 product, 2 servings in all");

    await user.click(screen.getByRole("button", { name: "Clear" }));
    await expectBadge("Current stack, no items");
  });

  it("follows a change made in another tab", async () => {
    window.localStorage.clear();
    render(<StackBadge />);
    await expectBadge("Current stack, no items");
    const otherTabStack = JSON.stringify([{ supplement: creatine, quantity: 4 }]);
    act(() => {
      // The other tab has written storage by the time this tab hears of it.
      window.localStorage.setItem(STACK_STORAGE_KEY, otherTabStack);
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: STACK_STORAGE_KEY,
          newValue: otherTabStack,
        }),
      );
    });
    await expectBadge("Current stack, 1 product, 4 servings in all");
  });
});
