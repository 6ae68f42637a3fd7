// `npm test`: every layer, in the order that fails fastest.
// Quality gates → unit → build → integration → e2e. Set SKIP_BUILD=1 to reuse an existing build.
import { execSync } from "node:child_process";
import { postgresNotice } from "./postgres-notice.mjs";

const run = (label, command) => {
  console.log(`\n▶ ${label}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: "inherit" });
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
};

// One line, first, so it is not lost when a later stage fails.
const notice = postgresNotice(process.env);
if (notice) console.log(notice);

run("images", "npm run images");
run("typecheck", "npm run typecheck");
run("lint", "npm run lint");
run("format", "npm run format:check");
run("unit", "node scripts/ensure-poppler.mjs && npx vitest run --project unit");
if (!process.env.SKIP_BUILD) run("build", "npm run build:app");
run("integration", "npx vitest run --project integration");
run("e2e", "node scripts/ensure-chromium.mjs && npx vitest run --project e2e");
