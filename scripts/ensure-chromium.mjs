// Browsers from Debian's packages, never downloaded: the tests drive chromium-headless-shell (the
// same Chromium without the desktop browser around it: the e2e files take ~40% less time), the
// benchmark's Lighthouse drives the full chromium, as a visitor's browser. Missing ones are
// installed with apt when we are root; otherwise this fails with one line saying how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const browsers = [
  { path: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell", apt: "chromium-headless-shell" },
  { path: process.env.CHROME_PATH ?? "/usr/bin/chromium", apt: "chromium" },
];
const missing = browsers.filter((browser) => !fs.existsSync(browser.path));
if (missing.length > 0) {
  const packages = [...missing.map((browser) => browser.apt), "fonts-dejavu-core"].join(" ");
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${missing.map((b) => b.path).join(", ")}): run 'sudo apt-get install -y ${packages}'.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync(`apt-get update -qq && apt-get install -y -qq ${packages}`, { stdio: "inherit", env });
}
