import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { usePathname } from "next/navigation";

import { MobileDrawer } from "@/components/layout/mobile-drawer";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

const alex = { firstName: "Alex", lastName: "Morgan", email: "alex@example.co.uk" };

beforeEach(() => {
  mockedPathname.mockReturnValue("/");
});

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  // The drawer's panel is loaded on first opening (components/layout/mobile-drawer.tsx).
  const dialog = await screen.findByRole("dialog", { name: "Menu" });
  return { user, dialog };
}

function linkEntries(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

const BASE_ENTRIES = [
  ["Home", "/"],
  ["Browse", "/browse"],
  ["Build a Stack", "/stacks"],
  ["Scan a product", "/scan"],
  ["Interactions", "/interactions"],
  ["Analytics", "/analytics"],
  ["Recommendations", "/recommendations"],
  ["Blog", "/blog"],
  ["Community", "/community-stacks"],
];

describe("MobileDrawer (docs/product-rules.md §2 Layout rules)", () => {
  it("is closed until 'Open menu' is pressed", () => {
    render(<MobileDrawer user={null} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("signed out: lists the nine entries plus Login and Create account", async () => {
    render(<MobileDrawer user={null} />);
    const { dialog } = await openDrawer();
    expect(linkEntries(dialog)).toEqual([
      ...BASE_ENTRIES,
      ["Login", "/login"],
      ["Create account", "/signup"],
    ]);
    expect(within(dialog).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("signed in: adds Profile, My Stacks and Logout, not Login", async () => {
    const onSignOut = jest.fn();
    render(<MobileDrawer user={alex} onSignOut={onSignOut} />);
    const { user, dialog } = await openDrawer();
    expect(linkEntries(dialog)).toEqual([
      ...BASE_ENTRIES,
      ["Profile", "/profile"],
      ["My Stacks", "/my-stacks"],
    ]);
    expect(within(dialog).getByText("alex@example.co.uk")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Logout" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("while auth loads: neither Login nor account entries", async () => {
    render(<MobileDrawer user={null} authLoading />);
    const { dialog } = await openDrawer();
    expect(linkEntries(dialog)).toEqual(BASE_ENTRIES);
  });

  it("marks the current page", async () => {
    mockedPathname.mockReturnValue("/browse");
    render(<MobileDrawer user={null} />);
    const { dialog } = await openDrawer();
    expect(within(dialog).getByRole("link", { name: "Browse" })).toHaveAttribute("aria-current", "page");
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    render(<MobileDrawer user={null} />);
    const { user } = await openDrawer();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes with the 'Close menu' button", async () => {
    render(<MobileDrawer user={null} />);
    const { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when a link is followed", async () => {
    render(<MobileDrawer user={null} />);
    const { user, dialog } = await openDrawer();
    // jsdom cannot navigate; stop the browser default after React has handled the click.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener("click", stopNavigation);
    await user.click(within(dialog).getByRole("link", { name: "Blog" }));
    document.removeEventListener("click", stopNavigation);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes when the route changes (e.g. back button)", async () => {
    const { rerender } = render(<MobileDrawer user={null} />);
    await openDrawer();
    mockedPathname.mockReturnValue("/blog");
    rerender(<MobileDrawer user={null} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("traps focus inside the open drawer", async () => {
    render(<MobileDrawer user={null} />);
    const { user, dialog } = await openDrawer();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
