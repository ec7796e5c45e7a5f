// Two app instances on one database behave as one site
// (docs/running-several-instances.md). A is the e2e server; B is a second production server from the
// same build with the same secret and database, started here on the port 10 above A and stopped at
// the end. The browser's cookies are per host, not per port, so one browser is signed in on both.
import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";

import { databaseUrl, linkFromOutbox } from "./support/outbox";
import { startSecondInstance, type SecondInstance } from "./support/second-instance";

test.describe.configure({ mode: "serial" });

const PASSWORD = "Lantern-Harbour-Quill-58";

// A revalidation an earlier test made can reach an instance between two requests, so wait for a HIT.
const cachePoll = { timeout: 10_000, intervals: [250] };
const cacheState = async (request: APIRequestContext, url: string) =>
  (await request.get(url)).headers()["x-nextjs-cache"];

let b: SecondInstance;
let a: string;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  a = baseURL ?? "";
  b = await startSecondInstance(a);
});
test.afterAll(async () => {
  await b.stop();
});

interface ApiError {
  success: false;
  error: { code: string; message: string; details?: { formErrors?: string[] } };
}

/** A JSON call from the signed-in browser to one instance, with that instance's Origin. */
function call(
  page: Page,
  origin: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  data?: unknown,
) {
  return page.request.fetch(`${origin}${path}`, { method, data, headers: { origin } });
}

/** A form post to next-auth (sign-in's last step, sign-out) on A, with its CSRF token. */
async function nextAuthPost(page: Page, path: string): Promise<void> {
  const csrf = await page.request.get(`${a}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(`${a}${path}`, {
    form: { csrfToken, json: "true" },
    headers: { origin: a },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A new, confirmed account signed in on A through the API (sign-up, the emailed link, the password
 * step, next-auth's last step), in the browser's cookies. The API rather than the screens: argon2id on
 * this busy machine can take longer than a screen assertion waits. Each test's own address
 * (X-Forwarded-For, TRUSTED_PROXIES=1) keeps local re-runs under the per-address sign-up limit.
 */
async function signedInOnA(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${randomInt(1_000_000)}@example.com`;
  const headers = { origin: a, "x-forwarded-for": `198.51.100.${randomInt(1, 255)}` };
  const signUp = await page.request.post(`${a}/api/auth/signup`, {
    data: { firstName, lastName: "Tester", email, password: PASSWORD, confirmAdult: true, acceptTerms: true },
    headers,
  });
  expect(signUp.status()).toBe(201);
  const link = await linkFromOutbox(email, /https?:\/\/\S+\/api\/auth\/confirm-email\?token=[\w-]+/);
  expect((await page.request.get(`${a}${new URL(link).pathname}${new URL(link).search}`)).ok()).toBe(true);
  const login = await page.request.post(`${a}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers,
  });
  expect(login.status()).toBe(200);
  await nextAuthPost(page, "/api/auth/callback/credentials");
  expect((await call(page, a, "GET", "/api/auth/me")).status()).toBe(200);
  return email;
}

async function firstProduct(page: Page, query: string): Promise<{ id: string; slug: string }> {
  const found = await call(page, a, "GET", `/api/supplements?q=${encodeURIComponent(query)}`);
  return ((await found.json()) as { data: { items: { id: string; slug: string }[] } }).data.items[0]!;
}

test("a session made on A works on B, and signing out on A ends it on B", async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInOnA(page, "Imogen");

  const me = await call(page, b.url, "GET", "/api/auth/me");
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(email);
  await page.goto(`${b.url}/dashboard`);
  await expect(page).toHaveURL(`${b.url}/dashboard`);

  // A copy of the cookie, taken before signing out on A (next-auth's sign-out, as the user menu does).
  const copy: APIRequestContext = await playwrightRequest.newContext({
    storageState: await page.context().storageState(),
  });
  await nextAuthPost(page, "/api/auth/signout");
  expect((await call(page, a, "GET", "/api/auth/me")).status()).toBe(401);

  const afterSignOut = await copy.get(`${b.url}/api/auth/me`);
  expect(afterSignOut.status()).toBe(401);
  expect(((await afterSignOut.json()) as ApiError).error.code).toBe("AUTHENTICATION_ERROR");
  await copy.dispose();
});

test("wrong passwords for one email spread over A and B reach 429 at the documented limit", async ({
  request,
}) => {
  // docs/reference/security.md: sign-in, 5 per 15 minutes per email + address. The address is sent
  // as a load balancer would (TRUSTED_PROXIES=1), so this test has its own counter.
  const email = `spread-${Date.now()}@example.com`;
  const address = `203.0.113.${randomInt(1, 255)}`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const origin = attempt % 2 === 0 ? a : b.url;
    const response = await request.post(`${origin}/api/auth/login`, {
      data: { email, password: "Not-The-Password-1" },
      headers: { origin, "x-forwarded-for": address },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test("a stack saved on A, then on B from the old version, is a 409 CONFLICT and keeps A's save", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInOnA(page, "Farah");
  const product = await firstProduct(page, "magnesium");
  const created = await call(page, a, "POST", "/api/stacks", {
    name: "Evenings",
    items: [{ supplementId: product.id, quantity: 1 }],
  });
  expect(created.status()).toBe(201);
  const stack = ((await created.json()) as { data: { stack: { id: string; version: number } } }).data.stack;

  const savedOnA = await call(page, a, "PUT", `/api/stacks/${stack.id}`, {
    version: stack.version,
    name: "Saved on A",
  });
  expect(savedOnA.status()).toBe(200);
  const savedOnB = await call(page, b.url, "PUT", `/api/stacks/${stack.id}`, {
    version: stack.version,
    name: "Saved on B",
  });
  expect(savedOnB.status()).toBe(409);
  const error = ((await savedOnB.json()) as ApiError).error;
  expect(error.code).toBe("CONFLICT");
  expect(error.message).toBe("This action conflicts with existing data");
  expect(error.details?.formErrors?.[0]).toMatch(/changed in another tab or device/);

  const onB = await call(page, b.url, "GET", `/api/stacks/${stack.id}`);
  const current = ((await onB.json()) as { data: { stack: { name: string; version: number } } }).data.stack;
  expect(current).toMatchObject({ name: "Saved on A", version: stack.version + 1 });

  // A like made on A and again on B by the same user counts once.
  expect(
    (await call(page, a, "POST", `/api/stacks/${stack.id}/publish`, { title: "Calm evenings" })).ok(),
  ).toBe(true);
  const likedOnA = await call(page, a, "POST", `/api/stacks/${stack.id}/like`);
  const likedOnB = await call(page, b.url, "POST", `/api/stacks/${stack.id}/like`);
  expect(((await likedOnA.json()) as { data: { likeCount: number } }).data.likeCount).toBe(1);
  expect(((await likedOnB.json()) as { data: { likeCount: number } }).data.likeCount).toBe(1);
});

test("a review added through A shows on B's cached supplement page within seconds, and the other way", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInOnA(page, "Oona");
  const product = await firstProduct(page, "Vitamin C");
  const pagePath = `/supplement/${product.slug}`;

  // B has the page in its cache (the second request is served from it).
  await expect.poll(() => cacheState(request, `${b.url}${pagePath}`), cachePoll).toBe("HIT");

  const title = `Tried on two servers ${Date.now()}`;
  const saved = await call(page, a, "PUT", `/api/supplements/${product.id}/reviews/mine`, {
    rating: 4,
    title,
    body: "Easy to swallow and no stomach upset after a month of daily use.",
  });
  expect(saved.status()).toBe(201);

  // docs/running-several-instances.md: B reads the revalidations at most once a second, then
  // regenerates the page on its next request.
  await expect
    .poll(async () => (await request.get(`${b.url}${pagePath}`)).text(), {
      timeout: 10_000,
      intervals: [250],
    })
    .toContain(title);

  // And the other way: A has the page with the review in its cache; deleting the review through B
  // takes it off A's page too (and leaves the product as it was for the next run).
  await expect.poll(() => cacheState(request, `${a}${pagePath}`), cachePoll).toBe("HIT");
  const deleted = await call(page, b.url, "DELETE", `/api/supplements/${product.id}/reviews/mine`);
  expect(deleted.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`${a}${pagePath}`)).text(), { timeout: 10_000, intervals: [250] })
    .not.toContain(title);
});

/** `npm run prices:import` on the e2e database with one Superdrug row for the 2000 IU vitamin D (96 tablets). */
async function importSuperdrugPrice(pounds: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "e2e-price-"));
  try {
    const file = path.join(dir, "feed.csv");
    await writeFile(
      file,
      [
        "product,retailer,price,pack_size,url,in_stock,checked_at",
        `vitabiotics-ultra-vitamin-d-2000-iu-96,Superdrug,${pounds},96,https://www.superdrug.com/vd2000,yes,${new Date().toISOString().slice(0, 10)}`,
      ].join("\n"),
    );
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    const { stdout } = await promisify(execFile)(tsx, ["scripts/prices-import.ts", "--", file], {
      env: { ...process.env, DATABASE_URL: databaseUrl() },
    });
    expect(stdout).toContain("1 of 1 row(s) imported");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test("a price import shows on both instances' cached /browse view, search and product page", async ({
  request,
}) => {
  test.setTimeout(120_000);
  // A cached view (npm start's server rewrites it to the page cache) where the product is first once cheapest.
  const view = "/browse?category=wellness&sort=price";
  const search = "/api/supplements?q=ultra%20vitamin%20d%202000";
  const product = "/supplement/vitabiotics-ultra-vitamin-d-2000-iu-96";
  for (const origin of [a, b.url]) {
    for (const pathname of [view, product]) {
      await expect.poll(() => cacheState(request, `${origin}${pathname}`), cachePoll).toBe("HIT");
    }
    await request.get(`${origin}${search}`);
  }
  const cheapest = async (origin: string) =>
    (
      (await (await request.get(`${origin}${search}`)).json()) as {
        data: { items: { cheapestPricePence: number }[] };
      }
    ).data.items[0]?.cheapestPricePence;
  const before = await cheapest(a);
  expect(before).toBeGreaterThan(123);

  await importSuperdrugPrice("1.23");
  try {
    // Imports run outside the servers: each learns of them from the shared table within about a second.
    for (const origin of [a, b.url]) {
      const poll = { timeout: 10_000, intervals: [250] };
      await expect.poll(() => cheapest(origin), poll).toBe(123);
      await expect
        .poll(async () => (await request.get(`${origin}${view}`)).text(), poll)
        .toMatch(/Ultra Vitamin D 2000 IU[\s\S]*?from (<!-- -->)?£1\.23/);
      await expect
        .poll(async () => (await request.get(`${origin}${product}`)).text(), poll)
        .toContain("£1.23");
    }
  } finally {
    // The seeded Superdrug price, so the next run starts from the same catalogue.
    await importSuperdrugPrice("10.79");
  }
  await expect.poll(() => cheapest(b.url), { timeout: 10_000, intervals: [250] }).toBe(before);
});
