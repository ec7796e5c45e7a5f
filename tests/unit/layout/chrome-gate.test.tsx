import { render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";

import { ChromeGate } from "@/components/layout/chrome-gate";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

function visit(path: string) {
  mockedPathname.mockReturnValue(path);
}

function renderChrome() {
  return render(
    <>
      <ChromeGate part="header">
        <header>Site header</header>
      </ChromeGate>
      <ChromeGate part="footer">
        <footer>Site footer</footer>
      </ChromeGate>
    </>,
  );
}

describe("ChromeGate", () => {
  it("shows header and footer on an ordinary page", () => {
    visit("/browse");
    renderChrome();
    expect(screen.getByText("Site header")).toBeInTheDocument();
    expect(screen.getByText("Site footer")).toBeInTheDocument();
  });

  it("hides both on /login", () => {
    visit("/login");
    renderChrome();
    expect(screen.queryByText("Site header")).not.toBeInTheDocument();
    expect(screen.queryByText("Site footer")).not.toBeInTheDocument();
  });

  it("keeps the header but hides the footer under /profile", () => {
    visit("/profile/settings");
    renderChrome();
    expect(screen.getByText("Site header")).toBeInTheDocument();
    expect(screen.queryByText("Site footer")).not.toBeInTheDocument();
  });
});
