// The medicine and condition autocomplete (WAI-ARIA combobox with a listbox): keyboard, pointer and
// free text.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { TermInput } from "@/components/interactions/term-input";

import { PICKER_OPTIONS } from "./picker-fixture";

// jsdom does not lay out, so it has no scrollIntoView; the highlighted option is scrolled into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function Harness({ initial = [] as string[] }) {
  const [terms, setTerms] = useState<string[]>(initial);
  return (
    <TermInput
      label="Medicine name"
      noun="medicine"
      listLabel="Your medicines"
      terms={terms}
      onChange={setTerms}
      options={PICKER_OPTIONS.medicines}
    />
  );
}

function setup(initial: string[] = []) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const input = screen.getByRole("combobox", { name: "Medicine name" });
  const listbox = () => {
    const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!list) throw new Error("the combobox controls no element");
    expect(list).toHaveAttribute("role", "listbox");
    return list;
  };
  const options = () => within(listbox()).queryAllByRole("option", { hidden: true });
  const chips = () =>
    screen.queryByRole("list", { name: "Your medicines" })
      ? within(screen.getByRole("list", { name: "Your medicines" }))
          .getAllByRole("listitem")
          .map((item) => item.textContent)
      : [];
  return { user, input, listbox, options, chips };
}

describe("TermInput combobox", () => {
  it("is a combobox that opens a listbox of matching options as the user types", async () => {
    const { user, input, listbox, options } = setup();
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("aria-controls", listbox().id);
    await user.type(input, "warf");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Medicine name suggestions" })).toBe(listbox());
    expect(options().map((option) => option.firstChild?.textContent)).toEqual([
      "Warfarin",
      "Warfarin sodium",
    ]);
    expect(options()[0]).toHaveTextContent("also: Marevan, Coumadin");
    expect(screen.getByText("2 suggestions: use the up and down arrows to choose.")).toBeInTheDocument();
  });

  it("finds an option by its other names and marks groups", async () => {
    const { user, input, options } = setup();
    await user.type(input, "coumadin");
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent(/^Warfarin/);
    expect(options()[0]).toHaveTextContent("also: Coumadin, Marevan");
    await user.clear(input);
    await user.type(input, "blood thin");
    expect(options()[0]).toHaveTextContent("Anticoagulants");
    expect(options()[0]).toHaveTextContent("Group of medicines");
  });

  it("moves through the options with the arrow keys (wrapping) and names the active one", async () => {
    const { user, input, options } = setup();
    await user.type(input, "warf");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[0]!.id);
    expect(options()[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    expect(options()[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    // Focus never leaves the input.
    expect(input).toHaveFocus();
  });

  it("adds the highlighted option with Enter and clears the input", async () => {
    const { user, input, chips } = setup();
    await user.type(input, "warf");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(chips()).toEqual(["Warfarin sodium"]);
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("still takes free text: Enter with nothing highlighted adds what was typed", async () => {
    const { user, input, chips } = setup();
    await user.type(input, "Notarealmedicine{Enter}");
    await user.type(input, "warf{Enter}");
    expect(chips()).toEqual(["Notarealmedicine", "warf"]);
  });

  it("closes the list with Escape, then clears the input with a second Escape", async () => {
    const { user, input } = setup();
    await user.type(input, "warf");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(input).toHaveValue("warf");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
    // Typing again opens it again.
    await user.type(input, "om");
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("adds an option picked with the pointer and keeps the focus in the input", async () => {
    const { user, input, options, chips } = setup();
    await user.type(input, "levo");
    await user.click(options()[0]!);
    expect(chips()).toEqual(["Levothyroxine"]);
    expect(input).toHaveFocus();
  });

  it("does not suggest what is already chosen", async () => {
    const { user, input, options } = setup(["Warfarin"]);
    await user.type(input, "warf");
    expect(options().map((option) => option.firstChild?.textContent)).toEqual(["Warfarin sodium"]);
  });

  it("works as a plain text input without a pick list", async () => {
    const user = userEvent.setup();
    function Plain() {
      const [terms, setTerms] = useState<string[]>([]);
      return (
        <TermInput label="Condition" noun="condition" listLabel="Yours" terms={terms} onChange={setTerms} />
      );
    }
    render(<Plain />);
    const input = screen.getByRole("combobox", { name: "Condition" });
    await user.type(input, "Pregnancy{ArrowDown}{Enter}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(within(screen.getByRole("list", { name: "Yours" })).getByText("Pregnancy")).toBeInTheDocument();
  });
});
