import { fireEvent, render, screen } from "@testing-library/react";

import { ApplyOnChange } from "@/components/catalogue/apply-on-change";

const mockRouter = { push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));

function renderForm() {
  render(
    <form method="get" action="/browse" aria-label="filters">
      <ApplyOnChange />
      <input type="search" name="q" aria-label="Search" defaultValue="" />
      <select name="form" aria-label="Form" defaultValue="">
        <option value="">Any</option>
        <option value="capsule">Capsule</option>
      </select>
      <input type="number" name="maxPrice" aria-label="Max price" defaultValue="" />
    </form>,
  );
}

describe("browse filters apply on change", () => {
  beforeEach(() => mockRouter.push.mockClear());

  it("opens the filtered address when a filter changes, leaving out empty fields", () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("Form"), { target: { value: "capsule" } });
    expect(mockRouter.push).toHaveBeenCalledWith("/browse?form=capsule", { scroll: false });
  });

  it("waits for Enter or Search before searching typed words", () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "magnes" } });
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it("shows no update notice while nothing is loading", () => {
    renderForm();
    expect(screen.getByText("Updating results…")).not.toBeVisible();
  });
});
