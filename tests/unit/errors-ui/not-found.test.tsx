import { render, screen } from "@testing-library/react";

import NotFound from "@/app/not-found";

jest.mock("next/navigation", () => ({ usePathname: () => "/no-such-page" }));
// The page renders per request (connection()); outside a request there is nothing to wait for.
jest.mock("next/server", () => ({ connection: () => Promise.resolve() }));

describe("app/not-found.tsx (SPEC §2 'Page Not Found' with a developer-style hint)", () => {
  it("says Page Not Found, hints at the unmatched path and links Home and Browse", async () => {
    render(await NotFound());
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === "P" &&
          element.textContent === "Hint: no route matches /no-such-page. Check the URL or the route table.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse supplements" })).toHaveAttribute("href", "/browse");
  });
});
