import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration, payTestCheckout } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { unzip } from "../helpers/zip";
import { createAdminAccount } from "../integration/admin-client";
import { photo } from "../integration/media-helpers";

// Issue 19 in a real browser: the photographer creates a gallery on a phone-sized screen, uploads
// three photos and publishes it; her client opens the link, enters the code, favourites two
// photos and sends the list, downloads the whole gallery as a ZIP (its entries checked), and orders
// a print of one photo through the test checkout; the order in the admin names the photo and its MD5, and her
// gallery editor shows the client's list with its filenames ready for Lightroom. A stranger given
// the same cart is refused at checkout, and the cart says so (issue 26).

const FILES = ["DSC_0101.jpg", "DSC_0102.jpg", "DSC_0103.jpg"];

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

describe("a client gallery, from the photographer to her client", () => {
  it("is created, filled and published in /admin, then viewed, favourited, downloaded and ordered from", async () => {
    // The photographer, on her phone.
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/galleries");
    await admin.page.getByRole("heading", { level: 1, name: "Galleries" }).waitFor();
    await waitForHydration(admin.page);
    await expectNoAxeViolations(admin.page);
    await admin.page.getByLabel("Title").fill("The Moreno wedding");
    await admin.page.getByLabel("Client's name").fill("Ana & Luis Moreno");
    await admin.page.getByLabel("Client's e-mail").fill("ana@example.com");
    // She takes the random 6-digit code the form suggests (issue 26).
    await admin.page.getByRole("button", { name: "Use this code" }).click();
    const code = await admin.page.getByLabel("Access code").inputValue();
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(await admin.page.getByTestId("suggested-code").textContent()).toBe(code);
    await admin.page.getByRole("button", { name: "Create gallery" }).click();
    await admin.page.waitForURL(/\/admin\/galleries\/\d+/);
    const editorUrl = admin.page.url();
    await waitForHydration(admin.page);

    const files = await Promise.all(
      FILES.map(async (name, i) => ({
        name,
        mimeType: "image/jpeg",
        buffer: await photo({ width: 1200, height: 800, seed: 40 + i }),
      })),
    );
    await admin.page.locator("#gallery-files").setInputFiles(files);
    await admin.page.getByText("Done: 3 of 3 files added to the gallery").waitFor({ timeout: 30_000 });
    await admin.page.getByRole("button", { name: "Publish" }).click();
    await admin.page.getByText("Published: the client can open it with the link and code.").waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const link = (await admin.page.getByTestId("client-link").textContent())!.trim();
    expect(link).toMatch(/\/g\/[A-Za-z0-9_-]{22}$/);
    const galleryUrl = server.url + new URL(link).pathname;

    // Her client, on a phone too. Photos are processed in the background: the page lists a photo
    // once it is ready, so it is opened again until all three are there.
    const client = await newPage(browser, { width: 390 });
    const page = client.page;
    await page.goto(galleryUrl);
    await page.getByRole("heading", { level: 1, name: "Your private gallery" }).waitFor();
    await waitForHydration(page);
    await page.getByLabel("Access code").fill("1234");
    await page.getByRole("button", { name: "Open my gallery" }).click();
    await page.getByRole("alert").waitFor();
    await page.getByLabel("Access code").fill(code);
    await page.getByRole("button", { name: "Open my gallery" }).click();
    await page.getByRole("heading", { level: 1, name: "The Moreno wedding" }).waitFor();
    const deadline = Date.now() + 60_000;
    while ((await page.getByRole("button", { name: /^Open photo / }).count()) < 3 && Date.now() < deadline) {
      await page.waitForTimeout(500);
      await page.reload();
    }
    expect(await page.getByRole("button", { name: /^Open photo / }).count()).toBe(3);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    // Two favourites, under the client's name, sent to the photographer.
    await page.getByRole("button", { name: "Favourite photo 1" }).click();
    await page.getByLabel("Your name").fill("Ana");
    await page.getByRole("button", { name: "Save my name" }).click();
    await page.getByRole("button", { name: "Favourite photo 1" }).and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.getByRole("button", { name: "Favourite photo 3" }).click();
    await page.getByRole("button", { name: "Favourite photo 3" }).and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.getByTestId("favourites-open").click();
    // Uploads run two at a time, so the gallery's order is the order they arrived in: the list
    // says which files photos 1 and 3 are.
    const favourites = page.getByRole("dialog").getByRole("listitem").locator("span.font-medium");
    await expect.poll(() => favourites.count()).toBe(2);
    const chosen = await favourites.allTextContents();
    const notChosen = FILES.filter((f) => !chosen.includes(f));
    expect(notChosen).toHaveLength(1);
    await page.getByTestId("favourites-send").click();
    await page.getByText("Sent! Your photographer has your list.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Close", exact: true }).click();

    // The whole gallery as one ZIP: three entries, the original files.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Download All photos, small, for phones and social media/i }).click(),
    ]);
    const zip = await unzip(fs.readFileSync((await download.path())!));
    expect(zip.map((f) => f.name).sort()).toEqual(FILES.map((f) => f).sort());
    for (const entry of zip) expect(entry.bytes.subarray(0, 3).toString("hex")).toBe("ffd8ff");

    // A print of photo 2, from the lightbox, through the test checkout.
    await page.getByRole("button", { name: /^Open photo 2/ }).click();
    const dialog = page.getByRole("dialog");
    const printed = (await dialog.getByTestId("lightbox-toolbar").locator("span").first().textContent())!.trim();
    expect(printed).toBe(notChosen[0]);
    await dialog.getByRole("button", { name: "Download or print" }).click();
    await dialog.getByRole("button", { name: /^Add to cart/ }).click();
    await page.getByText("Added to Cart").first().waitFor();
    await page.keyboard.press("Escape");
    await page.goto(server.url + "/cart");
    await waitForHydration(page);
    await page.getByTestId("cart-item").filter({ hasText: printed }).waitFor();
    const cart = await page.evaluate(() => localStorage.getItem("cart"));
    expect(cart).toMatch(/"id":"gallery-[0-9a-f]{32}-8x10"/);
    const popupPromise = client.context.waitForEvent("page");
    await page.getByRole("button", { name: /^Proceed to Checkout/ }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    expect(await popup.getByTestId("test-checkout-line").count()).toBe(1);
    await payTestCheckout(popup, "ana@example.com", "Ana Moreno");
    await popup.getByRole("heading", { name: "Payment Successful!" }).waitFor();

    // A stranger with the same cart (the print's id copied) is refused at checkout: the cart
    // takes the line out and says so, as for a retired product, and no order is made.
    const stranger = await newPage(browser, { width: 390 });
    await stranger.context.addInitScript((stored) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("cart", stored);
    }, cart!);
    await stranger.page.goto(server.url + "/cart");
    await waitForHydration(stranger.page);
    await stranger.page.getByTestId("cart-item").filter({ hasText: printed }).waitFor();
    await stranger.page.getByRole("button", { name: /^Proceed to Checkout/ }).click();
    await stranger.page
      .getByRole("status")
      .filter({ hasText: `Print of ${printed} is no longer available and was removed from your cart` })
      .waitFor();
    expect(await stranger.page.getByTestId("cart-item").count()).toBe(0);
    expect(await stranger.page.evaluate(() => localStorage.getItem("cart"))).toBe("[]");
    expect(stranger.errors).toEqual([]);

    // The photographer sees the favourites and the order's line with the photo's MD5.
    const app = openDatabase(server.databaseUrl);
    try {
      // One order: the client's (the stranger's checkout made none).
      expect(await app.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
      const line = await app.db
        .selectFrom("order_lines")
        .innerJoin("orders", "orders.id", "order_lines.order_id")
        .select(["order_lines.order_id", "order_lines.gallery_photo_id", "order_lines.title", "orders.status"])
        .executeTakeFirstOrThrow();
      expect(line.gallery_photo_id).not.toBeNull();
      expect(line.title).toContain(printed);
      expect(line.status).toBe("paid");
      const md5 = await app.db
        .selectFrom("gallery_photos")
        .innerJoin("media_photos", "media_photos.id", "gallery_photos.photo_id")
        .select("media_photos.md5")
        .where("gallery_photos.id", "=", Number(line.gallery_photo_id))
        .executeTakeFirstOrThrow();
      await admin.page.goto(`${server.url}/admin/orders/${line.order_id}`);
      // The order's line and its "What to print" section (decision 047) both name the original's MD5.
      await admin.page.getByText(md5.md5).first().waitFor();
      expect(await admin.page.getByText(md5.md5).count()).toBe(2);
      const mail = await app.db
        .selectFrom("outbox")
        .select(["subject", "text_body"])
        .where("kind", "=", "gallery-favourites")
        .executeTakeFirstOrThrow();
      for (const file of chosen) expect(mail.text_body).toContain(file.replace(/\.jpg$/, ""));
      expect(mail.text_body).not.toContain(printed.replace(/\.jpg$/, ""));
    } finally {
      await app.db.destroy();
    }
    // …and the client's list in the gallery's editor, its filenames ready for Lightroom.
    await admin.page.goto(editorUrl);
    await admin.page.getByRole("button", { name: "Copy filenames" }).waitFor();
    const lightroom = await admin.page.locator("textarea[readonly]").first().inputValue();
    expect(lightroom.split(", ").sort()).toEqual(chosen.map((f) => f.replace(/\.jpg$/, "")).sort());
    expect(admin.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  });
});
