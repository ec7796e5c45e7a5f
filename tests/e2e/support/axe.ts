// The accessibility scans' one way of running axe: the page as a visitor sees it once it has settled.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { PRIVACY_SETTINGS_BUTTON_ID } from "@/components/consent/return-focus";

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page, one line each (rule: targets).
 *
 * The consent controls appear only once the page has read the visitor's choice: without one, the
 * banner is drawn invisible and fades in after its delay, and a scan during the fade would measure
 * half-transparent text; with one, the privacy settings button takes its place. So the scan waits for
 * one of those two settled states — and then checks the banner or the button too.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate((privacyButtonId) => {
        const banner = document.querySelector("[data-consent-banner]");
        if (banner) {
          const shown =
            banner.getAttribute("aria-hidden") === null && getComputedStyle(banner).opacity === "1";
          return shown ? "banner shown" : "settling";
        }
        return document.getElementById(privacyButtonId) ? "choice made" : "settling";
      }, PRIVACY_SETTINGS_BUTTON_ID),
    )
    .not.toBe("settling");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
