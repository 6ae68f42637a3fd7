import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// The shop's edge screens in Chromium: not-found and invalid selections (404), a corrupt cart,
// the notification being replaced, and an axe audit of the shop's pages.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

describe("screens for what does not exist", () => {
  it.each([
    ["/floral-print/no-such-print", "Print not found", "View All Prints"],
    ["/landscape-print/no-such-print", "Print not found", "View All Prints"],
    ["/floral-print/pink-peonies/checkout/10x8", "Invalid selection", "View All Prints"],
    ["/tulip-print/checkout/8x10", "Invalid size selection", "Back to Product"],
    ["/product/0", "Product not found", "Return to home"],
    ["/product-detail/nothing", "Product not found", "Back to All Products"],
  ])("%s answers 404 with “%s”", async (pathname, message, link) => {
    const { page, errors } = await newPage(browser);
    const res = await page.goto(server.url + pathname);
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("heading", { name: message }).waitFor();
    expect(await page.getByRole("link", { name: link }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("a corrupt cart", () => {
  it.each([
    ["{not json"],
    ['[{"id":5,"quantity":-3}]'],
    ['[{"id":"pink-peonies-8x10","quantity":-1},{"id":"nope-8x10"}]'],
  ])("renders with localStorage cart = %s", async (stored) => {
    const { page, errors, context } = await newPage(browser);
    await context.addInitScript((value) => localStorage.setItem("cart", value), stored);
    await open(page, "/cart");
    await page.getByText("Your cart is empty").waitFor();
    expect(await badge(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("repairs what it can and writes it back", async () => {
    const { page, errors, context } = await newPage(browser);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem(
          "cart",
          JSON.stringify([
            { id: "pink-peonies-8x10", quantity: 2.5, price: "$0.01" },
            { id: 7 },
            { id: "gone-8x10", quantity: 1 },
          ]),
        );
      }
    });
    await open(page, "/cart");
    expect(await page.getByTestId("cart-item").count()).toBe(1);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$90.00");
    await badge(page).getByText("2", { exact: true }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null") as unknown);
    expect(stored).toEqual([
      { id: "pink-peonies-8x10", title: "pink-peonies-8x10", size: "8x10", price: "$45.00", image: "", quantity: 2 },
    ]);
    expect(errors).toEqual([]);
  });
});

describe("notifications", () => {
  it("shows one at a time: a second replaces the first, and the close button dismisses it", async () => {
    const { page } = await newPage(browser);
    await open(page, "/tulip-print/checkout/10x8");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(page, "Added to Cart", "Golden Tulips Print (10x8)");
    await open(page, "/photo-albums");
    await page.getByRole("button", { name: /^12x12 Photo Album/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: /^10x10 Photo Album/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("10x10 Photo Album has been added to your cart.").waitFor();
    expect(await toast(page).count()).toBe(1);
    expect(await toast(page).textContent()).not.toContain("12x12");
    await page.getByRole("button", { name: "Close notification" }).click();
    await toast(page).waitFor({ state: "detached" });
  });
});

describe("accessibility", () => {
  it("has no axe violations on the shop's pages, the open dialog and a filled cart", async () => {
    // The site's CSP (rightly) refuses injected scripts; only this audit context bypasses it.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
    const audit = async (label: string) => {
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
        return (await axe.run()).violations.map((v) => v.id);
      });
      expect(violations, label).toEqual([]);
    };
    for (const pathname of [
      "/floral-gallery",
      "/landscape-print/horseshoe-bend",
      "/floral-print/pink-peonies/select-size",
      "/tulip-print/checkout/10x8",
      "/all-products",
      "/product-detail/signature-album-1",
      "/wedding-albums",
      "/signature-wedding-albums",
      "/floral-print/nope",
    ]) {
      await open(page, pathname);
      await audit(pathname);
    }
    await open(page, "/photo-albums");
    await page.getByRole("button", { name: /^10x10 Photo Album/ }).click();
    await page.getByRole("dialog").waitFor();
    await audit("photo album dialog");
    await page.getByRole("dialog").getByRole("button", { name: "Add to Cart" }).click();
    await open(page, "/cart");
    await page.getByTestId("cart-item").waitFor();
    await audit("/cart");
    await context.close();
  });
});
