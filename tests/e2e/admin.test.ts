import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdminAccount, postJson } from "../integration/admin-client";

// The photographer's morning: sign in, approve and pin a review, file an enquiry, ship an order
// (the customer's e-mail lands in the outbox folder), sign out.

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

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function outboxMail(contains: string): string | undefined {
  const folder = path.join(server.dataDir, "outbox");
  if (!fs.existsSync(folder)) return undefined;
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => fs.readFileSync(path.join(folder, f), "utf8"))
    .find((text) => text.includes(contains));
}

async function signIn(page: Page) {
  await page.goto(server.url + "/admin");
  await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin$/);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
}

describe("studio admin", () => {
  it("signs in, moderates, files, ships and signs out", async () => {
    // What visitors left overnight, through the public endpoints.
    const review = await postJson(server.url + "/functions/v1/submit-testimonial", {
      bride_name: "Rosa",
      groom_name: "Tomas",
      review_text: "She captured our desert wedding perfectly.",
      rating: 5,
    });
    expect(review.status).toBeLessThan(300);
    const enquiry = await postJson(server.url + "/functions/v1/send-contact-email", {
      name: "Maya Lin",
      email: "maya@example.com",
      message: "Are you free in March?",
    });
    expect(enquiry.status).toBeLessThan(300);
    const payment = await postJson(server.url + "/functions/v1/create-payment", {
      items: [{ id: "pink-peonies-8x10", title: "x", size: "8x10", price: "$45", image: "", quantity: 1 }],
    });
    expect(payment.status).toBe(200);
    const checkoutUrl = new URL(((await payment.json()) as { url: string }).url, server.url);
    // The checkout page's form posts back to its own URL, whose ?token= is checked before the form is read.
    const paid = await fetch(checkoutUrl.href, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: checkoutUrl.searchParams.get("token") ?? "",
        email: "buyer@example.com",
        name: "Buyer Person",
        line1: "1 Cactus Way",
        city: "Phoenix",
        state: "AZ",
        postalCode: "85001",
      }),
    });
    expect(paid.status).toBe(302);

    const { page, errors } = await newPage(browser);
    await signIn(page);
    expect(await page.locator('[data-count="New enquiries"]').innerText()).toContain("1");
    expect(await page.locator('[data-count="Reviews waiting"]').innerText()).toContain("1");
    expect(await page.locator('[data-count="Orders to fulfil"]').innerText()).toContain("1");

    // Approve the review onto Life Stories, then see it there.
    await page.getByRole("navigation", { name: "Studio admin" }).getByRole("link", { name: "Testimonials" }).click();
    await page.getByRole("link", { name: "Rosa & Tomas" }).click();
    await page.getByLabel("Page").selectOption("life_stories");
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Approved: it now shows on Life Stories.").waitFor();
    await page.getByRole("link", { name: "See it on Life Stories" }).waitFor();
    await page.getByLabel("Pin to").selectOption("top");
    await page.getByLabel("Order").fill("1");
    await page.getByRole("button", { name: "Pin", exact: true }).click();
    await page.getByText("Pinned to the top.").waitFor();
    // The public page is kept by the render cache and shows the change within 2 s (decision 020).
    const published = Date.now();
    let publicText = "";
    while (Date.now() - published < 2000) {
      publicText = await (await fetch(server.url + "/testimonials/life-stories")).text();
      if (publicText.includes("She captured our desert wedding perfectly.")) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(publicText).toContain("She captured our desert wedding perfectly.");

    // File the enquiry.
    await page.getByRole("navigation", { name: "Studio admin" }).getByRole("link", { name: "Clients" }).click();
    await page.getByRole("link", { name: "Maya Lin" }).click();
    await page.getByText("Are you free in March?").waitFor();
    await page.getByRole("button", { name: "Mark handled" }).click();
    await page.getByText("Marked as handled.").waitFor();
    await page.getByRole("button", { name: "Reopen" }).waitFor();

    // Ship the order with a tracking link; the customer's mail is written to the outbox folder.
    await page.getByRole("navigation", { name: "Studio admin" }).getByRole("link", { name: "Orders" }).click();
    await page
      .getByRole("link", { name: /^#\d+$/ })
      .first()
      .click();
    await page.getByText("1 Cactus Way").waitFor();
    await page.getByRole("button", { name: "Mark in production" }).click();
    await page.getByText("Marked as in production.").waitFor();
    await page.getByLabel("Tracking link (optional)").fill("https://tracking.example.com/ABC123");
    await page.getByRole("button", { name: "Mark shipped and tell the customer" }).click();
    await page.getByText("Marked as shipped; buyer@example.com will get an e-mail.").waitFor();
    const mail = await waitFor(() => outboxMail("has shipped"), "the shipped e-mail");
    expect(mail).toContain("To: buyer@example.com");
    expect(mail).toContain("https://tracking.example.com/ABC123");

    // Sign out: the session is gone, /admin asks to sign in again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/sign-in/);
    await page.goto(server.url + "/admin/orders");
    await page.waitForURL(/\/admin\/sign-in\?next=/);
    expect(errors).toEqual([]);
  });

  it("on a phone, lists become cards without sideways scrolling", async () => {
    const { page } = await newPage(browser, { width: 375 });
    await signIn(page);
    for (const path of ["/admin", "/admin/enquiries", "/admin/orders?show=all", "/admin/testimonials?state=approved"]) {
      await page.goto(server.url + path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
