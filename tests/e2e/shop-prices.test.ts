import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectFitsPhone, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, payTestCheckout, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Her price sheets (issue 31 §1–2, decision 049) on a 390 px phone: a bad price refused in words
// first; she raises the print prices and adds a size with the Add button, saves, and /all-products,
// the print's page and the cart follow; a visitor buys the new size through the test
// checkout at the new price; axe finds nothing. Then a sheet she names herself (decision 054): Canvas, a
// product on it, its page at her prices, a change that reaches it, and the delete step that refuses.

let server: TestServer;
let app: AppDatabase;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

describe("shop prices", () => {
  it("she changes the print prices and adds a size; the shop sells them", async () => {
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/prices");
    await admin.page.getByRole("heading", { level: 1, name: "Shop prices" }).waitFor();
    await waitForHydration(admin.page);
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    const prints = admin.page.locator("section", {
      has: admin.page.getByRole("heading", { level: 2, name: "Fine-art prints" }),
    });
    const size = (n: number) => prints.getByRole("group", { name: new RegExp(`^Size ${n}`) });
    await size(1).getByLabel("Price").fill("forty");
    await admin.page.getByRole("button", { name: "Save prices" }).click();
    await admin.page.getByText("Enter the price in dollars, e.g. 4000 or 4,000.00.").waitFor();
    await expectNoAxeViolations(admin.page);

    await size(1).getByLabel("Price").fill("49");
    await admin.page.getByRole("button", { name: "Add a print size" }).click();
    await size(4).getByLabel("Size (inches)").waitFor();
    await size(4).getByLabel("Size (inches)").fill("20x24");
    await size(4).getByLabel("Price").fill("120");
    await admin.page.getByRole("button", { name: "Save prices" }).click();
    await admin.page.getByText("Saved: the shop, your home page's print carousel and new orders use").waitFor();
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/all-products`);
    await page.getByText("Starting at $49").first().waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    await page.goto(`${server.url}/floral-print/pink-peonies/select-size`);
    await waitForHydration(page);
    await page.getByText("$120.00").waitFor();
    await page.goto(`${server.url}/floral-print/pink-peonies/checkout/20x24`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to Cart").first().waitFor();
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$120.00");
    await expectNoAxeViolations(page);
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $120.00" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid" });
    expect(Number(order.total_cents)).toBe(120_00);
    const line = await app.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ cart_id: "pink-peonies-20x24", size: "20x24" });
    expect(Number(line.unit_cents)).toBe(120_00);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("she names a Canvas sheet and a product on it sells at its prices, then at her new ones", async () => {
    const photo = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("filename", "=", "portfolio/wedding/001")
      .executeTakeFirstOrThrow();
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/prices");
    await admin.page.getByRole("heading", { level: 2, name: "Your own price sheets" }).waitFor();
    await admin.page.getByRole("link", { name: "Add a price sheet" }).click();
    await admin.page.getByRole("heading", { level: 1, name: "Add a price sheet" }).waitFor();
    await waitForHydration(admin.page);
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.getByLabel("Size 1", { exact: true }).fill("12 x 12");
    await admin.page.getByLabel("Price 1", { exact: true }).fill("120");
    await admin.page.getByLabel("Size 2", { exact: true }).fill("16x16");
    await admin.page.getByLabel("Price 2", { exact: true }).fill("160");
    await admin.page.getByRole("button", { name: "Add the price sheet" }).click();
    await admin.page.getByText("Name the sheet, e.g. Canvas.").first().waitFor();
    await expectNoAxeViolations(admin.page);
    await admin.page.getByLabel("Name", { exact: true }).fill("Canvas");
    await admin.page.getByRole("button", { name: "Add the price sheet" }).click();
    await admin.page.waitForURL(/\/admin\/prices\/sheets\/\d+\?created=1$/);
    await admin.page.getByText("Added. Choose it on a product's form").waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    const sheetUrl = admin.page.url().replace("?created=1", "");

    await admin.page.goto(`${server.url}/admin/products/new`);
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Name", { exact: true }).fill("Saguaro at Dusk");
    await admin.page.getByLabel("Or a new category", { exact: true }).fill("Canvas");
    await admin.page.getByLabel("Description", { exact: true }).fill("A saguaro against the last light.");
    await admin.page.getByLabel("Photo", { exact: true }).selectOption(String(photo.id));
    await admin.page.getByRole("radio", { name: /^Canvas/ }).check();
    await admin.page.getByRole("button", { name: "Add the product" }).click();
    await admin.page.waitForURL(/\/admin\/products\/saguaro-at-dusk\?created=1$/);

    const { page, errors, context } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/product-detail/saguaro-at-dusk`);
    await page.getByText("$160.00").first().waitFor();
    await page.getByText("$120.00").first().waitFor();

    await admin.page.goto(sheetUrl);
    await waitForHydration(admin.page);
    await admin.page.getByText("Used by Saguaro at Dusk.").waitFor();
    await admin.page.getByLabel("Price 2", { exact: true }).fill("175.50");
    await admin.page.getByRole("button", { name: "Save price sheet" }).click();
    await admin.page.getByText("Saved: the product on this sheet sells at these prices now.").waitFor();
    await expectNoAxeViolations(admin.page);
    await admin.page.getByRole("link", { name: "Delete this price sheet…" }).click();
    await admin.page.getByText("Products still use this sheet: Saguaro at Dusk.").waitFor();
    await expectNoAxeViolations(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // Her change reaches the page through the render cache (npm run bench measures the 2 s).
    for (let tries = 0; !(await page.content()).includes("$175.50") && tries < 40; tries++) {
      await page.waitForTimeout(250);
      await page.reload();
    }
    await page.getByText("$175.50").first().waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
