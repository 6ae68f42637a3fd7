import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kb, pageAssets } from "../../bench/asset-sizes";

// The fast guard of docs/decisions/007-performance.md: what the home page makes a phone download
// before it is interactive, read from the built client. The full benchmark (`npm run bench`:
// Lighthouse, server load) does not run in CI; this fails the moment the bundles grow past budget.
const JS_BUDGET_GZIP = 150 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

describe("bundle budget", () => {
  const indexFile = path.join(clientDir, "index.html");

  it("finds the prerendered home page in the build", () => {
    expect(fs.existsSync(indexFile), `${indexFile} missing: run the build first`).toBe(true);
  });

  const home = () => pageAssets(fs.readFileSync(indexFile, "utf8"), clientDir);

  it(`home page JavaScript is at most ${kb(JS_BUDGET_GZIP)} gzip`, () => {
    const { js, scripts } = home();
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      js.gzip,
      `home JS is ${kb(js.gzip)} gzip over ${scripts.length} files:\n${scripts.join("\n")}`,
    ).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  });

  it(`home page CSS is at most ${kb(CSS_BUDGET_GZIP)} gzip`, () => {
    const { css, styles } = home();
    expect(styles.length).toBeGreaterThan(0);
    expect(css.gzip, `home CSS is ${kb(css.gzip)} gzip: ${styles.join(", ")}`).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
  });
});
