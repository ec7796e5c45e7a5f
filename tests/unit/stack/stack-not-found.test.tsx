// A shared stack link that finds nothing (docs/product-rules.md §2 "Not-found page").
import { render, screen } from "@testing-library/react";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import StackNotFound from "@/app/(stacks)/stack/not-found";

const SEGMENT = path.resolve(__dirname, "../../../app/(stacks)/stack");

test("says the stack is no longer shared, not the generic Page Not Found, and offers a way on", () => {
  render(<StackNotFound />);
  expect(
    screen.getByRole("heading", { level: 1, name: "This stack is no longer shared" }),
  ).toBeInTheDocument();
  expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
  expect(screen.getByText(/stopped sharing it or deleted their account/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "sign in" })).toHaveAttribute("href", "/login");
  expect(screen.getByRole("link", { name: "Community stacks" })).toHaveAttribute("href", "/community-stacks");
  expect(screen.getByRole("link", { name: "Build your own stack" })).toHaveAttribute("href", "/stacks");
});

test("it catches the 404 of a stack link: the [id] layout below it is where notFound() is called", () => {
  // A not-found file catches notFound() from the segments below it, not from its own segment's layout.
  expect(existsSync(path.join(SEGMENT, "[id]", "not-found.tsx"))).toBe(false);
  expect(readFileSync(path.join(SEGMENT, "[id]", "layout.tsx"), "utf8")).toMatch(/notFound\(\)/);
});
