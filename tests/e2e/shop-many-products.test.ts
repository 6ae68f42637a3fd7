import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedProductRows } from "~/catalogue/seed-products";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { productColumns, readProducts } from "~/server/shop/shop-products.server";
import { FIRST_CARDS } from "~/components/shop/all-products-page";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// A shop larger than FIRST_CARDS products (decision 055): /all-products draws the first 60 cards
// and "Show all N products"; with JavaScript the rest are drawn in place and focus moves to the
// first new card; without it the link opens /all-products/all (every card, noindex). The seeded
// shop (54 products) shows every card with no link, as SPEC §2.7 lists them.

const EXTRA = 70;
let server: TestServer;
let app: AppDatabase;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  app = openDatabase(server.databaseUrl);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

const cards = (page: Page) => page.getByTestId("product-card");

describe("a shop of many products", () => {
  it("the seeded shop lists every product, with no Show all link", async () => {
    const { page, context } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/all-products`);
    await waitForHydration(page);
    expect(seedProductRows.length).toBeLessThanOrEqual(FIRST_CARDS);
    expect(await cards(page).count()).toBe(seedProductRows.length);
    expect(await page.getByRole("link", { name: /^Show all/ }).count()).toBe(0);
    await context.close();
  });

  it("draws the first 60 cards, then all of them in place, focus on the first new one", async () => {
    await readProducts(app.db); // the seed, first
    const template = seedProductRows.find((row) => row.priceSource === "prints")!;
    await app.db
      .insertInto("shop_products")
      .values(
        Array.from({ length: EXTRA }, (_, i) => ({
          id: `desert-study-${i + 1}`,
          position: 1000 + i,
          ...productColumns({ ...template, id: `desert-study-${i + 1}`, title: `Desert Study ${i + 1}` }),
        })),
      )
      .execute();
    const total = seedProductRows.length + EXTRA;
    const { page, errors, context } = await newPage(browser, { width: 390 });
    // The render cache takes about a second to see the new products.
    for (let tries = 0; tries < 40; tries++) {
      await page.goto(`${server.url}/all-products`);
      if ((await page.getByRole("link", { name: `Show all ${total} products` }).count()) > 0) break;
      await page.waitForTimeout(250);
    }
    await waitForHydration(page);
    expect(await cards(page).count()).toBe(FIRST_CARDS);
    await expectNoAxeViolations(page);
    const showAll = page.getByRole("link", { name: `Show all ${total} products` });
    await showAll.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => cards(page).count()).toBe(total);
    expect(page.url()).toBe(`${server.url}/all-products`);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    const firstNew = await cards(page).nth(FIRST_CARDS).getByRole("link").getAttribute("aria-label");
    expect(focused).toBe(firstNew);
    expect(await page.getByRole("link", { name: /^Show all/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto(`${server.url}/all-products`);
    await plain.getByRole("link", { name: `Show all ${total} products` }).click();
    await plain.waitForURL(`${server.url}/all-products/all`);
    expect(await cards(plain).count()).toBe(total);
    expect(await plain.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await noScript.close();
  });
});
