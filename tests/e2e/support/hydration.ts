// Waits until React has hydrated an element, so a click on it runs its handler (a client-side navigation,
// a dialog opening) rather than the server HTML's default. "networkidle" is no such signal: link prefetches
// on a busy machine can keep the network busy for longer than a test's timeout.
import { expect, type Locator } from "@playwright/test";

export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}
