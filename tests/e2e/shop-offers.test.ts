import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, waitForHydration } from "../helpers/browser";
import { siteInBrowser } from "../helpers/site";

// One offer path (docs/decisions/010-one-offer-path.md): what a page adds is the catalogue's offer,
// titled as that page names it, and /cart says which stored lines the catalogue no longer sells.

const { site, open } = siteInBrowser();

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]") as Record<string, unknown>[]);

describe("adding from /product-detail", () => {
  it("stores a floral print under the spec's “{title} ({size})” title", async () => {
    const { page, errors } = await newPage(site.browser);
    await open(page, "/product-detail/pink-peonies");
    await page.getByRole("button", { name: /^8x10 inches/ }).click();
    await page.getByRole("button", { name: "Add to Cart - $45.00" }).click();
    await page.getByTestId("toast").getByText("Added to Cart", { exact: true }).waitFor();
    const [line] = await storedCart(page);
    expect(line).toMatchObject({
      id: "pink-peonies-8x10",
      title: "Pink Peonies (8x10)",
      size: "8x10",
      price: "$45.00",
    });
    expect(line?.image).toMatch(/^\/img\/prints-floral-pink-peonies-/);

    await open(page, "/cart");
    await page.getByTestId("cart-item").getByText("Pink Peonies (8x10)").waitFor();
    expect(await page.getByTestId("cart-total").textContent()).toBe("$45.00");
    expect(errors).toEqual([]);
  });
});

describe("a line the catalogue no longer sells", () => {
  it("is removed from /cart with a notice naming it, and the rest stays", async () => {
    const { page, errors, context } = await newPage(site.browser);
    await context.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(
        "cart",
        JSON.stringify([
          { id: "pink-tulips-11x14", title: "Pink Tulips (11x14)", size: "11x14", price: "$55.00", quantity: 1 },
          { id: "vintage-roses-8x10", title: "Vintage Roses", size: "8x10", price: "$45.00", quantity: 2 },
          { id: "retired-print-8x10", title: "Retired Print", size: "8x10", price: "$45.00", quantity: 1 },
        ]),
      );
    });
    await open(page, "/cart");
    const notice = page.getByRole("status").filter({ hasText: "no longer available" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      "Pink Tulips (11x14) is no longer available and was removed from your cart",
    );
    expect(await notice.textContent()).toContain("Retired Print is no longer available and was removed from your cart");
    expect(await page.getByTestId("cart-item").count()).toBe(1);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$90.00");
    expect((await storedCart(page)).map((item) => item.id)).toEqual(["vintage-roses-8x10"]);
    // The checkout button stays for what is left.
    expect(await page.getByRole("button", { name: "Proceed to Checkout - $90.00" }).count()).toBe(1);

    // The notice reports one repair: a reload with nothing stale shows none.
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("cart-item").waitFor();
    expect(await page.getByText("no longer available").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
