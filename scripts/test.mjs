// `npm test`: every layer, in the order that fails fastest.
// Quality gates → unit → build → integration → e2e. Set SKIP_BUILD=1 to reuse an existing build.
import { exec, execSync } from "node:child_process";
import { postgresNotice } from "./postgres-notice.mjs";

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

const run = (label, command) => {
  console.log(`\n▶ ${label}: ${command}`);
  const started = Date.now();
  execSync(command, { stdio: "inherit" });
  console.log(`✔ ${label} (${seconds(started)}s)`);
};

/**
 * Runs single-threaded checks side by side (tsc, ESLint and Prettier each use one core), printing
 * each one's output whole when it ends; fails after all have ended if any failed.
 */
const runTogether = async (checks) => {
  console.log(`\n▶ ${checks.map(([label]) => label).join(", ")}, side by side`);
  const results = await Promise.all(
    checks.map(
      ([label, command]) =>
        new Promise((resolve) => {
          const started = Date.now();
          exec(command, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
            const output = `${stdout}${stderr}`.trimEnd();
            if (output) console.log(`\n── ${label}: ${command}\n${output}`);
            console.log(`${error ? "✘" : "✔"} ${label} (${seconds(started)}s)`);
            resolve(!error);
          });
        }),
    ),
  );
  if (results.includes(false)) process.exit(1);
};

// One line, first, so it is not lost when a later stage fails.
const notice = postgresNotice(process.env);
if (notice) console.log(notice);

run("images", "npm run images");
await runTogether([
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["format", "npm run format:check"],
]);
run("unit", "npx vitest run --project unit");
if (!process.env.SKIP_BUILD) run("build", "npm run build:app");
run("integration", "npx vitest run --project integration");
run("e2e", "node scripts/ensure-chromium.mjs && npx vitest run --project e2e");
