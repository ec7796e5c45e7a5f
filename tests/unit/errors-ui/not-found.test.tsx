import { render, screen } from "@testing-library/react";

import NotFound from "@/app/not-found";

// The page brings the site chrome (app/not-found.tsx); its header reads the session and router.
jest.mock("@/components/auth/session", () => ({
  useSession: () => ({ data: null, status: "unauthenticated" }),
}));
jest.mock("next-auth/react", () => ({ signOut: jest.fn() }));
jest.mock("next/navigation", () => ({
  usePathname: () => "/no-such-page",
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

describe("app/not-found.tsx (docs/product-rules.md §2 'Page Not Found' with a developer-style hint)", () => {
  it("says Page Not Found, hints at the unmatched path and links Home and Browse", () => {
    // Prerendered once, the page reads the visitor's path in the browser.
    window.history.pushState({}, "", "/no-such-page");
    render(<NotFound />);
    const main = screen.getByRole("main");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent === "Hint: no route matches /no-such-page. Check the URL or the route table.",
      ),
    ).toBeInTheDocument();
    expect(main).toContainElement(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse supplements" })).toHaveAttribute("href", "/browse");
  });
});
