import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// The inquiry page in Chromium: its fields, its checks, its sending state and its Thank You screen,
// ending with the inquiry stored and written to the local mail outbox.

const SITE_EMAIL = "studio@example.com";
let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_EMAIL }), launchBrowser()]);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

const ENDPOINT = "**/functions/v1/send-contact-email";
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const form = (page: Page) => page.getByTestId("inquiry-form");
const toast = (page: Page) => page.getByTestId("toast");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function openInquiry() {
  const opened = await newPage(browser);
  await opened.page.goto(server.url + "/inquiry");
  await waitForHydration(opened.page);
  return opened;
}

const values = {
  "Full Name *": "Maya Chen",
  "Email Address *": "maya@example.com",
  "Phone Number *": "602-555-0142",
  "Ideal Date or Timeframe *": "Spring 2027",
  "Desired Location *": "Sedona",
  "How did you find me? *": "Instagram",
  "Tell me a bit about your story or vision for the session *": "Golden hour at Airport Mesa with our twins.",
  "Anything else you'd like me to know? (Optional)": "Grandma is joining.",
};

async function fillAll(page: Page, overrides: Partial<Record<keyof typeof values, string>> = {}) {
  for (const [label, value] of Object.entries({ ...values, ...overrides })) await field(page, label).fill(value);
  await field(page, "Type of session you're interested in *").selectOption("family");
}

describe("inquiry page", () => {
  it("shows every field with the spec's labels, placeholders, types and required marks", async () => {
    const { page, errors } = await openInquiry();
    expect(await page.locator("h1").innerText()).toBe("Let's Connect");
    expect(await page.getByRole("link", { name: "← Back to Home" }).getAttribute("href")).toBe("/");
    expect(await page.title()).toMatch(/^Let's Connect/);

    expect(await field(page, "Email Address *").getAttribute("type")).toBe("email");
    expect(await field(page, "Phone Number *").getAttribute("type")).toBe("tel");
    expect(await field(page, "Ideal Date or Timeframe *").getAttribute("placeholder")).toBe(
      "e.g., Spring 2024, June 15th, 2024, etc.",
    );
    expect(await field(page, "Desired Location *").getAttribute("placeholder")).toMatch(/Phoenix, Scottsdale, Sedona/);
    expect(await field(page, "How did you find me? *").getAttribute("placeholder")).toMatch(/Google, referral, etc\.$/);
    for (const label of [...Object.keys(values).slice(0, 7), "Type of session you're interested in *"]) {
      expect(await field(page, label).getAttribute("required"), label).not.toBeNull();
    }
    expect(await field(page, "Anything else you'd like me to know? (Optional)").getAttribute("required")).toBeNull();
    expect(
      await field(page, "Tell me a bit about your story or vision for the session *").evaluate((el) => el.tagName),
    ).toBe("TEXTAREA");

    const options = await field(page, "Type of session you're interested in *").locator("option").allInnerTexts();
    expect(options).toEqual([
      "Select a session type",
      "Wedding",
      "Engagement",
      "Family",
      "Maternity",
      "Branding",
      "Group Branding",
      "Graduation",
      "Newborn",
      "Boudoir",
      "Couples",
      "Empowerment",
      "Other",
    ]);
    const honeypot = form(page).locator('input[name="company_website"]');
    // Off-screen and hidden from assistive technology: no person sees or hears it.
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");
    expect(await form(page).getByRole("button").textContent()).toBe("Send My Inquiry");
    expect(errors).toEqual([]);
  });

  it("lets the browser stop an empty form, and its own check stop blank answers, sending nothing", async () => {
    const { page } = await openInquiry();
    const requests: string[] = [];
    page.on("request", (r) => r.url().includes("send-contact-email") && requests.push(r.url()));
    await form(page).getByRole("button", { name: "Send My Inquiry" }).click();
    expect(await field(page, "Full Name *").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await fillAll(page, { "Tell me a bit about your story or vision for the session *": "   " });
    await form(page).getByRole("button", { name: "Send My Inquiry" }).click();
    await toast(page).waitFor();
    expect(await toast(page).getAttribute("data-variant")).toBe("destructive");
    expect(await toast(page).innerText()).toContain("Please fill in all required fields");
    expect(await toast(page).innerText()).toContain(
      "All fields except 'Anything else you'd like me to know?' are required.",
    );
    expect(requests).toEqual([]);
    expect(await field(page, "Full Name *").inputValue()).toBe("Maya Chen");
  });

  it("shows Sending... while the request is out, then apologises and keeps every answer on failure", async () => {
    const { page } = await openInquiry();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      await held;
      await route.abort("failed");
    });
    await fillAll(page);
    await form(page).getByRole("button", { name: "Send My Inquiry" }).click();
    const sending = form(page).getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await toast(page).waitFor();
    expect(await toast(page).getAttribute("data-variant")).toBe("destructive");
    expect(await toast(page).innerText()).toContain("Something went wrong");
    // The page shows the contact address of the stored site settings (seeded from SITE_EMAIL).
    expect(await toast(page).innerText()).toMatch(/Please try again or contact us directly at \S+@\S+/);
    for (const [label, value] of Object.entries(values)) expect(await field(page, label).inputValue()).toBe(value);
    expect(await field(page, "Type of session you're interested in *").inputValue()).toBe("family");
    expect(await form(page).getByRole("button").textContent()).toBe("Send My Inquiry");
  });

  it("sends the inquiry, thanks the visitor and stores it for the photographer", async () => {
    const { page, errors } = await openInquiry();
    await fillAll(page);
    const [request] = await Promise.all([
      page.waitForRequest(ENDPOINT),
      form(page).getByRole("button", { name: "Send My Inquiry" }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      name: "Maya Chen",
      email: "maya@example.com",
      phone: "602-555-0142",
      sessionType: "family",
      dateTimeframe: "Spring 2027",
      location: "Sedona",
      howDidYouFind: "Instagram",
      story: "Golden hour at Airport Mesa with our twins.",
      additionalNotes: "Grandma is joining.",
      company_website: "",
    });
    const heading = page.getByRole("heading", { name: "Thank You!" });
    await heading.waitFor();
    expect(await toast(page).innerText()).toContain("Inquiry sent successfully!");
    expect(await toast(page).innerText()).toContain("Thank you for your inquiry. I'll get back to you soon!");
    expect(await toast(page).getAttribute("data-variant")).toBe("default");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Thank You!");
    expect(await page.locator("main").innerText()).toContain(
      "Thank you so much for reaching out! I'll be in touch shortly—keep an eye on your inbox. I can't wait to get to know you better!",
    );
    expect(await form(page).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Back to Home", exact: true }).getAttribute("href")).toBe("/");

    const row = await app.db
      .selectFrom("enquiries")
      .selectAll()
      .where("email", "=", "maya@example.com")
      .executeTakeFirst();
    expect(row).toMatchObject({
      kind: "inquiry",
      session_type: "family",
      message: "Golden hour at Airport Mesa with our twins.",
    });
    const folder = path.join(server.dataDir, "outbox");
    // The file transport writes "<name>.eml.tmp" and renames it: only a finished .eml counts.
    const delivered = () => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : []);
    await expect.poll(() => delivered().length, { timeout: 10_000 }).toBe(1);
    const eml = fs.readFileSync(path.join(folder, delivered()[0]!), "utf8");
    expect(eml).toContain("Subject: New family inquiry from Maya Chen");

    await page.getByRole("link", { name: "View My Work" }).click();
    await page.waitForURL(server.url + "/work");
    expect(errors).toEqual([]);
  });

  it("has no axe violations on the form or the Thank You screen", async () => {
    // The site's CSP (rightly) refuses injected scripts; only this audit context bypasses it.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const audit = async () => {
      await page.addScriptTag({ path: axePath });
      return page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
        return (await axe.run()).violations.map((v) => v.id);
      });
    };
    await page.goto(server.url + "/inquiry");
    await waitForHydration(page);
    expect(await audit()).toEqual([]);
    await fillAll(page, { "Email Address *": "audit@example.com" });
    await form(page).getByRole("button", { name: "Send My Inquiry" }).click();
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
    expect(await audit()).toEqual([]);
    await context.close();
  });
});
