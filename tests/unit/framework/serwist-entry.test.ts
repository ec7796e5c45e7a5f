/** @jest-environment node */
// Serwist's window helper stays out of the browser's entries; fails when @serwist/next changes how it adds it.
import { readFileSync } from "node:fs";
import path from "node:path";

import { withoutSerwistWindowEntry } from "@/lib/framework/serwist-entry.mjs";

type Entries = Record<string, string[] | string>;
type WebpackConfig = { entry: () => Promise<Entries> };

const SW_ENTRY = path.join(process.cwd(), "node_modules", "@serwist", "next", "dist", "sw-entry.mjs");

it("@serwist/next still adds its window helper, from that file, to the browser entries", () => {
  const plugin = readFileSync(path.join(path.dirname(SW_ENTRY), "index.mjs"), "utf8");
  expect(plugin).toContain('const swEntryJs = path.join(dirname, "sw-entry.mjs");');
  expect(plugin).toContain('entries["main-app"].unshift(swEntryJs)');
  expect(readFileSync(SW_ENTRY, "utf8")).toContain("window.serwist.register()");
});

it("the app's build leaves it out and keeps every other entry", async () => {
  // What withSerwist returns: a webpack function that puts its helper first in each browser entry.
  const serwistConfig = {
    webpack: (config: WebpackConfig): WebpackConfig => ({
      entry: async () => {
        const entries = await config.entry();
        return { ...entries, "main-app": [SW_ENTRY, ...(entries["main-app"] as string[])] };
      },
    }),
  };
  const nextEntries: Entries = { "main-app": ["next-app-entry.js"], "app/page": "page.js" };
  const { webpack } = withoutSerwistWindowEntry(serwistConfig) as {
    webpack: (config: WebpackConfig, options: object) => WebpackConfig;
  };
  const built = webpack({ entry: () => Promise.resolve({ ...nextEntries }) }, {});
  expect(await built.entry()).toEqual(nextEntries);
});
