// Scan to check on a phone (docs/scanning.md): a barcode from Chromium's fake camera (a video the test draws) or
// from a photo finds the product, and the builder's addition check runs at once against the person's health
// profile; an unknown barcode offers "Suggest this product"; label OCR reads a committed panel in the browser.
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

import { saveMedicines, signIn, signUpAndConfirm } from "./support/accounts";
import { barcodeSvg, barcodeY4m, ean13, photoOf } from "./support/barcode";
import { CHROMIUM_ARGS, HEADLESS_SHELL } from "./support/browsers.mjs";
import { databaseUrl } from "./support/outbox";

// GS1 prefix 200–299 is for a shop's own internal codes: never a real product's barcode.
const KNOWN = ean13("200000001234");
const UNKNOWN = ean13("200000009876");
const PRODUCT = { brand: "Solgar", name: "Vitamin K1 100µg Tablets" };

// Written before the browser starts, as Chromium reads the fake camera's video at launch.
const videoDir = path.join(tmpdir(), "scan-e2e");
mkdirSync(videoDir, { recursive: true });
const video = path.join(videoDir, `barcode-${KNOWN}.y4m`);
writeFileSync(video, barcodeY4m(KNOWN));

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: HEADLESS_SHELL,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test.beforeAll(async () => {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE supplements SET gtin = NULL WHERE gtin = $1", [`0${KNOWN}`]);
    const updated = await client.query(
      "UPDATE supplements SET gtin = $1 WHERE brand = $2 AND name = $3 AND pack_of_id IS NULL",
      [`0${KNOWN}`, PRODUCT.brand, PRODUCT.name],
    );
    expect(updated.rowCount).toBe(1);
  } finally {
    await client.end();
  }
});

async function withWarfarin(page: Page): Promise<void> {
  const email = await signUpAndConfirm(page, "Kit");
  await signIn(page, email);
  await saveMedicines(page, ["Warfarin"]);
}

test("the phone menu and the builder lead to Scan a product", async ({ page }) => {
  await page.goto("/stacks");
  await page.getByRole("link", { name: "Scan a product" }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Scan a product" })).toBeVisible();
  await page.goto("/");
  await page.getByRole("button", { name: /menu/i }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "Scan a product" }).click();
  await expect(page).toHaveURL(/\/scan$/);
});

test("signed in with warfarin: the camera reads the barcode and the check shows the warfarin finding", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withWarfarin(page);
  await page.goto("/scan");
  await page.getByRole("button", { name: "Scan with the camera" }).click();
  const product = page.getByRole("region", { name: PRODUCT.name });
  await expect(product).toBeVisible({ timeout: 30_000 });
  await expect(
    product.getByText("Checked against your stack (empty) and your health profile."),
  ).toBeVisible();
  const findings = product.getByRole("list", { name: "What the check found" });
  await expect(findings.getByText(/warfarin/i).first()).toBeVisible({ timeout: 20_000 });
  await expect(product.getByText("No interactions in our records")).toHaveCount(0);
  // The camera stopped once it had read a code.
  await expect(page.getByLabel("Camera view")).toHaveCount(0);

  // "Add to stack" takes the builder's guarded path: the same finding is shown before anything is added.
  await product.getByRole("button", { name: /^Add to stack/ }).click();
  const dialog = page.getByRole("dialog", {
    name: new RegExp(`(Before you add ${PRODUCT.name}|was not added)`),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/warfarin/i).first()).toBeVisible();
});

test("signed out: a photo of the barcode finds the product and says it was checked against nothing", async ({
  page,
}) => {
  await page.goto("/scan");
  const origin = new URL(page.url()).origin;
  const outside: string[] = [];
  page.on("request", (sent) => {
    if (!/^(data|blob):/.test(sent.url()) && !sent.url().startsWith(origin)) outside.push(sent.url());
  });
  const photo = page.getByLabel("Photo of a barcode");
  await photo.setInputFiles({
    name: "blank.png",
    mimeType: "image/png",
    buffer: await photoOf(page, "<svg xmlns='http://www.w3.org/2000/svg' width='300' height='200'></svg>"),
  });
  await expect(page.getByText(/We could not find a readable barcode in this photo/)).toBeVisible({
    timeout: 20_000,
  });

  await photo.setInputFiles({
    name: "barcode.png",
    mimeType: "image/png",
    buffer: await photoOf(page, barcodeSvg(KNOWN)),
  });
  const product = page.getByRole("region", { name: PRODUCT.name });
  await expect(product).toBeVisible({ timeout: 20_000 });
  await expect(
    product.getByText(/You are not signed in, so this product was checked on its own/),
  ).toBeVisible();
  // The decoder's wasm came from our own origin, as did everything else.
  expect(outside).toEqual([]);
  // Alone, vitamin K meets nothing in our records; the same product showed the warfarin finding above.
  await expect(product.getByText("No interactions in our records")).toBeVisible();
});

test("an unknown or mistyped barcode: a clear answer, and 'Suggest this product' for the unknown one", async ({
  page,
  request,
}) => {
  const bad = await request.get("/api/supplements/by-gtin/5012345678901");
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_ERROR");
  const unknown = await request.get(`/api/supplements/by-gtin/${UNKNOWN}`);
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("SUPPLEMENT_NOT_FOUND");
  const known = await request.get(`/api/supplements/by-gtin/${KNOWN}`);
  expect(known.status()).toBe(200);
  expect(((await known.json()) as { data: { product: { name: string } } }).data.product.name).toBe(
    PRODUCT.name,
  );

  await page.goto("/scan");
  const number = page.getByLabel("Barcode number");
  await number.fill("5012345678901");
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText(/That is not a valid barcode number/)).toBeVisible();

  await number.fill(UNKNOWN);
  await page.getByRole("button", { name: "Look up" }).click();
  const region = page.getByRole("region", { name: "We could not check this product" });
  await expect(region).toBeVisible();
  await expect(region.getByRole("link", { name: "Suggest this product" })).toHaveAttribute(
    "href",
    `/products/suggest?gtin=0${UNKNOWN}`,
  );
});

test("a blocked camera is said plainly, with what to do instead", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.goto("/scan");
  await page.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(page.getByText(/The camera is blocked for this site/)).toBeVisible();
});

test("label OCR reads the committed panel in the browser, with everything from our own origin", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dev/test/label-ocr");
  const origin = new URL(page.url()).origin;
  const outside: string[] = [];
  page.on("request", (sent) => {
    if (!/^(data|blob):/.test(sent.url()) && !sent.url().startsWith(origin)) outside.push(sent.url());
  });
  const started = Date.now();
  await page
    .getByLabel("Photo of the label")
    .setInputFiles(path.resolve("tests/fixtures/scan/supplement-facts.png"));
  const rows = page.getByTestId("label-rows");
  await expect(rows).toBeVisible({ timeout: 90_000 });
  test.info().annotations.push({ type: "ocr-ms", description: String(Date.now() - started) });
  const parsed = JSON.parse((await rows.textContent()) ?? "[]") as {
    ingredientSlug: string | null;
    amount: number;
  }[];
  expect(parsed.map((row) => [row.ingredientSlug, row.amount])).toEqual([
    ["vitamin-d3", 25],
    ["vitamin-k2", 75],
    ["magnesium", 375],
    ["zinc", 10],
    [null, 300],
  ]);
  await expect(page.getByRole("cell", { name: "Not matched: map it by hand" })).toBeVisible();
  expect(outside).toEqual([]);
});
