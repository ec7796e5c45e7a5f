// /analytics in Chromium: signed out, the current stack's charts render (canvas drawn from
// the lazily loaded chart.js chunk) beside their summaries and tables; signed in, saved stacks are
// listed and two are compared side by side. The stack report PDF (POST /api/reports/stack) is real,
// extractable text: pdftotext finds every item, every finding title and every reference of a known
// stack (calcium with iron), and the cost the builder shows.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { authState } from "./support/auth-states";
import { resetRateLimits } from "./support/outbox";

type SearchItem = { id: string; name: string; cheapestPricePence: number | null };

test.beforeAll(async () => {
  await resetRateLimits();
});

async function firstProduct(request: APIRequestContext, query: string): Promise<SearchItem> {
  const response = await request.get(`/api/supplements?q=${encodeURIComponent(query)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: SearchItem[] } };
  const item = body.data.items.find((candidate) => candidate.cheapestPricePence !== null);
  if (!item) throw new Error(`No priced product for "${query}"`);
  return item;
}

/** Puts products in the browser's current stack, as the builder stores it. */
async function setCurrentStack(page: Page, products: readonly SearchItem[]) {
  const items = products.map((product) => ({
    supplement: { id: product.id, name: product.name, price: product.cheapestPricePence ?? 0 },
    quantity: 1,
  }));
  await page.goto("/");
  await page.evaluate((stored) => {
    localStorage.setItem("current-stack", stored);
  }, JSON.stringify(items));
}

async function expectChartsDrawn(page: Page) {
  const cost = page.getByRole("region", { name: "Cost" });
  await expect(cost.getByTestId("analytics-cost-summary")).toContainText(/costs £\d+\.\d\d a month/);
  await expect(cost.getByRole("table", { name: "Cost by item" })).toBeVisible();
  // The chart chunk loaded and drew on a canvas; no chart fell back.
  await expect(cost.locator('[data-chart="cost"] canvas')).toBeVisible();
  await expect(page.locator('[data-chart="nutrients"] canvas')).toBeVisible();
  await expect(page.locator('[data-chart="schedule"] canvas')).toBeVisible();
  await expect(page.getByText("Visualization unavailable")).toHaveCount(0);
}

test("signed out: the current stack's charts, tables and summaries", async ({ page, request }) => {
  test.setTimeout(90_000);
  const calcium = await firstProduct(request, "calcium");
  const iron = await firstProduct(request, "iron");
  await setCurrentStack(page, [calcium, iron]);
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Stack Analytics" })).toBeVisible();
  await expectChartsDrawn(page);
  const table = page.getByRole("table", { name: "Cost by item" });
  await expect(table).toContainText(calcium.name);
  await expect(table).toContainText(iron.name);
  await expect(page.getByRole("region", { name: "Benefits by goal" })).toBeVisible();
  // Each data table can be scrolled sideways from the keyboard on a phone.
  const totals = page.getByRole("region", { name: "Daily total of each ingredient" });
  await totals.focus();
  await expect(totals).toBeFocused();
});

test("signed out with an empty stack: says what to do next", async ({ page }) => {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "No stack to analyse yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Build a stack", exact: true })).toHaveAttribute(
    "href",
    "/stacks",
  );
});

test.describe("signed in", () => {
  test.use({ storageState: authState("analyst") });

  test("signed in: saved stacks are listed and compared side by side", async ({ page, request }) => {
    test.setTimeout(120_000);
    const calcium = await firstProduct(request, "calcium");
    const magnesium = await firstProduct(request, "magnesium");
    for (const [name, product] of [
      ["Bones", calcium],
      ["Evening", magnesium],
    ] as const) {
      const saved = await page.request.post("/api/stacks", {
        data: { name, items: [{ supplementId: product.id, quantity: 1 }] },
      });
      expect(saved.status()).toBe(201);
    }
    await page.goto("/analytics");
    await page.getByRole("checkbox", { name: /^Bones/ }).check();
    await page.getByRole("checkbox", { name: /^Evening/ }).check();
    const comparison = page.getByRole("table", { name: "Stacks side by side" });
    await expect(comparison).toContainText("Bones");
    await expect(comparison).toContainText("Evening");
    await expect(comparison).toContainText(/£\d+\.\d\d/);
    await expectChartsDrawn(page);
  });
});

test("the stack report PDF has every item, finding and reference as text", async ({ request }) => {
  test.setTimeout(90_000);
  const calcium = await firstProduct(request, "calcium");
  const iron = await firstProduct(request, "iron");
  const body = { items: [calcium, iron].map((product) => ({ supplementId: product.id, servingsPerDay: 1 })) };
  const preview = await request.post("/api/reports/stack/preview", { data: body });
  expect(preview.ok()).toBe(true);
  const model = (await preview.json()) as {
    data: { sections: { heading: string; blocks: { kind: string; text?: string; items?: string[] }[] }[] };
  };
  const pdf = await request.post("/api/reports/stack", { data: body });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const dir = mkdtempSync(path.join(os.tmpdir(), "stack-report-"));
  const file = path.join(dir, "report.pdf");
  writeFileSync(file, await pdf.body());
  // Lines wrap wherever the page is full (a long URL anywhere): compare without whitespace.
  const squash = (value: string) => value.replace(/\s+/g, "");
  const text = squash(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));
  expect(text).toContain(squash("Supplement stack report"));
  expect(text).toContain(squash(calcium.name));
  expect(text).toContain(squash(iron.name));
  const findings = model.data.sections.find((section) => section.heading === "Interaction findings");
  const lines = (findings?.blocks ?? []).flatMap((block) => block.items ?? (block.text ? [block.text] : []));
  expect(lines.some((line) => /Calcium and Iron/i.test(line))).toBe(true);
  const references = lines.filter((line) => line.startsWith("Reference: "));
  expect(references.length).toBeGreaterThan(0);
  for (const line of [...lines.filter((entry) => /Calcium and Iron/i.test(entry)), ...references]) {
    expect(text).toContain(squash(line));
  }
});
