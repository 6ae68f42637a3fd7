import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration, payTestCheckout } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// The shop in Chromium: four kinds of product through the cart, the built-in test checkout and
// the success page; /product-detail and the signature wedding album dialog.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_EMAIL: "studio@example.com" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, pathname: string) {
  await page.goto(server.url + pathname);
  await waitForHydration(page);
}

const badge = (page: Page) => page.getByTestId("cart-widget").getByTestId("cart-badge");
const toast = (page: Page) => page.getByTestId("toast");

async function expectToast(page: Page, title: string, description: string) {
  await toast(page).getByText(title, { exact: true }).waitFor();
  expect(await toast(page).textContent()).toContain(description);
}

/** Waits until the page's robots tags are exactly `expected` (<Meta> updates after navigation). */
async function expectRobots(page: Page, expected: string[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify([...document.querySelectorAll('meta[name="robots"]')].map((t) => t.getAttribute("content"))) ===
      JSON.stringify(want),
    expected,
    { timeout: 5000 },
  );
}

function readDb<T>(query: string, ...params: unknown[]): T {
  const db = new Database(server.databaseUrl.replace(/^file:/, ""), { readonly: true });
  try {
    return db.prepare(query).all(...params) as T;
  } finally {
    db.close();
  }
}

describe("buying prints and albums", () => {
  it("goes from the galleries through the cart and the test checkout to the success page", async () => {
    const { page, errors, context } = await newPage(browser);

    // A floral print: gallery → detail → size selection (noindex while shown) → checkout.
    await open(page, "/floral-gallery");
    expect(await badge(page).count()).toBe(0);
    await page.getByRole("link", { name: "View Details: Vintage Roses" }).click();
    await page.waitForURL(`${server.url}/floral-print/vintage-roses`);
    await expectRobots(page, []);
    await page.getByRole("link", { name: "Add to Cart" }).click();
    await page.waitForURL(/\/select-size$/);
    await page.getByRole("heading", { name: "Select Your Size" }).waitFor();
    await expectRobots(page, ["noindex, nofollow"]);
    await page.getByRole("link", { name: "← Back to Vintage Roses" }).click();
    await page.waitForURL(`${server.url}/floral-print/vintage-roses`);
    await expectRobots(page, []);
    await page.goBack();
    await page.waitForURL(/\/select-size$/);
    await expectRobots(page, ["noindex, nofollow"]);
    await page.getByRole("link", { name: "Select Size 11x14" }).click();
    await page.waitForURL(`${server.url}/floral-print/vintage-roses/checkout/11x14`);
    await page.getByText("Size: 11x14").waitFor();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to Cart", "Vintage Roses (11x14) has been added to your cart.");
    await badge(page).getByText("1", { exact: true }).waitFor();

    // A landscape print.
    await open(page, "/landscape-gallery");
    await page.getByRole("link", { name: "View Details: Horseshoe Bend" }).click();
    await page.getByRole("link", { name: "Add to Cart" }).click();
    await page.getByRole("link", { name: "Select Size 20x16" }).click();
    await page.waitForURL(/\/landscape-print\/horseshoe-bend\/checkout\/20x16$/);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to Cart", "Horseshoe Bend (20x16) has been added to your cart.");
    await badge(page).getByText("2", { exact: true }).waitFor();

    // A photo album: the dialog, cancelled with Escape, then confirmed.
    await open(page, "/photo-albums");
    const card = page.getByRole("button", { name: /^8x8 Photo Album/ });
    await card.click();
    const dialog = page.getByRole("dialog", { name: "Add to Cart" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Would you like to add the 8x8 Photo Album ($150.00) to your cart?");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^8x8 Photo Album/);
    expect(await badge(page).textContent()).toBe("2");
    await card.click();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expectToast(page, "Added to cart", "8x8 Photo Album has been added to your cart.");
    await badge(page).getByText("3", { exact: true }).waitFor();

    // A wedding album: added at once.
    await open(page, "/wedding-albums");
    await page.getByRole("button", { name: /The Highlights Reel/ }).click();
    await expectToast(page, "Added to cart", "has been added to your cart.");
    await badge(page).getByText("4", { exact: true }).waitFor();

    // The cart: quantities, the album session date, the total from the catalogue.
    await page.getByTestId("cart-widget").click();
    await page.waitForURL(`${server.url}/cart`);
    await page.getByRole("heading", { name: "Your Cart" }).waitFor();
    expect(await page.getByTestId("cart-item").count()).toBe(4);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$1,270.00");
    await page.getByRole("button", { name: "Increase quantity of Vintage Roses" }).click();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$1,325.00");
    expect(await badge(page).textContent()).toBe("5");
    await page.getByRole("button", { name: "Decrease quantity of Vintage Roses" }).click();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$1,270.00");
    const notes = page.getByLabel("What was/will be your session date");
    expect(await notes.count()).toBe(2);
    const albumLine = page.getByTestId("cart-item").filter({ hasText: "Photo Album" });
    await albumLine.getByLabel("What was/will be your session date").fill("June 14, 2026");
    await page.reload();
    await waitForHydration(page);
    expect(await albumLine.getByLabel("What was/will be your session date").inputValue()).toBe("June 14, 2026");

    // Checkout opens the test checkout in a new tab.
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $1,270.00" }).click();
    const popup = await popupPromise;
    await expectToast(page, "Checkout Opened", "Complete your purchase in the new tab");
    await popup.waitForLoadState();
    await waitForHydration(popup);
    await popup.getByText("Test checkout — no card is charged").waitFor();
    expect(await popup.getByTestId("test-checkout-total").textContent()).toBe("$1,270.00");
    expect(await popup.getByTestId("test-checkout-line").count()).toBe(4);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    await popup.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    const sessionId = new URL(popup.url()).searchParams.get("session_id");
    expect(await popup.getByTestId("order-reference").textContent()).toBe(`Order Reference: ${sessionId}`);
    expect(await popup.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
    // The first tab follows through the storage event: its badge disappears.
    await badge(page).waitFor({ state: "detached" });
    await page.getByText("Your cart is empty").waitFor();

    const [order] = readDb<Record<string, unknown>[]>("select * from orders where payment_session_id = ?", sessionId);
    expect(order).toMatchObject({ status: "paid", total_cents: 127_000, customer_email: "buyer@example.com" });
    const lines = readDb<{ cart_id: string; note: string | null }[]>(
      "select cart_id, note from order_lines where order_id = ? order by position",
      order?.id,
    );
    expect(lines).toEqual([
      { cart_id: "vintage-roses-11x14", note: null },
      { cart_id: "landscape-print-horseshoe-bend-20x16", note: null },
      { cart_id: "photo-album-8x8", note: "June 14, 2026" },
      { cart_id: "wedding-album-10x10", note: null },
    ]);

    // Both mails land in DATA_DIR/outbox as .eml files once the outbox worker delivers them.
    const folder = path.join(server.dataDir, "outbox");
    const deadline = Date.now() + 10_000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : [];
      const contents = files.map((f) => fs.readFileSync(path.join(folder, f), "utf8"));
      if (
        contents.some((c) => c.includes("To: studio@example.com")) &&
        contents.some((c) => c.includes("To: buyer@example.com"))
      ) {
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const contents = files.map((f) => fs.readFileSync(path.join(folder, f), "utf8"));
    const photographer = contents.find((c) => c.includes("To: studio@example.com"));
    expect(photographer).toContain("June 14, 2026");
    expect(photographer).toContain("1 Camelback Rd");
    expect(contents.some((c) => c.includes("To: buyer@example.com"))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("adds from /product-detail and the signature wedding albums dialog", async () => {
    const { page, errors } = await newPage(browser);
    await open(page, "/all-products");
    await page.getByRole("button", { name: "Signature Albums" }).click();
    expect(await page.getByRole("button", { name: "Signature Albums" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("product-card").count()).toBe(2);
    await page.getByRole("link", { name: "Select Size: Signature Wedding Album" }).click();
    await page.waitForURL(`${server.url}/product-detail/signature-album-2`);
    expect(await page.getByRole("button", { name: /^Add to Cart/ }).count()).toBe(0);
    await page.getByRole("button", { name: /^12x12/ }).click();
    await page.getByRole("button", { name: "Add to Cart - $1,500.00" }).click();
    await expectToast(page, "Added to Cart", "Signature Wedding Album (12x12) has been added to your cart.");
    expect(await page.getByRole("button", { name: /^Add to Cart/ }).count()).toBe(0);

    await open(page, "/signature-wedding-albums");
    await page.getByRole("button", { name: /^The Highlights Reel 10x10/ }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Cart" });
    expect(await dialog.textContent()).toContain("Would you like to add the 10x10 ($1,000.00) to your cart?");
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to cart", "10x10 Signature Wedding Album has been added to your cart.");
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem("cart") ?? "[]") as { id: string; title: string }[],
    );
    expect(cart.map((i) => [i.id, i.title])).toEqual([
      ["signature-album-2-12x12", "Signature Wedding Album (12x12)"],
      ["signature-wedding-album-10x10", "10x10 Signature Wedding Album"],
    ]);
    await open(page, "/cart");
    expect(await page.getByTestId("cart-total").textContent()).toBe("$2,500.00");
    expect(errors).toEqual([]);
  });
});
