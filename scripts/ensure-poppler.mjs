// pdftotext and pdfinfo (Debian's poppler-utils) read the signed contracts' PDFs back in the tests.
// Installed with apt when missing and we are root, like Chromium (ensure-chromium.mjs); otherwise
// this fails with one line saying how.
import { execSync } from "node:child_process";
import fs from "node:fs";

const tools = ["/usr/bin/pdftotext", "/usr/bin/pdfinfo"];
if (tools.some((tool) => !fs.existsSync(tool))) {
  if (process.getuid?.() !== 0) {
    console.error("pdftotext is missing: run 'sudo apt-get install -y poppler-utils'.");
    process.exit(1);
  }
  console.log("Installing Debian's poppler-utils with apt…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq && apt-get install -y -qq poppler-utils", { stdio: "inherit", env });
}
