import type { Browser, Page } from "playwright-core";
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

const MENU = [
  "View My Work",
  "About Me",
  "Investment",
  "Testimonials",
  "Inquire",
  "Insider Tips Blog",
  "All Products and Prints",
];

describe("shared layout", () => {
  it("lists the seven menu items in order and navigates, closing the menu", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(server.url + "/work");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const items = page.locator("[data-menu-item]");
    expect(await items.allInnerTexts()).toEqual(MENU);
    await page.getByRole("link", { name: "Testimonials", exact: true }).click();
    await page.waitForURL(server.url + "/testimonials");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
  });

  it("is keyboard operable: open, arrow through, Escape returns focus", async () => {
    const { page } = await newPage(browser);
    await page.goto(server.url + "/work");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("View My Work");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("About Me");
    await page.keyboard.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Menu");
  });

  it.each([
    ["About Me", "about"],
    ["Investment", "investment"],
  ])("“%s” from another page goes home and scrolls to #%s", async (label, anchor) => {
    const { page } = await newPage(browser);
    await page.goto(server.url + "/work");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: label, exact: true }).click();
    await page.waitForURL(server.url + "/");
    await page.waitForFunction(
      (id) => {
        const el = document.getElementById(id);
        return !!el && Math.abs(el.getBoundingClientRect().top) < 40;
      },
      anchor,
      { timeout: 5000 },
    );
  });

  it("shows the home button everywhere but on /", async () => {
    const { page } = await newPage(browser);
    await page.goto(server.url + "/");
    await waitForHydration(page);
    expect(await page.getByTestId("home-button").count()).toBe(0);
    await page.goto(server.url + "/blog");
    await page.getByTestId("home-button").click();
    await page.waitForURL(server.url + "/");
  });

  it("places the brand mark by the spec's rules", async () => {
    const { page } = await newPage(browser);
    await page.goto(server.url + "/");
    expect(await page.getByTestId("brand-mark").getAttribute("data-position")).toBe("absolute");
    await page.goto(server.url + "/work");
    expect(await page.getByTestId("brand-mark").getAttribute("data-position")).toBe("fixed");
    await page.goto(server.url + "/leave-review");
    expect(await page.getByTestId("brand-mark").getAttribute("data-size")).toBe("small");
    await page.goto(server.url + "/wedding-portfolio");
    expect(await page.getByTestId("brand-mark").count()).toBe(0);
    expect(await page.getByAltText("Bee Logo").count()).toBe(0);
  });

  it("answers an unknown path with the 404 page and logs the path", async () => {
    const { page } = await newPage(browser);
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const res = await page.goto(server.url + "/nowhere-at-all");
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: "404" }).isVisible()).toBe(true);
    expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    expect(
      messages.some(
        (m) => m.includes("404 Error: User attempted to access non-existent route") && m.includes("/nowhere-at-all"),
      ),
    ).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(server.url + "/");
  });
});

describe("display font", () => {
  /** The headings' font as the page uses it: a face is "loaded" once the page has it in use. */
  const faces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Cormorant Garamond")
        .map((face) => `${face.style} ${face.status}`)
        .sort(),
    );

  it("is fetched after the first contentful paint, and then set in both faces", async () => {
    const { page, errors } = await newPage(browser);
    const refused: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(server.url + "/");
    await page.waitForFunction(() => document.fonts.check('500 16px "Cormorant Garamond"'), null, { timeout: 10_000 });
    await page.waitForFunction(() => document.fonts.check('italic 500 16px "Cormorant Garamond"'));
    expect(await faces(page)).toEqual(["italic loaded", "normal loaded"]);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventStart,
      fonts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => entry.startTime),
    }));
    // Both faces, each asked for once, and only after the page first showed something or finished
    // loading, whichever came first (display-font.tsx: on a fast machine `load` can come before the
    // paint is reported): the hero photo does not share a phone's connection with them.
    expect(timing.fonts).toHaveLength(2);
    const after = Math.min(timing.fcp, timing.load ?? Number.POSITIVE_INFINITY);
    expect(Number.isFinite(after)).toBe(true);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(after);
    expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^"?Cormorant Garamond/);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("is declared by the page itself when JavaScript is off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The hero's heading uses both faces. No script of the page ran, so these faces can only come from the <noscript> stylesheet.
    expect(await faces(page)).toEqual(["italic loaded", "normal loaded"]);
    await context.close();
  });
});
