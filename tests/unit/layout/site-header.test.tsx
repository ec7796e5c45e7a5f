import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { usePathname } from "next/navigation";

import { SiteHeader } from "@/components/layout/site-header";
import { stackStore } from "@/components/stacks/stack-store";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

const alex = { firstName: "Alex", lastName: "Morgan", email: "alex@example.co.uk" };

beforeEach(() => {
  mockedPathname.mockReturnValue("/");
  act(() => stackStore.getState().clearStack());
});

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("SiteHeader (docs/product-rules.md §2 Layout rules)", () => {
  it("has a logo linking home", () => {
    render(<SiteHeader user={null} />);
    expect(screen.getByRole("link", { name: "Smart Supplement Stack Builder UK" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("signed out: desktop nav without Profile, and a Login button to /login", () => {
    render(<SiteHeader user={null} />);
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Browse", "/browse"],
      ["Build a Stack", "/stacks"],
      ["Interactions", "/interactions"],
      ["Stack Analytics", "/analytics"],
      ["Recommendations", "/recommendations"],
      ["Blog", "/blog"],
      ["Community", "/community-stacks"],
    ]);
    // The header has room for it from 1280 px only; the drawer and footer carry it below that.
    expect(within(mainNav()).getByRole("link", { name: "Recommendations" }).closest("li")).toHaveClass(
      "hidden",
      "xl:list-item",
    );
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
  });

  it("marks the current page with aria-current", () => {
    mockedPathname.mockReturnValue("/blog/creatine-complete-guide");
    render(<SiteHeader user={null} />);
    expect(within(mainNav()).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Browse" })).not.toHaveAttribute("aria-current");
  });

  it("signed in: adds Profile to the nav, shows the first name (the menu's lazy chunk) and no Login", async () => {
    render(<SiteHeader user={alex} />);
    expect(within(mainNav()).getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(await screen.findByRole("button", { name: /^Alex/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("falls back to 'Profile' on the menu button when the first name is empty", async () => {
    render(<SiteHeader user={{ ...alex, firstName: " " }} />);
    expect(await screen.findByRole("button", { name: /^Profile/ })).toHaveTextContent("Profile");
  });

  it("user menu shows the full name, the email and Profile, My Stacks, Stack Analytics, Logout", async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    render(<SiteHeader user={alex} onSignOut={onSignOut} />);
    const button = await screen.findByRole("button", { name: /^Alex/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("alex@example.co.uk")).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("the menu button controls no panel");
    const menu = within(panel);
    expect(menu.getByText("Alex Morgan")).toBeVisible();
    expect(menu.getByText("alex@example.co.uk")).toBeVisible();
    expect(menu.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Profile", "/profile"],
      ["My Stacks", "/my-stacks"],
      ["Stack Analytics", "/analytics"],
    ]);
    await user.click(menu.getByRole("button", { name: "Logout" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the user menu on Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    render(<SiteHeader user={alex} onSignOut={jest.fn()} />);
    const button = await screen.findByRole("button", { name: /^Alex/ });
    await user.click(button);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("leaves Logout out when no sign-out handler is given", async () => {
    const user = userEvent.setup();
    render(<SiteHeader user={alex} />);
    await user.click(await screen.findByRole("button", { name: /^Alex/ }));
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("shows a spinner instead of Login or the user menu while auth loads", () => {
    render(<SiteHeader user={null} authLoading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading account");
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("hides the stack badge at 0 and shows the total item count once items are added, naming products and servings", async () => {
    render(<SiteHeader user={null} />);
    const stackLink = screen.getByRole("link", { name: /^Current stack/ });
    expect(stackLink).toHaveAttribute("href", "/stacks");
    expect(stackLink).toHaveAccessibleName("Current stack, no items");
    expect(within(stackLink).queryByText(/\d/)).not.toBeInTheDocument();

    act(() => {
      stackStore.getState().addSupplement({ id: "a", name: "Creatine", price: 1999 });
      stackStore.getState().addSupplement({ id: "a", name: "Creatine", price: 1999 });
      stackStore.getState().addSupplement({ id: "b", name: "Omega-3", price: 899 });
    });
    // The badge loads the stack store after hydration (components/stacks/stack-badge.tsx).
    await waitFor(() =>
      expect(stackLink).toHaveAccessibleName("Current stack, 2 products, 3 servings in all"),
    );
    expect(within(stackLink).getByText("3")).toBeInTheDocument();
  });
});
