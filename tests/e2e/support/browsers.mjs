// The browsers e2e runs in, from Debian (Playwright cannot download its own here). Specs use the headless
// shell, which costs about a fifth less CPU than full Chromium (docs/benchmarks.md); push needs full Chromium,
// as the shell always denies the notification permission.
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_PACKAGES = ["chromium", "chromium-headless-shell"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
