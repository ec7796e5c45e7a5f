// The first-load budget of docs/performance-conventions.md: the scripts a landing page starts with, gzipped, stay
// within 145 kB. Measured as `npm run bench:shell` does (noModule polyfills excluded), without a browser.
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";

const BUDGET_KB = 145;

async function firstLoadKb(request: APIRequestContext, path: string): Promise<number> {
  const page = await request.get(path);
  expect(page.status(), path).toBe(200);
  const tags = [...(await page.text()).matchAll(/<script[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? ""))].filter(Boolean);
  expect(sources.length, path).toBeGreaterThan(0);
  let bytes = 0;
  for (const source of sources) {
    const script = await request.get(source);
    expect(script.status(), source).toBe(200);
    bytes += gzipSync(await script.body()).length;
  }
  return bytes / 1024;
}

async function landingPages(request: APIRequestContext): Promise<string[]> {
  const blog = await (await request.get("/blog")).text();
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  const products: { slug: string; ingredientNames: string[] }[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const search = (await (await request.get(`/api/supplements?page=${String(page)}`)).json()) as {
      data: { items: typeof products; pageCount: number };
    };
    products.push(...search.data.items);
    pageCount = search.data.pageCount;
  }
  const bySize = products.sort((a, b) => a.ingredientNames.length - b.ingredientNames.length);
  const [single, heaviest] = [bySize[0], bySize.at(-1)];
  if (!article || !single || !heaviest) throw new Error("No article or product to measure");
  return [
    "/",
    "/browse",
    "/browse?category=immune",
    article,
    `/supplement/${single.slug}`,
    `/supplement/${heaviest.slug}`,
    "/community-stacks",
  ];
}

test(`every landing page starts with at most ${String(BUDGET_KB)} kB of JavaScript (gzip)`, async ({
  request,
}) => {
  const sizes: [string, number][] = [];
  for (const path of await landingPages(request)) sizes.push([path, await firstLoadKb(request, path)]);
  const over = sizes.filter(([, kb]) => kb > BUDGET_KB).map(([path, kb]) => `${path}: ${kb.toFixed(1)} kB`);
  expect(over).toEqual([]);
});
