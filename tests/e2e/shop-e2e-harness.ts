import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { launchBrowser } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// The shop's e2e tests (tax and shipping, coupons, gift cards): the built server with her account,
// its database open here and a browser, started before the file's tests and stopped after; and a
// visitor's cart holding two 8x10 Pink Peonies prints ($90.00).

export interface ShopE2e {
  server: TestServer;
  app: AppDatabase;
  browser: Browser;
}

/** Call at the top of a test file; read the fields inside its tests. */
export function shopE2e(): ShopE2e {
  const shop = {} as ShopE2e;
  beforeAll(async () => {
    shop.server = await startServer();
    const created = await createAdminAccount(shop.server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    shop.app = openDatabase(shop.server.databaseUrl);
    shop.browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await shop.browser?.close();
    await shop.app?.db.destroy();
    await shop.server?.stop();
  });
  return shop;
}

/** Two 8x10 Pink Peonies prints in this browser's cart, as the product page would leave them. */
export async function twoPeoniesInCart(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/all-products`);
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([
        {
          id: "pink-peonies-8x10",
          title: "Pink Peonies (8x10)",
          size: "8x10",
          price: "$45.00",
          image: "/x.jpg",
          quantity: 2,
        },
      ]),
    ),
  );
}
