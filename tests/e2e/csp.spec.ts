// The strict Content-Security-Policy in Chromium, as `npm start` serves it (lib/framework/serve.ts;
// docs/decisions.md "A strict script-src from hashes"): the pages people land on and the interactive
// screens (builder, checker, analytics charts and PDF, sign-in, consent dialog, assistant panel) run
// with no CSP violation; script-src has no 'unsafe-inline'/'unsafe-eval' and names the hash of every
// inline script a cached page runs, or the nonce every script of a per-request page carries
// ("Nonces for per-request pages"); an injected script is refused; `/` is still served from the cache.
import { createHash } from "node:crypto";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { CONSENT_BANNER_DELAY_MS } from "@/lib/consent/constants";

import { signIn } from "./support/accounts";
import { accountEmail } from "./support/auth-states";
import { NONCE_SCRIPT_SRC, scriptSrc } from "./support/csp";
import { waitForSettled } from "./support/hydration";
import { resetRateLimits } from "./support/outbox";

type SearchItem = { id: string; name: string; cheapestPricePence: number | null };

test.beforeAll(async () => {
  await resetRateLimits();
});

/** Every CSP violation the page reports (the DOM event) or logs (Chromium's console error). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sample})`);
    });
  });
  return violations;
}

async function firstProduct(request: APIRequestContext, query: string): Promise<SearchItem> {
  const response = await request.get(`/api/supplements?q=${encodeURIComponent(query)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: SearchItem[] } };
  const item = body.data.items.find((candidate) => candidate.cheapestPricePence !== null);
  if (!item) throw new Error(`No priced product for "${query}"`);
  return item;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await waitForSettled(page);
  await expect(page.locator("h1").first()).toBeVisible();
}

/** The executable inline scripts of a page's HTML (no src, no JSON-LD), as the browser reads them. */
function inlineScripts(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi),
  ]
    .map((match) => match[1] ?? "")
    .filter((text) => text.length > 0);
}

test("the pages people land on load with no CSP violation", async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const browse = await (await request.get("/browse")).text();
  const supplement = /href="(\/supplement\/[^"?#]+)"/.exec(browse)?.[1];
  expect(supplement).toBeDefined();
  for (const path of [
    "/",
    "/browse",
    supplement ?? "/browse",
    "/blog",
    "/blog/creatine-complete-guide",
    "/privacy-policy",
    "/terms-of-service",
    "/medical-disclaimer",
    "/cookie-policy",
    "/community-stacks",
    "/no-such-page",
  ]) {
    await visit(page, path);
  }
  expect(violations).toEqual([]);
});

test("builder, checker, consent dialog, assistant, analytics charts and the PDF run with no CSP violation", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const violations = await watchCsp(page);
  await page.clock.install();
  await visit(page, "/");
  await page.clock.fastForward(CONSENT_BANNER_DELAY_MS);
  const banner = page.getByRole("region", { name: "Privacy & Cookie Preferences" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog", { name: "Privacy Preferences Center" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Ask our assistant" }).dispatchEvent("click");
  await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");

  await visit(page, "/stacks");
  await visit(page, "/build-stack");
  await visit(page, "/interactions");
  await visit(page, "/recommendations");

  const calcium = await firstProduct(request, "calcium");
  const iron = await firstProduct(request, "iron");
  const items = [calcium, iron].map((product) => ({
    supplement: { id: product.id, name: product.name, price: product.cheapestPricePence ?? 0 },
    quantity: 1,
  }));
  await page.evaluate((stored) => localStorage.setItem("current-stack", stored), JSON.stringify(items));
  await visit(page, "/analytics");
  await expect(page.locator('[data-chart="cost"] canvas')).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  expect((await download).suggestedFilename()).toBe("stack-report.pdf");
  expect(violations).toEqual([]);
});

test("sign-in and the signed-in screens run with no CSP violation", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  // The sign-in form's own requests run under the policy too: signed in through the screen.
  await signIn(page, accountEmail("member"));
  for (const path of ["/dashboard", "/my-stacks", "/settings", "/security", "/health-profile"]) {
    await visit(page, path);
  }
  expect(violations).toEqual([]);
});

test("script-src is strict: cached pages name the hash of every inline script they run", async ({
  request,
}) => {
  for (const path of ["/", "/browse", "/blog/creatine-complete-guide"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["x-nextjs-cache"] ?? headers["x-nextjs-prerender"], path).toBeDefined();
    const directive = scriptSrc(headers["content-security-policy"]);
    expect(directive).toMatch(/^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(directive).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(directive, `${path}: ${script.slice(0, 60)}`).toContain(
        `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
      );
    }
  }
  const api = await request.get("/api/supplements?q=magnesium");
  expect(scriptSrc(api.headers()["content-security-policy"])).toBe("script-src 'self' 'wasm-unsafe-eval'");
});

test("script-src is strict: per-request pages name their nonce, which every script tag carries", async ({
  request,
}) => {
  for (const path of ["/login", "/browse?q=magnesium", "/community-stacks"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    const directive = scriptSrc(response.headers()["content-security-policy"]);
    const nonce = NONCE_SCRIPT_SRC.exec(directive)?.[1];
    expect(nonce, `${path}: ${directive}`).toBeDefined();
    const tags = [...(await response.text()).matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce ?? ""}"`);
  }
});

for (const path of ["/", "/login"]) {
  test(`an inline script that is not Next's or React's is refused on ${path}; the page's own still run`, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.route(`http://127.0.0.1:*${path}`, async (route) => {
      const response = await route.fetch();
      const injected = [
        "<script>window.injectedPlain = true</script>",
        '<script>self.__next_f.push([1,""]);window.injectedAfterPush = true</script>',
        '<SCRIPT type="module">window.injectedModule = true</SCRIPT>',
        '<script nonce="bm90LXRoZS1hbnN3ZXJzLW5vbmNl">window.injectedWithNonce = true</script>',
      ].join("");
      // Not allowlisted, so no hash on a cached page; not this answer's nonce on a per-request one.
      await route.fulfill({
        response,
        body: (await response.text()).replace("</body>", `${injected}</body>`),
      });
    });
    await page.goto(path);
    await waitForSettled(page);
    const ran = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.injectedPlain, flags.injectedAfterPush, flags.injectedModule, flags.injectedWithNonce];
    });
    expect(ran).toEqual([undefined, undefined, undefined, undefined]);
    expect(violations.filter((text) => text.startsWith("script-src"))).toHaveLength(4);
    // Next's and React's scripts ran: the page hydrated and its client components respond.
    await page.getByRole("button", { name: "Ask our assistant" }).dispatchEvent("click");
    await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible({ timeout: 15_000 });
  });
}

test("/ is still served from the prerender cache, with the strict policy", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-nextjs-cache"] ?? headers["x-nextjs-prerender"]).toBeDefined();
  expect(headers["x-nextjs-cache"]).not.toBe("MISS");
  expect(scriptSrc(headers["content-security-policy"])).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
});
