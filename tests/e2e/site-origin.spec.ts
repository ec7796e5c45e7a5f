// The app at the address the browser used. The suite opens the server at
// http://127.0.0.1:<port> with SITE_URL unset and a non-default PORT (playwright.config.ts): a form
// passes the Origin check there, and the absolute URLs the site writes name the port being served.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { resetRateLimits } from "./support/outbox";

function servedPort(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
  const url = new URL(baseURL);
  expect(url.hostname).toBe("127.0.0.1");
  expect(url.port).not.toBe("3000");
  return url.port;
}

test("absolute URLs in the sitemap, robots.txt and RSS name the port being served", async ({
  request,
  baseURL,
}) => {
  const port = servedPort(baseURL);
  for (const path of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
    const body = await (await request.get(path)).text();
    expect(body).toContain(`http://localhost:${port}/`);
    expect(body).not.toContain("localhost:3000");
  }
});

test("a form posted from 127.0.0.1 passes the Origin check", async ({ page, baseURL }) => {
  servedPort(baseURL);
  // Sent from the socket address itself (no X-Forwarded-For), so start from fresh counters.
  await resetRateLimits();
  await page.goto("/contact");
  await page.getByLabel("Your name").fill("Sam Taylor");
  await page.getByLabel("Email address").fill(`origin-${randomUUID()}@example.com`);
  await page.getByLabel("Subject").selectOption({ label: "Product or price correction" });
  await page.getByLabel("Message").fill("The pack size of one magnesium product looks wrong.");
  const response = page.waitForResponse((res) => res.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  const answer = await response;
  expect((await answer.request().allHeaders()).origin).toBe(new URL(baseURL!).origin);
  expect(answer.status()).toBe(201);
  await expect(page.getByText("You don't have permission to perform this action")).toHaveCount(0);
});
