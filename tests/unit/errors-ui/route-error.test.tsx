import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import RouteError from "@/app/error";
import GlobalError from "@/app/global-error";
import { PageLoadingError } from "@/components/errors/page-loading-error";

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe("app/error.tsx (docs/product-rules.md §2 Error and loading screens)", () => {
  it("shows the page-level fallback for an ordinary error and logs it", async () => {
    const error = new Error("Database unavailable");
    render(<RouteError error={error} reset={jest.fn()} retry={jest.fn()} />);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it("shows 'Page Loading Error' when a lazily loaded chunk failed", () => {
    const error = new Error("Loading chunk 512 failed.");
    error.name = "ChunkLoadError";
    render(<RouteError error={error} reset={jest.fn()} retry={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "Page Loading Error" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });
});

it("app/global-error.tsx shows the same screens inside its own page", async () => {
  render(<GlobalError error={new Error("Layout failed")} reset={jest.fn()} retry={jest.fn()} />, {
    container: document.documentElement,
  });
  expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  expect(screen.getByText("Layout failed")).toBeInTheDocument();
});

describe("PageLoadingError", () => {
  it("reloads the page from Reload Page", async () => {
    const user = userEvent.setup();
    const onReload = jest.fn();
    render(<PageLoadingError onReload={onReload} />);
    await user.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
