// Per-request pages stream under a nonce policy (docs/decisions.md "Nonces for per-request pages"): a page with a
// slow data dependency (a test page, served with TEST_PAGES) shows its loading screen first, and its answer's
// script-src names the nonce every script of the page carries.
import { expect, test } from "@playwright/test";

import { NONCE_SCRIPT_SRC, scriptSrc } from "./support/csp";

const SLOW_PAGE = "/dev/test/slow-stream";
const LOADING_TEXT = "Loading the slow test page…";
const CONTENT_TEXT = "Slow content loaded";

test("the loading screen arrives in the first bytes, the content over a second later", async ({
  baseURL,
}) => {
  const started = Date.now();
  const response = await fetch(`${baseURL ?? ""}${SLOW_PAGE}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("No body");
  const decoder = new TextDecoder();
  let html = "";
  let firstBytesAt: number | undefined;
  let loadingAt: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstBytesAt ??= Date.now();
    html += decoder.decode(value, { stream: true });
    if (loadingAt === undefined && html.includes(LOADING_TEXT)) {
      loadingAt = Date.now();
      expect(html).not.toContain(CONTENT_TEXT);
    }
  }
  const endedAt = Date.now();
  expect(loadingAt).toBeDefined();
  expect(html).toContain(CONTENT_TEXT);
  expect(endedAt - (loadingAt ?? endedAt)).toBeGreaterThan(1000);
  console.log(`${SLOW_PAGE}: first bytes ${(firstBytesAt ?? 0) - started} ms, last ${endedAt - started} ms`);

  const nonce = NONCE_SCRIPT_SRC.exec(scriptSrc(response.headers.get("content-security-policy") ?? ""))?.[1];
  expect(nonce).toBeDefined();
  const scriptTags = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
  expect(scriptTags.length).toBeGreaterThan(3);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce ?? ""}"`);
});

test("in the browser the loading screen shows before the content, with no CSP violation", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  // The page's own clock notes when each text is first on screen: the test runner's polling, slowed on a busy
  // machine, would measure its own delay instead.
  await page.addInitScript(
    ({ loading, content }) => {
      const shown: Record<string, number> = {};
      Object.assign(window, { shown });
      const visible = (selector: string, text: string) =>
        [...document.querySelectorAll(selector)].some(
          (node) => node.textContent.includes(text) && node.checkVisibility(),
        );
      new MutationObserver(() => {
        if (shown.loading === undefined && visible('[role="status"]', loading))
          shown.loading = performance.now();
        if (shown.content === undefined && visible("h1, h2", content)) shown.content = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { loading: LOADING_TEXT, content: CONTENT_TEXT },
  );
  const response = await page.goto(SLOW_PAGE, { waitUntil: "commit" });
  await expect(page.getByRole("status").getByText(LOADING_TEXT)).toBeVisible();
  await expect(page.getByRole("heading", { name: CONTENT_TEXT })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(LOADING_TEXT)).toBeHidden();
  const shown = await page.evaluate(
    () => (window as unknown as { shown: { loading?: number; content?: number } }).shown,
  );
  expect((shown.content ?? 0) - (shown.loading ?? Infinity)).toBeGreaterThan(1000);
  expect(scriptSrc((await response?.headerValue("content-security-policy")) ?? "")).toMatch(NONCE_SCRIPT_SRC);
  // Next's scripts ran under the nonce: the page hydrated and its client components respond.
  await page.getByRole("button", { name: "Ask our assistant" }).dispatchEvent("click");
  await expect(page.getByRole("dialog", { name: "Assistant" })).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
});

test("two loads of a per-request page get different nonces", async ({ request }) => {
  const nonces = [];
  for (let index = 0; index < 2; index += 1) {
    const response = await request.get("/dev/test/navigation-error");
    nonces.push(NONCE_SCRIPT_SRC.exec(scriptSrc(response.headers()["content-security-policy"]))?.[1]);
  }
  expect(nonces[0]).toBeDefined();
  expect(nonces[1]).toBeDefined();
  expect(nonces[0]).not.toBe(nonces[1]);
});
