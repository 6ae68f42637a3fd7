// E2E tests drive Debian's Chromium. Install it with apt when missing and we are root;
// otherwise fail with one line saying how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run 'sudo apt-get install -y chromium' (expected at ${chromium}).`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium with apt…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq && apt-get install -y -qq chromium fonts-dejavu-core", { stdio: "inherit", env });
}
