// The service worker (public/sw.js, built from lib/offline/sw.ts) exists only in production builds. It registers
// once the page has loaded, so it never competes with the page's own requests.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  // A refused registration (an insecure origin, a private window) leaves the app working online, as before.
  const register = () =>
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
