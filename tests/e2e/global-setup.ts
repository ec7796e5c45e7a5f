// Checks the browsers Playwright is told to use are installed (Debian's; .ci/run installs them), so a
// missing browser fails with one clear line rather than a launch stack trace.
import { existsSync } from "node:fs";

import { CHROMIUM, DEBIAN_PACKAGES, HEADLESS_SHELL } from "./support/browsers.mjs";

export default function globalSetup(): void {
  if (![CHROMIUM, HEADLESS_SHELL].every((browser) => existsSync(browser))) {
    throw new Error(
      `e2e tests need Debian's ${DEBIAN_PACKAGES.join(" and ")}: apt-get install ${DEBIAN_PACKAGES.join(" ")} (see .ci/run)`,
    );
  }
}
