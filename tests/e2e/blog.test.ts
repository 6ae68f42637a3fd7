import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// SPEC.md §2.9: the article's four links, by exact label.
const LINKS: Array<[label: string, path: string]> = [
  ["Back to Home", "/"],
  ["What Our Couples are Saying", "/testimonials/love-stories"],
  ["Book Your Phoenix Wedding Photography", "/inquiry"],
  ["View Wedding Portfolio", "/wedding-portfolio"],
];

describe("blog article", () => {
  it("shows the article: title, date, ten venues with photos and highlights", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(server.url + "/blog");
    await waitForHydration(page);
    const article = page.locator("article");
    expect(await article.getByRole("heading", { level: 1 }).innerText()).toBe(
      "10 Best Wedding Venues in Phoenix Arizona",
    );
    expect(await article.locator("time[datetime]").count()).toBe(1);
    const sections = article.locator("section[id]");
    expect(await sections.count()).toBe(10);
    for (let i = 0; i < 10; i++) {
      const photos = await sections.nth(i).locator("img").count();
      expect(photos).toBeGreaterThanOrEqual(3);
      expect(photos).toBeLessThanOrEqual(4);
    }
    expect(await article.getByRole("heading", { name: "Photography Highlights" }).count()).toBeGreaterThan(0);
    const text = await article.innerText();
    expect(text).toContain("over 100 weddings over 6 years");
    expect(text).toMatch(/2025.2027/);
    expect(errors).toEqual([]);
  });

  it.each(LINKS)('"%s" goes to %s', async (label, path) => {
    const { page, errors } = await newPage(browser);
    await page.goto(server.url + "/blog");
    await waitForHydration(page);
    await page.getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(server.url + path);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors).toEqual([]);
  });

  it("jumps from the table of contents to a venue section", async () => {
    const { page } = await newPage(browser, { reducedMotion: true });
    await page.goto(server.url + "/blog");
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: /Venues/ });
    const link = toc.getByRole("link").nth(6);
    const target = (await link.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await link.click();
    await page.waitForFunction((hash) => location.hash === hash, target);
    const heading = page.locator(`${target} h2`);
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    const box = await heading.boundingBox();
    expect(box!.y).toBeLessThan(400);
  });
});
