import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, waitForHydration } from "./browser";
import { startServer, type TestServer } from "./server";

/**
 * One built server and one Chromium for a test file, started before its tests and stopped after;
 * `open` loads a path and waits for hydration.
 */
export function siteInBrowser(env: Record<string, string> = {}) {
  const site = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  const open = async (page: Page, pathname: string) => {
    await page.goto(site.server.url + pathname);
    await waitForHydration(page);
  };
  return { site, open };
}
