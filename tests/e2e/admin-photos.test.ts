import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdminAccount } from "../integration/admin-client";

// The photographer's media library in a real browser: three camera-like JPEGs go up with their
// progress shown, come back as thumbnails once processed; an SVG is refused with the server's
// message; a description (alt text) is edited in place. Screenshots of both screens at phone and
// laptop sizes land in SCREENSHOT_DIR (default: the system's temp folder) for a human to look at.

let server: TestServer;
let browser: Browser;
let fixtures: string;
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "admin-photos-screens");

/** A photo-like JPEG: a sky gradient and a sun, cheap to process so the test is about the screens. */
async function photo(file: string, width: number, height: number, hue: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.12}" fill="#fff4d6"/>
    <rect y="${height * 0.75}" width="100%" height="${height * 0.25}" fill="#5b4636"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(path.join(fixtures, file));
  return path.join(fixtures, file);
}

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), "photos-e2e-"));
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
});

async function signIn(page: Page, next: string) {
  await page.goto(server.url + next);
  await page.waitForURL(/\/admin\/sign-in/);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === next);
  await waitForHydration(page);
}

/** Axe's findings, short enough to read in a failure message. */
const violations = (results: { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }) =>
  results.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);

describe("media library in the admin", () => {
  it("uploads three photos with progress, refuses an SVG, shows thumbnails and edits a description", async () => {
    const files = await Promise.all([
      photo("desert-wedding.jpg", 3000, 2000, "#c46a3c"),
      photo("saguaro-portrait.jpg", 2000, 3000, "#4d7a52"),
      photo("family-at-dusk.jpg", 2400, 1600, "#6b5b95"),
    ]);
    const svg = path.join(fixtures, "logo-sketch.svg");
    fs.writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );

    const { page, errors, context } = await newPage(browser, { width: 1366 });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, "/admin/photos/add");
    await page
      .getByRole("navigation", { name: "Studio admin" })
      .getByRole("link", { name: "Photos", exact: true })
      .waitFor();

    // The drop zone is a real, labelled file input: reachable by keyboard, usable by a screen reader.
    const input = page.getByLabel("Choose photos or drop them here");
    await input.focus();
    expect(await input.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).multiple)).toBe(true);

    // Slow the uploads down a little so the progress bars are seen while they move.
    await page.route("**/admin/photos/upload", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await input.setInputFiles([...files, svg]);

    const batch = page.getByRole("progressbar", { name: /Sending 4 files/ });
    await batch.waitFor();
    await page.getByRole("progressbar", { name: "Upload of desert-wedding.jpg" }).waitFor();

    // The SVG: refused with the server's message, naming the type.
    const refused = page.locator('[data-upload="logo-sketch.svg"]');
    await refused.getByText(/Not uploaded: .*SVG/i).waitFor({ timeout: 20_000 });

    // Each photo: processed, then its thumbnail appears (and has really loaded).
    for (const file of ["desert-wedding.jpg", "saguaro-portrait.jpg", "family-at-dusk.jpg"]) {
      const row = page.locator(`[data-upload="${file}"]`);
      await row.getByText("Ready", { exact: true }).waitFor({ timeout: 120_000 });
      const thumb = row.getByRole("img", { name: `Thumbnail of ${file}` });
      await thumb.waitFor();
      await expect
        .poll(() =>
          thumb.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    await page.getByText("All 4 files sent").waitFor();
    // The live region told a screen reader about it too.
    expect(await page.locator("p[aria-live=polite]").first().textContent()).toBe(
      "3 of 4 files sent, 1 not uploaded, 3 ready.",
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "upload-1366.png"), fullPage: true });
    expect(violations(await new AxeBuilder({ page }).analyze())).toEqual([]);

    // The library: every photo with its size, and a nudge for the missing description.
    await page.getByRole("link", { name: "See them in the library" }).click();
    await page.getByRole("heading", { level: 1, name: "Photos" }).waitFor();
    await waitForHydration(page);
    await page.getByLabel("Search by file name").fill("desert");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=desert/);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "desert-wedding.jpg" }) });
    await card.getByText("3000 × 2000 px", { exact: false }).waitFor();
    await card.getByText("Describe this photo for people who can't see it", { exact: false }).waitFor();
    // The desert card was on the unfiltered page too: wait for the search's list to replace it.
    await expect.poll(() => page.getByRole("heading", { name: "saguaro-portrait.jpg" }).count()).toBe(0);

    const alt = card.getByLabel("Description (alt text)");
    await alt.fill("Bride and groom under a saguaro at sunset");
    await card.getByRole("button", { name: /Save description/ }).click();
    await card.getByText("Description saved.").waitFor();
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByLabel("Description (alt text)").first().inputValue()).toBe(
      "Bride and groom under a saguaro at sunset",
    );
    await page.goto(server.url + "/admin/photos");
    await waitForHydration(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "library-1366.png"), fullPage: true });
    expect(violations(await new AxeBuilder({ page }).analyze())).toEqual([]);

    // The same two screens on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "library-390.png"), fullPage: true });
    await page.goto(server.url + "/admin/photos/add");
    await waitForHydration(page);
    const phone = await photo("phone-snap.jpg", 1600, 1200, "#d9a441");
    await page.getByLabel("Choose photos or drop them here").setInputFiles([phone, svg]);
    await page
      .locator('[data-upload="logo-sketch.svg"]')
      .getByText(/Not uploaded/)
      .waitFor({ timeout: 20_000 });
    await page
      .locator('[data-upload="phone-snap.jpg"]')
      .getByText("Ready", { exact: true })
      .waitFor({ timeout: 120_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "upload-390.png"), fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  }, 420_000);
});
