import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 31 §2 in a real browser on a phone-sized screen: the photographer replaces a print's
// product photo with a photo from her library, and /all-products shows it, no rebuild, no developer.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the design & shop photos from /admin", () => {
  it("replaces the Pink Peonies print's photo with a library photo; /all-products shows it", async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/design-photos");
    await page.getByRole("heading", { level: 1, name: "Design & shop photos" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("link", { name: "Choose from your photos for Floral print: Pink Peonies" }).click();
    await page.getByRole("heading", { level: 2, name: "Choose a photo: Floral print: Pink Peonies" }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Choose from your photo library").selectOption({ label: "portfolio/wedding/001" });
    await page.getByLabel("Description (alt text)").fill("Pink peonies on the studio table");
    await page.getByRole("button", { name: "Use this photo" }).click();
    await page.getByText("Saved: Floral print: Pink Peonies shows your photo now.").waitFor();
    // The list follows once the page has reloaded its data: the slot's "Your photo" badge (exact:
    // its "Choose from your photos" link holds the words too).
    const badge = page
      .getByRole("listitem")
      .filter({ hasText: "Floral print: Pink Peonies" })
      .getByText("Your photo", { exact: true });
    await badge.waitFor();
    expect(await badge.count()).toBe(1);

    // The public page, as a visitor: re-rendered within 2 s through the render cache.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const deadline = Date.now() + 2_500;
    let src = "";
    for (;;) {
      await visitor.goto(server.url + "/all-products");
      src =
        (await visitor
          .getByAltText("Pink peonies on the studio table")
          .first()
          .getAttribute("src")
          .catch(() => null)) ?? "";
      if (src || Date.now() > deadline) break;
      await visitor.waitForTimeout(100);
    }
    expect(src).toMatch(/portfolio-wedding-001/);
    // The photo really loads (its file is served), at its own size.
    const loaded = await visitor
      .getByAltText("Pink peonies on the studio table")
      .first()
      .evaluate(async (img: HTMLImageElement) => {
        img.scrollIntoView();
        img.loading = "eager";
        await img.decode().catch(() => undefined);
        return img.naturalWidth;
      });
    expect(loaded).toBeGreaterThan(0);
    await visitor.close();
    expect(errors).toEqual([]);
  });
});
