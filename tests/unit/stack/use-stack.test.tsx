import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { STACK_STORAGE_KEY, stackStore } from "@/components/stack/stack-store";
import { useStack, useStackCount } from "@/components/stack/use-stack";

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

function Count() {
  return <p>Packs: {useStackCount()}</p>;
}

beforeEach(() => {
  act(() => stackStore.getState().clearStack());
});

describe("useStack / useStackCount (docs/product-rules.md §4 'shared live across views')", () => {
  it("keeps separate components in step", async () => {
    const user = userEvent.setup();
    render(
      <>
        <AddButton />
        <Summary />
        <Count />
      </>,
    );
    expect(screen.getByText("Packs: 0")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add creatine" }));
    await user.click(screen.getByRole("button", { name: "Add creatine" }));
    expect(screen.getByText("1 line(s)")).toBeInTheDocument();
    expect(screen.getByText("Total £39.98")).toBeInTheDocument();
    expect(screen.getByText("Packs: 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByText("Packs: 0")).toBeInTheDocument();
  });

  it("follows a change made in another tab", () => {
    window.localStorage.clear();
    render(<Count />);
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
    expect(screen.getByText("Packs: 4")).toBeInTheDocument();
  });
});
