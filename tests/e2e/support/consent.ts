import type { Page } from "@playwright/test";

import { CONSENT_BANNER_DELAY_MS } from "@/lib/consent/constants";

/**
 * Opens `path` for a visitor who has not decided yet, with the banner's delay moved past on the page's
 * clock instead of waited out (consent.spec.ts measures the real delay once).
 */
export async function gotoWithConsentBanner(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.clock.fastForward(CONSENT_BANNER_DELAY_MS);
}
