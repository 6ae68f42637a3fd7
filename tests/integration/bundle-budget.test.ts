import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kb, pageAssets } from "../../bench/asset-sizes";
import { startServer, type TestServer } from "../helpers/server";

// The fast guard of docs/decisions/007-performance.md: what the home page makes a phone download
// before it is interactive: the home page as the built server renders it, and its assets in the
// built client. The full benchmark (`npm run bench`:
// Lighthouse, server load) does not run in CI; this fails the moment the bundles grow past budget.
const JS_BUDGET_GZIP = 150 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

describe("bundle budget", () => {
  // The home page is rendered per request since its texts live in the database (decision 021):
  // its HTML comes from the built server, its assets from the built client.
  let server: TestServer;
  let html = "";
  beforeAll(async () => {
    server = await startServer();
    html = await (await fetch(server.url + "/")).text();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("finds the home page's assets in the build", () => {
    expect(fs.existsSync(clientDir), `${clientDir} missing: run the build first`).toBe(true);
    expect(html).toContain("/assets/");
  });

  const home = () => pageAssets(html, clientDir);

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
