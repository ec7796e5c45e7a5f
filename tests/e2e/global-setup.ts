// Checks the browser Playwright is told to use is installed (Debian's chromium; .ci/run installs it),
// so a missing browser fails with one clear line rather than a launch stack trace.
import { existsSync } from "node:fs";

export default function globalSetup(): void {
  if (!existsSync("/usr/bin/chromium")) {
    throw new Error(
      "e2e tests need Debian's Chromium at /usr/bin/chromium: apt-get install chromium (see .ci/run)",
    );
  }
}
