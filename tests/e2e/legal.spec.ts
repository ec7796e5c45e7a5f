// The legal and support pages: each renders with its heading, date, canonical URL and links to the
// others; the privacy policy passes an axe check; /terms-of-service has no footer but still links out.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { gotoWithConsentBanner } from "./support/consent";

const PAGES = [
  { path: "/privacy-policy", heading: "Privacy policy" },
  { path: "/cookie-policy", heading: "Cookie policy" },
  { path: "/terms-of-service", heading: "Terms of service" },
  { path: "/medical-disclaimer", heading: "Medical disclaimer" },
  { path: "/gdpr", heading: "Your data rights (UK GDPR)" },
  { path: "/contact", heading: "Contact us" },
];

for (const { path, heading } of PAGES) {
  test(`${path} renders with its date, canonical URL and links to the other legal pages`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${heading.replace(/[()]/g, "\\$&")} \\| Smart Supplement Stack Builder UK$`),
    );
    await expect(page.getByText("Last updated: 29 November 2026")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    const others = page.getByRole("navigation", { name: "Other legal pages" }).getByRole("link");
    await expect(others).toHaveCount(PAGES.length - 1);
  });
}

test("the privacy policy names the ICO and links to the data tools", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("link", { name: "make a complaint to the ICO" })).toHaveAttribute(
    "href",
    "https://ico.org.uk/make-a-complaint/",
  );
  await expect(page.getByText(/Article 9\(2\)\(a\)/).first()).toBeVisible();
  for (const href of ["/data-export", "/settings", "/health-profile", "/contact"]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
});

test("the terms page hides the footer but links to every other legal page", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText(/England and Wales/).first()).toBeVisible();
  await page
    .getByRole("navigation", { name: "Other legal pages" })
    .getByRole("link", { name: "Cookie policy" })
    .click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
});

test("the footer links to each legal page", async ({ page }) => {
  await page.goto("/privacy-policy");
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal & Compliance" });
  for (const path of [
    "/medical-disclaimer",
    "/terms-of-service",
    "/privacy-policy",
    "/cookie-policy",
    "/gdpr",
  ]) {
    await expect(legal.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole("contentinfo").locator('a[href="/contact"]')).toHaveCount(1);
});

for (const path of ["/privacy-policy", "/contact"]) {
  test(`${path} has no serious or critical accessibility violations (axe)`, async ({ page }) => {
    await gotoWithConsentBanner(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
