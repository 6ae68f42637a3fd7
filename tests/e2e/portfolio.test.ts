import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const GALLERIES = [
  { path: "/wedding-portfolio", card: "Wedding Portfolio", title: "WEDDING PORTFOLIO", count: 125, lightbox: true },
  { path: "/family-portfolio", card: "Family Portfolio", title: "FAMILY PORTFOLIO", count: 52, lightbox: true },
  {
    path: "/engagement-portfolio",
    card: "Engagement & Couples",
    title: "ENGAGEMENT & COUPLES",
    count: 23,
    lightbox: true,
  },
  {
    path: "/maternity-portfolio",
    card: "Maternity Portfolio",
    title: "MATERNITY PORTFOLIO",
    count: 46,
    lightbox: true,
  },
  { path: "/newborn-portfolio", card: "Newborn Portfolio", title: "NEWBORN PORTFOLIO", count: 17, lightbox: true },
  {
    path: "/senior-portfolio",
    card: "Senior Portfolio",
    title: "Senior Portfolio",
    subtitle: "Celebrating achievements and capturing the bright future ahead with confidence and style.",
    count: 23,
    lightbox: true,
  },
  {
    path: "/branding-portfolio",
    card: "Branding Portfolio",
    title: "BRANDING PORTFOLIO",
    subtitle: "Professional headshots and brand photography that tells your unique story.",
    count: 17,
    lightbox: true,
  },
  {
    path: "/empowerment-portfolio",
    card: "Empowerment Portfolio",
    title: "EMPOWERMENT PORTFOLIO",
    subtitle:
      "Celebrating inner strength and natural beauty through intimate portrait sessions that capture your authentic self.",
    count: 17,
    lightbox: false,
  },
];

async function open(path: string) {
  const opened = await newPage(browser);
  await opened.page.goto(server.url + path);
  await waitForHydration(opened.page);
  return opened;
}

const grid = (page: Page) => page.getByTestId("portfolio-grid");
const dialog = (page: Page) => page.getByRole("dialog");

describe("/work", () => {
  it("shows eight collection cards linking to their galleries, and goes back home", async () => {
    const { page, errors } = await open("/work");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("I'M SO GLAD YOU'RE HERE");
    const cards = page.getByTestId("collection-card");
    expect(await cards.count()).toBe(8);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      GALLERIES.map((g) => g.path),
    );
    expect(await cards.getByRole("heading").allInnerTexts()).toEqual(GALLERIES.map((g) => g.card));
    for (const card of await cards.all()) {
      expect(await card.innerText()).toContain("View Collection →");
      expect(await card.getByRole("img").getAttribute("alt")).toBeTruthy();
    }
    await cards.nth(5).click();
    await page.waitForURL(server.url + "/senior-portfolio");
    await page.goBack();
    await page.getByRole("link", { name: "← Back to Home" }).click();
    await page.waitForURL(server.url + "/");
    expect(errors).toEqual([]);
  });
});

describe("portfolio pages", () => {
  it.each(GALLERIES)("$path shows its title, subtitle and $count sized images", async (gallery) => {
    const { page, errors } = await open(gallery.path);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(gallery.title);
    if (gallery.subtitle) expect(await page.getByText(gallery.subtitle).isVisible()).toBe(true);
    const images = grid(page).locator("img");
    expect(await images.count()).toBe(gallery.count);
    const attrs = await images.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        w: img.getAttribute("width"),
        h: img.getAttribute("height"),
        alt: img.alt,
        loading: img.loading,
      })),
    );
    expect(attrs.every((a) => Number(a.w) > 0 && Number(a.h) > 0 && a.alt.length > 0)).toBe(true);
    expect(attrs.slice(0, 3).every((a) => a.loading === "eager")).toBe(true);
    expect(attrs.slice(3).every((a) => a.loading === "lazy")).toBe(true);
    expect(await grid(page).getByRole("button").count()).toBe(gallery.lightbox ? gallery.count : 0);
    expect(await page.getByRole("button", { name: "Back", exact: true }).count()).toBe(2);
    expect(await page.title()).toContain(gallery.card);
    expect(errors).toEqual([]);
  });

  it("lays the grid out in 1, 2 and 3 columns", async () => {
    const { page } = await open("/newborn-portfolio");
    for (const [width, columns] of [
      [500, "1"],
      [800, "2"],
      [1280, "3"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      expect(await grid(page).evaluate((el) => getComputedStyle(el).columnCount)).toBe(columns);
    }
  });

  it("goes back one step, or to /work when opened directly", async () => {
    const { page } = await open("/work");
    await page.getByTestId("collection-card").first().click();
    await page.waitForURL(server.url + "/wedding-portfolio");
    await page.getByRole("button", { name: "Back", exact: true }).last().click();
    await page.waitForURL(server.url + "/work");

    const direct = await open("/family-portfolio");
    await direct.page.getByRole("button", { name: "Back", exact: true }).first().click();
    await direct.page.waitForURL(server.url + "/work");
  });

  it("Contact Me replaces the gallery in history with /inquiry", async () => {
    const { page } = await open("/work");
    await page.getByTestId("collection-card").nth(2).click();
    await page.waitForURL(server.url + "/engagement-portfolio");
    await page.getByRole("link", { name: "Contact Me" }).click();
    await page.waitForURL(server.url + "/inquiry");
    await page.goBack();
    await page.waitForURL(server.url + "/work");
  });
});

describe("lightbox", () => {
  it("opens with Enter, moves with the arrows, traps focus, closes with Escape and restores focus", async () => {
    const { page } = await open("/wedding-portfolio");
    const first = grid(page).getByRole("button").first();
    const firstAlt = await first.locator("img").getAttribute("alt");
    expect(await first.getAttribute("aria-label")).toBeNull();
    await first.focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute("aria-modal")).toBe("true");
    const labelId = await dialog(page).getAttribute("aria-labelledby");
    expect(await page.locator(`[id="${labelId}"]`).innerText()).toContain(firstAlt!);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close image");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    const shownAlt = () => dialog(page).locator("img").getAttribute("alt");
    expect(await shownAlt()).toBe(firstAlt);
    await page.keyboard.press("ArrowRight");
    expect(await dialog(page).getAttribute("data-index")).toBe("1");
    expect(await shownAlt()).toBe(await grid(page).locator("img").nth(1).getAttribute("alt"));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await dialog(page).getAttribute("data-index")).toBe("124");
    await page.keyboard.press("ArrowRight");

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  it("keeps the image within 90% of the viewport; the image click keeps it open, the backdrop and button close it", async () => {
    const { page } = await open("/senior-portfolio");
    await grid(page).getByRole("button").nth(1).click();
    const img = dialog(page).locator("img");
    await img.waitFor();
    const box = (await img.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1280 * 0.9 + 1);
    expect(box.height).toBeLessThanOrEqual(800 * 0.9 + 1);
    await img.click();
    expect(await dialog(page).count()).toBe(1);
    await page.mouse.click(10, 400); // the backdrop, left of the image
    await dialog(page).waitFor({ state: "detached" });

    await grid(page).getByRole("button").nth(2).click();
    await dialog(page).getByRole("button", { name: "Close image" }).click();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("moves between images with a swipe and with the buttons", async () => {
    const { page } = await open("/branding-portfolio");
    await grid(page).getByRole("button").first().click();
    await dialog(page).waitFor();
    await page.mouse.move(900, 400);
    await page.mouse.down();
    await page.mouse.move(500, 410, { steps: 5 });
    await page.mouse.up();
    expect(await dialog(page).getAttribute("data-index")).toBe("1");
    expect(await dialog(page).count()).toBe(1); // the swipe is not a backdrop click
    await dialog(page).getByRole("button", { name: "Next image" }).click();
    expect(await dialog(page).getAttribute("data-index")).toBe("2");
    await dialog(page).getByRole("button", { name: "Previous image" }).click();
    expect(await dialog(page).getAttribute("data-index")).toBe("1");
  });

  it("is absent on the empowerment portfolio", async () => {
    const { page } = await open("/empowerment-portfolio");
    expect(await grid(page).getByRole("button").count()).toBe(0);
    await grid(page).locator("img").first().click();
    await page.waitForTimeout(200);
    expect(await dialog(page).count()).toBe(0);
  });
});

describe("accessibility", () => {
  it("has no axe violations on /work, a gallery with its lightbox open, and the empowerment gallery", async () => {
    // The site's CSP (rightly) refuses injected scripts; only this audit context bypasses it.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const audit = async () => {
      await page.addScriptTag({ path: axePath });
      return page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: () => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
    };
    for (const path of ["/work", "/senior-portfolio", "/empowerment-portfolio"]) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      expect(await audit()).toEqual([]);
    }
    await page.goto(server.url + "/senior-portfolio");
    await waitForHydration(page);
    await grid(page).getByRole("button").first().click();
    await dialog(page).waitFor();
    expect(await audit()).toEqual([]);
    await context.close();
  });
});
