export const SITE_NAME = "Smart Supplement Stack Builder UK";
export const SITE_SHORT_NAME = "Stack Builder UK";
export const SITE_DESCRIPTION =
  "Browse supplements with UK retailer prices, build your own supplement stack, check " +
  "interactions and see what your stack costs. Educational information only, not medical advice.";
export const SITE_LOCALE = "en_GB";
// brand-500 in tailwind.config.ts.
export const THEME_COLOUR = "#10b981";

export const LOGO_PATH = "/icons/icon-512.png";

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}
