// First step of `npm test`: the e2e tests need Debian's Chromium at /usr/bin/chromium (Playwright cannot download its
// own here). Install it when we can; otherwise stop at once with one line saying what to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";

function canInstall() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
}

if (!existsSync(CHROMIUM)) {
  if (canInstall()) {
    console.log("Installing Debian's chromium for the end-to-end tests (apt-get)…");
    const result = spawnSync("sh", ["-c", `${INSTALL} >/dev/null`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0 || !existsSync(CHROMIUM)) {
      console.error(`Could not install chromium; run as root: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(
      `The end-to-end tests need Debian's Chromium at ${CHROMIUM}: run \`sudo ${INSTALL}\`, then npm test.`,
    );
    process.exit(1);
  }
}
