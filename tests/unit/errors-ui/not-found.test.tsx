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

describe("app/not-found.tsx (docs/product-rules.md §2 'Not-found page')", () => {
  it("says Page Not Found in words for visitors, without the developer hint, and links Home and Browse", () => {
    window.history.pushState({}, "", "/no-such-page");
    render(<NotFound />);
    const main = screen.getByRole("main");
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(main).toHaveTextContent("We can't find that page.");
    expect(main).not.toHaveTextContent(/no route matches|route table/);
    expect(main).not.toHaveTextContent("/no-such-page");
    expect(main).toContainElement(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse supplements" })).toHaveAttribute("href", "/browse");
  });
});
