/** @jest-environment node */
// Fails loudly when Next or React change under lib/framework: the versions it was checked against, the private
// module the cache handler extends, and what the nonce-or-hashes choice reads from Next.
import { readFileSync } from "node:fs";
import path from "node:path";

import { strictPolicyWithNonce } from "@/lib/framework/strict-csp";

const README = readFileSync(path.join(process.cwd(), "lib", "framework", "README.md"), "utf8");
const CHECKED = /^Checked against: (.+)\.$/m.exec(README)?.[1] ?? "";

const installed = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

it.each(["next", "react", "react-dom"])("%s is the version lib/framework was checked against", (name) => {
  expect(`${name} ${installed(name)}`).toBe(
    CHECKED.split(", ").find((entry) => entry.startsWith(`${name} `)),
  );
});

it("Next's file-system cache, which the shared cache handler extends, is where it was", async () => {
  const { default: FileSystemCache } =
    await import("next/dist/server/lib/incremental-cache/file-system-cache.js");
  for (const method of ["get", "set", "revalidateTag"]) {
    expect(Object.getOwnPropertyNames(FileSystemCache.prototype)).toContain(method);
  }
});

it("Next reads the nonce from the request's CSP header and marks the HTML of its page cache", async () => {
  const { getScriptNonceFromHeaders } =
    await import("next/dist/server/app-render/get-script-nonce-from-header.js");
  const policy = strictPolicyWithNonce("bm9uY2Utb2YtdGhlLXRlc3Q=");
  expect(getScriptNonceFromHeaders({ "content-security-policy": policy })).toBe("bm9uY2Utb2YtdGhlLXRlc3Q=");
  const { NEXT_IS_PRERENDER_HEADER } = await import("next/dist/client/components/app-router-headers.js");
  expect(NEXT_IS_PRERENDER_HEADER).toBe("x-nextjs-prerender");
  const appPage = readFileSync(require.resolve("next/dist/build/templates/app-page-runtime.js"), "utf8");
  expect(appPage).toContain("res.setHeader('x-nextjs-cache'");
});

it("next/link reads the app router from the context our Link reads (lib/framework/app-router.ts)", () => {
  const link = readFileSync(require.resolve("next/dist/client/app-dir/link.js"), "utf8");
  expect(link).toContain('require("../../shared/lib/app-router-context.shared-runtime")');
  expect(link).toContain(".useContext(_approutercontextsharedruntime.AppRouterContext)");
});
