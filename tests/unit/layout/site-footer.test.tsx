import { render, screen, within } from "@testing-library/react";

import { SiteFooter, formatDeploymentLabel } from "@/components/layout/site-footer";
import { buildInfo } from "@/lib/env";

jest.mock("@/lib/env", () => ({ buildInfo: jest.fn() }));
const mockedBuildInfo = jest.mocked(buildInfo);

beforeEach(() => {
  mockedBuildInfo.mockReturnValue({ version: "1.0.2", builtAt: "2025-08-10T11:00:42.123Z" });
});

function group(name: string) {
  return screen.getByRole("navigation", { name });
}

function entries(container: HTMLElement) {
  return within(container)
    .getAllByRole("link")
    .map((link) => [link.textContent.replace(" (opens in a new tab)", ""), link.getAttribute("href")]);
}

describe("formatDeploymentLabel", () => {
  it("formats version and UTC build time as 'vX · YYYY-MM-DD HH:mm'", () => {
    expect(formatDeploymentLabel({ version: "1.0.2", builtAt: "2026-11-21T22:30:59.999Z" })).toBe(
      "v1.0.2 · 2026-11-21 22:30",
    );
  });

  it("uses UTC whatever the offset of the input", () => {
    expect(formatDeploymentLabel({ version: "1.0.2", builtAt: "2025-08-10T12:00:00+01:00" })).toBe(
      "v1.0.2 · 2025-08-10 11:00",
    );
  });

  it("shows only the version without a (valid) build time", () => {
    expect(formatDeploymentLabel({ version: "1.0.2", builtAt: undefined })).toBe("v1.0.2");
    expect(formatDeploymentLabel({ version: "1.0.2", builtAt: "" })).toBe("v1.0.2");
    expect(formatDeploymentLabel({ version: "1.0.2", builtAt: "not a date" })).toBe("v1.0.2");
  });
});

describe("SiteFooter (docs/product-rules.md §1 compliance, §2 Layout rules)", () => {
  it("shows the three health badges", () => {
    render(<SiteFooter />);
    const badges = screen.getByRole("list", { name: "Compliance badges" });
    expect(
      within(badges)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Not Medical Advice", "MHRA Not Evaluated", "Educational Only"]);
  });

  it("states the compliance stance", () => {
    render(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent("Food supplements are not medicines.");
    expect(footer).toHaveTextContent("for educational purposes only and is not medical advice");
    expect(footer).toHaveTextContent("not been evaluated by the MHRA (the UK medicines regulator)");
    expect(footer).toHaveTextContent("not for persons under 18");
    expect(footer).toHaveTextContent("UK GDPR");
  });

  it("gives NHS 111 for urgent advice and 999 for emergencies", () => {
    render(<SiteFooter />);
    const nhsOnline = screen.getByRole("link", { name: /NHS 111 online/ });
    expect(nhsOnline).toHaveAttribute("href", "https://111.nhs.uk/");
    expect(nhsOnline).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "call NHS 111" })).toHaveAttribute("href", "tel:111");
    expect(screen.getByRole("link", { name: "call 999" })).toHaveAttribute("href", "tel:999");
  });

  it("has the four link groups with the spec's links", () => {
    render(<SiteFooter />);
    expect(entries(group("Quick Links"))).toEqual([
      ["Browse Supplements", "/browse"],
      ["Build a Stack", "/stacks"],
      ["Community Stacks", "/community-stacks"],
      ["Analytics", "/analytics"],
      ["Recommendations", "/recommendations"],
    ]);
    expect(entries(group("Support"))).toEqual([
      ["Contact Us", "/contact"],
      ["How accurate is this?", "/accuracy"],
    ]);
    expect(entries(group("Legal & Compliance"))).toEqual([
      ["Medical Disclaimer", "/medical-disclaimer"],
      ["Terms of Service", "/terms-of-service"],
      ["Privacy Policy", "/privacy-policy"],
      ["Cookie Policy", "/cookie-policy"],
      ["GDPR Rights", "/gdpr"],
    ]);
    expect(entries(group("Consumer Rights"))).toEqual([
      ["Citizens Advice consumer help", "https://www.citizensadvice.org.uk/consumer/"],
      ["GOV.UK consumer protection rights", "https://www.gov.uk/consumer-protection-rights"],
    ]);
  });

  it("opens the consumer-advice links in a new tab safely and says so", () => {
    render(<SiteFooter />);
    for (const link of within(group("Consumer Rights")).getAllByRole("link")) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link).toHaveTextContent("(opens in a new tab)");
    }
  });

  it("shows the copyright with the current year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") });
    try {
      render(<SiteFooter />);
      expect(screen.getByText("© 2031 Smart Supplement Stack Builder UK")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the deployment label from the build info", () => {
    render(<SiteFooter />);
    expect(screen.getByText("v1.0.2 · 2025-08-10 11:00")).toBeInTheDocument();
  });

  it("shows only the version when the build time is unknown", () => {
    mockedBuildInfo.mockReturnValue({ version: "2.3.4", builtAt: undefined });
    render(<SiteFooter />);
    expect(screen.getByText("v2.3.4")).toBeInTheDocument();
  });
});
