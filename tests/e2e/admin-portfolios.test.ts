import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "~/catalogue/collections";
import { expectNoAxeViolations, gotoUntilText, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 18's journey in a real browser on a phone-sized screen: the photographer signs in, changes
// the availability notice, swaps the first two wedding photos with the Move up button, uploads a photo straight into
// the wedding portfolio and describes it, and sees each change on the public pages without a
// rebuild (the render cache re-renders within 2 s); the editor has no axe violations.

let server: TestServer;
let browser: Browser;
let fixtures: string;
const wedding = collections.find((c) => c.slug === "wedding")!;

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "portfolios-e2e-"));
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(fixtures, { recursive: true, force: true });
});

async function sampleJpeg(file: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="100%" height="100%" fill="#c98a5b"/><circle cx="1100" cy="420" r="180" fill="#fff4d6"/>
    <rect y="900" width="100%" height="300" fill="#5b4636"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(path.join(fixtures, file));
  return path.join(fixtures, file);
}

/** The public gallery's alt texts and sources, polled until `ready` or 2.5 s (decision 020). */
async function galleryUntil(page: Page, ready: (alts: string[], sources: string[]) => boolean) {
  const deadline = Date.now() + 2_500;
  for (;;) {
    await page.goto(`${server.url}/wedding-portfolio`);
    const grid = page.getByTestId("portfolio-grid");
    const alts = await grid.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
    const sources = await grid
      .locator("picture")
      .evaluateAll((pics) => pics.map((pic) => pic.querySelector("source")?.getAttribute("srcset") ?? ""));
    if (ready(alts, sources) || Date.now() > deadline) return { alts, sources };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe("editing a portfolio from /admin", () => {
  it("changes the availability notice, swaps two wedding photos and uploads one; the public pages show each", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/home");
    await page.getByRole("heading", { level: 1, name: "Home page" }).waitFor();
    await waitForHydration(page);
    const notice = page.getByRole("group", { name: "Notice 1" });
    await notice.getByLabel("Detail").fill("Arizona · Booking all of 2027");
    await notice.getByLabel("Detail").press("Enter");
    await page.getByRole("status").getByText("Saved: the home page shows the new texts now.").waitFor();
    await gotoUntilText(page, server.url + "/", "Arizona · Booking all of 2027");
    await page.getByText("Arizona · Booking all of 2027").first().waitFor({ timeout: 1_000 });

    await page.goto(server.url + "/admin/portfolios/wedding");
    await page.getByRole("heading", { level: 1, name: "Wedding Portfolio" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // Nothing needs sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [first, second] = wedding.images;
    const rows = page.getByTestId("portfolio-photos").locator(":scope > li");
    expect(await rows.nth(1).getByLabel("Description (alt text)").inputValue()).toBe(second!.alt);

    // Swap the first two by keyboard: focus photo 2's Move up and press Enter.
    await page.getByRole("button", { name: "Move up photo 2", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText("Moved photo 2 to place 1.").waitFor();
    const altAt = (i: number) => rows.nth(i).getByLabel("Description (alt text)").inputValue();
    await expect.poll(() => altAt(0), { timeout: 5_000 }).toBe(second!.alt);
    expect(await altAt(1)).toBe(first!.alt);
    // The keyboard focus followed the photo to its new place.
    expect(await rows.nth(0).evaluate((row) => row.contains(document.activeElement))).toBe(true);

    // Upload straight into the portfolio: listed at the end at once, processed, then described.
    await page.getByLabel("Choose photos or drop them here").setInputFiles(await sampleJpeg("sunset-vows.jpg"));
    await page.getByRole("heading", { name: `Photos (${wedding.images.length + 1})` }).waitFor({ timeout: 30_000 });
    const added = rows.last();
    expect(await added.innerText()).toContain("sunset-vows.jpg");
    // The editor reloads the list while the photo is processing; the state line goes when it is ready.
    await added.locator("img").waitFor({ timeout: 120_000 });
    await added.getByLabel("Description (alt text)").fill("Vows at sunset in the desert");
    await added.getByLabel("Description (alt text)").press("Enter");
    await page
      .getByRole("status")
      .getByText(`Changed the description of photo ${wedding.images.length + 1}.`)
      .waitFor();

    // The public page: the two swapped, the upload last, served from the media library.
    const { alts, sources } = await galleryUntil(
      page,
      (a) => a[0] === second!.alt && a.at(-1) === "Vows at sunset in the desert",
    );
    expect(alts.slice(0, 2)).toEqual([second!.alt, first!.alt]);
    expect(alts).toHaveLength(wedding.images.length + 1);
    expect(alts.at(-1)).toBe("Vows at sunset in the desert");
    expect(sources.at(-1)).toMatch(/\/media\/[^ ]+ \d+w/);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it("lists the portfolios, reorders by drag and drop, refuses a stale change, adds from the library picker", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/portfolios");
    await page.getByRole("heading", { level: 1, name: "Portfolios" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    for (const c of collections) await page.getByRole("link", { name: c.title, exact: true }).waitFor();

    await page.getByRole("link", { name: "Family Portfolio", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Family Portfolio" }).waitFor();
    await waitForHydration(page);
    // Drag and drop: photo 1 dropped on photo 3 takes its place.
    const family = collections.find((c) => c.slug === "family")!;
    const rows = page.getByTestId("portfolio-photos").locator(":scope > li");
    // Playwright's mouse drag does not start an HTML drag in this headless Chromium, so the
    // browser's own drag events are dispatched in order, one at a time (React re-renders between).
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await rows.nth(0).dispatchEvent("dragstart", { dataTransfer });
    await rows.nth(2).dispatchEvent("dragover", { dataTransfer });
    await rows.nth(2).dispatchEvent("drop", { dataTransfer });
    await rows.nth(0).dispatchEvent("dragend", { dataTransfer });
    await page.getByText("Moved photo 1 to place 3.").waitFor();
    const altAt = (i: number) => rows.nth(i).getByLabel("Description (alt text)").inputValue();
    await expect.poll(() => altAt(2), { timeout: 5_000 }).toBe(family.images[0]!.alt);
    expect(await altAt(0)).toBe(family.images[1]!.alt);
    const other = await context.newPage();
    await other.goto(`${server.url}/admin/portfolios/family`);
    await waitForHydration(other);
    // This tab moves a photo to the top; the other tab, still at the old version, is refused.
    await page.getByRole("button", { name: "Move to top photo 3", exact: true }).click();
    await page.getByRole("status").getByText("Moved photo 3 to the top.").waitFor();
    await other.getByLabel("Title", { exact: true }).fill("Families");
    await other.getByRole("button", { name: "Save words" }).click();
    const refusal = other.getByRole("alert");
    await refusal.getByText(/changed in another tab or window/).waitFor();
    await refusal.getByRole("link", { name: "reload to see the latest version" }).click();
    await other.waitForURL(/\/admin\/portfolios\/family$/);
    expect(await other.getByLabel("Title", { exact: true }).inputValue()).toBe("Family Portfolio");

    // The picker: tick a library photo (a newborn one) and add it, no upload needed.
    await other.getByRole("link", { name: "Choose from the photo library" }).click();
    await other.getByRole("heading", { level: 1, name: "Add photos to Family Portfolio" }).waitFor();
    await waitForHydration(other);
    await expectNoAxeViolations(other);
    await other.getByLabel("Search by file name").fill("portfolio/newborn/001");
    await other.getByRole("button", { name: "Search" }).click();
    await other.getByRole("checkbox", { name: /portfolio\/newborn\/001/ }).check();
    await other.getByRole("button", { name: "Add the ticked photos" }).click();
    await other.waitForURL(/\/admin\/portfolios\/family$/);
    await other.getByRole("status").getByText("Added a photo.").waitFor();
    const familyRows = other.getByTestId("portfolio-photos").locator(":scope > li");
    expect(await familyRows.last().innerText()).toContain("portfolio/newborn/001");
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
