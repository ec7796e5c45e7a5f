/// <reference lib="webworker" />
// Never cached: /api/* and pages rendered per request, where personal data can appear, except the signed-in
// account's own copy of /today and /care-card (docs/offline.md "Personal pages").
import type { PrecacheEntry, RouteMatchCallbackOptions, SerwistGlobalConfig, SerwistPlugin } from "serwist";
import { ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from "serwist";

import { isPersonalPage, keepPersonalCopy, personalCopy } from "./personal-pages";
import { notificationOf, notificationTarget } from "./push-notification";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname.startsWith("/api/");

// A page is kept only when its Cache-Control lets a shared cache keep it; no header means not kept.
const sharedPagesOnly: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => {
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const shared = /\b(s-maxage|public)\b/i.test(cacheControl);
    const personal = /\b(private|no-store)\b/i.test(cacheControl);
    return Promise.resolve(response.status === 200 && shared && !personal ? response : null);
  },
};

const isPageNavigation = ({ request, url }: RouteMatchCallbackOptions) =>
  request.mode === "navigate" && sameOrigin(url) && !isApi(url);

// /today and /care-card: always from the network, the account's own last copy only when it fails.
async function personalPage({ request, url }: { request: Request; url: URL }): Promise<Response> {
  try {
    const response = await fetch(request);
    await keepPersonalCopy(url.pathname, response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const copy = await personalCopy(url.pathname);
    if (copy) return copy;
    const offline = await serwist.matchPrecache("/offline");
    if (offline) return offline;
    throw error;
  }
}

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      // /build-stack is another address of the builder.
      matcher: ({ request, url }) => request.mode === "navigate" && url.pathname === "/build-stack",
      handler: () => Promise.resolve(Response.redirect(new URL("/stacks", self.location.origin).href, 308)),
    },
    {
      matcher: ({ request, url }) =>
        request.mode === "navigate" && sameOrigin(url) && isPersonalPage(url.pathname),
      handler: personalPage,
    },
    {
      matcher: isPageNavigation,
      handler: new NetworkFirst({
        cacheName: "pages",
        plugins: [
          sharedPagesOnly,
          new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS, maxAgeFrom: "last-used" }),
        ],
      }),
    },
    {
      matcher: ({ request, url }) => request.destination === "image" && sameOrigin(url) && !isApi(url),
      handler: new StaleWhileRevalidate({
        cacheName: "images",
        plugins: [
          new ExpirationPlugin({ maxEntries: 64, maxAgeSeconds: 30 * DAY_SECONDS, maxAgeFrom: "last-used" }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();

self.addEventListener("push", (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(notificationTarget(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) await open.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
