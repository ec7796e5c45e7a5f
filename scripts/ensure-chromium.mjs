// First step of `npm test`: the e2e tests need Debian's Chromium and its headless shell (Playwright cannot download
// its own here). Install them when we can; otherwise stop at once with one line saying what to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { CHROMIUM, DEBIAN_PACKAGES, HEADLESS_SHELL } from "../tests/e2e/support/browsers.mjs";

const INSTALL = `apt-get update && apt-get install -y ${DEBIAN_PACKAGES.join(" ")}`;
const installed = () => existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL);

function canInstall() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

if (!installed()) {
  if (canInstall()) {
    console.log(`Installing Debian's ${DEBIAN_PACKAGES.join(" and ")} for the end-to-end tests (apt-get)…`);
    const result = spawnSync("sh", ["-c", `${INSTALL} >/dev/null`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0 || !installed()) {
      console.error(`Could not install the browsers; run as root: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`The end-to-end tests need Debian's browsers: run \`sudo ${INSTALL}\`, then npm test.`);
    process.exit(1);
  }
}
