// The contact form in a real browser: field errors beside their fields, then the success state.
// The e2e database outlives a run, so each test sends from its own address and email (the form is
// limited to 5 messages an hour per IP address and per email).
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

async function openContactPage(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
}

test("shows an error beside each field and sends nothing until they are fixed", async ({ page }) => {
  await openContactPage(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") posts += 1;
  });

  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name");
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Your name")).toBeFocused();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Please choose a subject");
  await expect(page.getByText("Your message must be at least 10 characters")).toBeVisible();
  expect(posts).toBe(0);

  // Editing a field clears its error.
  await page.getByLabel("Your name").fill("Sam");
  await expect(page.getByText("Please enter your name")).toHaveCount(0);
});

test("sends a message and shows the success state", async ({ page }) => {
  await openContactPage(page);
  await expect(page.getByText(/ask your GP or pharmacist/)).toBeVisible();

  await page.getByLabel("Your name").fill("Sam Taylor");
  await page.getByLabel("Email address").fill(`sam-${randomUUID()}@example.com`);
  await page.getByLabel("Subject").selectOption({ label: "Product or price correction" });
  await page.getByLabel("Message").fill("The pack size of one magnesium product looks wrong.");

  const response = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await response).status()).toBe(201);

  const confirmation = page.getByRole("main").getByRole("status").filter({ hasText: "Message sent" });
  await expect(confirmation).toContainText(
    "Thanks — your message has been sent. We aim to reply within 5 working days.",
  );
  await expect(confirmation).toBeFocused();
  // The toast says so too.
  await expect(
    page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Message sent", { exact: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send another message" })).toBeVisible();

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
});

test("shows a clear error when the message cannot be sent", async ({ page }) => {
  await openContactPage(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 429,
      headers: { "content-type": "application/json", "retry-after": "3600" },
      body: JSON.stringify({
        success: false,
        error: {
          code: "RATE_LIMIT_EXCEEDED",
          message: "Too many requests. Please wait a moment and try again",
          requestId: "e2e",
        },
      }),
    }),
  );
  await page.getByLabel("Your name").fill("Sam Taylor");
  await page.getByLabel("Email address").fill("sam@example.com");
  await page.getByLabel("Subject").selectOption({ label: "General question" });
  await page.getByLabel("Message").fill("A question about the catalogue.");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(
    page.getByRole("alert").filter({ hasText: /several messages in the last hour/ }),
  ).toBeVisible();
  // The form and what was typed stay, so nothing is lost.
  await expect(page.getByLabel("Message")).toHaveValue("A question about the catalogue.");
});
