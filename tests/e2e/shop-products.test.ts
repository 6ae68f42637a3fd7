import { describe, expect, it } from "vitest";
import { expectFitsPhone, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { newPage, payTestCheckout, waitForHydration } from "../helpers/browser";
import { shopE2e } from "./shop-e2e-harness";

// Her products (issue 31 §1–2, decision 050) on a 390 px phone: a product without a photo is refused
// in words first; she adds one with a photo from her library on the landscape prints' sheet; it
// appears on /all-products in its category; a visitor adds it to the cart from its page and buys it
// through the test checkout; the order keeps its line; axe finds nothing on her screens. She drags
// a product onto another of its category, and All Products follows her new order.

const shop = shopE2e();
const LIBRARY_PHOTO = "portfolio/wedding/001";

describe("shop products", () => {
  it("she adds a product with a library photo and a price sheet; a visitor buys it", async () => {
    const { server, app, browser } = shop;
    const photo = await app.db
      .selectFrom("media_photos")
      .select(["id", "filename"])
      .where("filename", "=", LIBRARY_PHOTO)
      .executeTakeFirstOrThrow();
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/products");
    await admin.page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    await waitForHydration(admin.page);
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.getByRole("link", { name: "Add a product" }).click();
    await admin.page.getByRole("heading", { level: 1, name: "Add a product" }).waitFor();
    await waitForHydration(admin.page);
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);

    await admin.page.getByLabel("Name", { exact: true }).fill("Ocotillo Dawn");
    await admin.page.getByLabel("Category", { exact: true }).selectOption("Landscape Prints");
    await admin.page
      .getByLabel("Description", { exact: true })
      .fill("First light on an ocotillo in the Sonoran Desert.");
    await admin.page.getByLabel("Product Information", { exact: true }).fill("Museum-quality paper\nReady for framing");
    await admin.page.getByRole("radio", { name: /Fine art prints \(landscape\)/ }).check();
    await admin.page.getByRole("button", { name: "Add the product" }).click();
    await admin.page.getByText("Choose a photo from your Photos library.").first().waitFor();
    await expectNoAxeViolations(admin.page);

    await admin.page.getByLabel("Photo", { exact: true }).selectOption(String(photo.id));
    await admin.page.getByRole("button", { name: "Add the product" }).click();
    await admin.page.waitForURL(/\/admin\/products\/ocotillo-dawn\?created=1$/);
    await admin.page.getByText("Added. Published products are on All Products now.").waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const { page, errors, context } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/all-products`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Landscape Prints" }).click();
    const card = page.getByTestId("product-card").filter({ hasText: "Ocotillo Dawn" });
    await card.getByText("Starting at $45").waitFor();
    await card.getByRole("link", { name: "Select Size: Ocotillo Dawn" }).click();
    await page.waitForURL(/\/product-detail\/ocotillo-dawn$/);
    await waitForHydration(page);
    // Her library photo, served as the library serves it (AVIF variants with widths).
    const avif = await app.db
      .selectFrom("media_variants")
      .select("path")
      .where("photo_id", "=", photo.id)
      .where("format", "=", "avif")
      .executeTakeFirstOrThrow();
    const picture = page.locator("main picture source[type='image/avif']").first();
    expect(await picture.getAttribute("srcset")).toContain(avif.path.split("/").pop()!);
    await page.getByRole("button", { name: /^10x8 inches/ }).click();
    await page.getByRole("button", { name: "Add to Cart - $45.00" }).click();
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$45.00");
    await expectNoAxeViolations(page);
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $45.00" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid" });
    expect(Number(order.total_cents)).toBe(45_00);
    const line = await app.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ cart_id: "ocotillo-dawn-10x8", title: "Ocotillo Dawn (10x8)", size: "10x8" });
    expect(Number(line.unit_cents)).toBe(45_00);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("she drags a product onto another of its category: it takes its place there and on All Products", async () => {
    const { server, app, browser } = shop;
    const floralsInOrder = async () =>
      (
        await app.db
          .selectFrom("shop_products")
          .select("title")
          .where("category", "=", "Floral Prints")
          .orderBy("position")
          .orderBy("id")
          .execute()
      ).map((p) => p.title);
    const before = await floralsInOrder();
    const [first, second, third] = before;
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/products");
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    await waitForHydration(page);
    const florals = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Floral Prints" }) });
    const rows = florals.locator("tbody > tr");
    const titles = () => rows.locator("td:first-child a").allTextContents();
    expect(await titles()).toEqual(before);

    // Playwright's mouse drag does not start an HTML drag in this headless Chromium, so the
    // browser's own drag events are dispatched in order, one at a time (React re-renders between),
    // as the portfolio's e2e does.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await rows.nth(0).dispatchEvent("dragstart", { dataTransfer });
    // While dragged, the row is dimmed, its border in the accent colour.
    await expect.poll(() => rows.nth(0).getAttribute("class")).toContain("opacity-60");
    await rows.nth(2).dispatchEvent("dragover", { dataTransfer });
    await rows.nth(2).dispatchEvent("drop", { dataTransfer });
    await rows.nth(0).dispatchEvent("dragend", { dataTransfer });
    await page.getByRole("status").getByText(`Moved ${first}`).waitFor();
    const after = [second, third, first, ...before.slice(3)];
    await expect.poll(titles, { timeout: 5_000 }).toEqual(after);
    expect(await floralsInOrder()).toEqual(after);
    expect(await rows.nth(2).getAttribute("class")).not.toContain("opacity-60");
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // A drop on another category's product is not offered (its dragover does not allow a drop, as
    // one of the same category does), and a drop there anyway moves nothing.
    const albums = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Signature Albums" }) })
      .locator("tbody > tr");
    const allowsDrop = (row: typeof rows) =>
      row.evaluate((target, transfer) => {
        const over = new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: transfer });
        target.dispatchEvent(over);
        return over.defaultPrevented;
      }, dataTransfer);
    const everyProduct = async () =>
      (await app.db.selectFrom("shop_products").select("id").orderBy("position").orderBy("id").execute()).map(
        (p) => p.id,
      );
    const order = await everyProduct();
    await rows.nth(0).dispatchEvent("dragstart", { dataTransfer });
    await expect.poll(() => allowsDrop(rows.nth(1))).toBe(true);
    expect(await allowsDrop(albums.nth(0))).toBe(false);
    await albums.nth(0).dispatchEvent("drop", { dataTransfer });
    await rows.nth(0).dispatchEvent("dragend", { dataTransfer });

    // All Products lists them in her new order (the render cache re-renders it within 2 s).
    const shown = async () => {
      await page.goto(`${server.url}/all-products`);
      const cards = await page.getByTestId("product-card").locator("h2").allTextContents();
      return cards.filter((title) => before.includes(title));
    };
    await expect.poll(shown, { timeout: 5_000 }).toEqual(after);
    expect(await everyProduct()).toEqual(order);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
