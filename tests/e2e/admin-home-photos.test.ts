import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroSlides } from "~/catalogue/site-images";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 18's home page photos in a real browser on a phone-sized screen: the photographer chooses
// a new photo for the second hero slide, moves it to the front by keyboard, sees the preview,
// saves, follows "View on site" and finds it as the home page's first (LCP) slide, no rebuild.

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

describe("editing the home page photos from /admin", () => {
  it("changes and reorders a hero slide and shows it first on the public home page", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/home-photos");
    await page.getByRole("heading", { level: 1, name: "Home page photos" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const hero = page.getByRole("form", { name: "Hero slides" });
    const second = hero.getByRole("group", { name: "Slide 2" });
    expect(await second.getByLabel("Description (alt text)").inputValue()).toBe(heroSlides[1]!.alt);
    // One library picker per list: choose, then "Use this photo" on the slide.
    await hero.getByLabel("Choose from your photo library").selectOption({ label: "portfolio/wedding/001" });
    await hero.getByRole("button", { name: "Use this photo slide 2" }).click();
    await page.getByTestId("hero-preview").waitFor();
    expect(await second.getByText("portfolio/wedding/001").count()).toBe(1);
    await second.getByLabel("Description (alt text)").fill("Our newest couple at the Desert Botanical Garden");
    // Moved by keyboard: a plain form post, the draft comes back with its preview.
    await hero.getByRole("button", { name: "Move up slide 2" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (alt) => (document.getElementById("hero-alt-0") as HTMLInputElement | null)?.value === alt,
      "Our newest couple at the Desert Botanical Garden",
    );
    // The keyboard stays on the moved slide: its "Move down" (Move up is disabled at the top).
    await page.waitForFunction(() => document.activeElement?.id === "hero-down-0");
    const first = hero.getByRole("group", { name: /^Slide 1/ });
    expect(await first.getByLabel("Description (alt text)").inputValue()).toBe(
      "Our newest couple at the Desert Botanical Garden",
    );
    expect(await hero.getByRole("group", { name: "Slide 2" }).getByLabel("Description (alt text)").inputValue()).toBe(
      heroSlides[0]!.alt,
    );
    expect(await page.getByTestId("hero-preview").locator("img").first().getAttribute("alt")).toBe(
      "Our newest couple at the Desert Botanical Garden",
    );
    await expectNoAxeViolations(page);

    await hero.getByRole("button", { name: "Save hero slides" }).click();
    await page.getByRole("status").getByText("Saved: the home page shows the new hero slides now.").waitFor();

    // "View on site": the cached home page is re-rendered within 2 s of the save (decision 020).
    await page.getByRole("link", { name: "View on site" }).click();
    await page.waitForURL(`${server.url}/`);
    const lcp = page.getByTestId("hero").locator("img").first();
    const deadline = Date.now() + 2_500;
    while ((await lcp.getAttribute("alt")) !== "Our newest couple at the Desert Botanical Garden") {
      if (Date.now() > deadline) break;
      await page.waitForTimeout(200);
      await page.reload();
    }
    expect(await lcp.getAttribute("alt")).toBe("Our newest couple at the Desert Botanical Garden");
    expect(await lcp.getAttribute("fetchpriority")).toBe("high");
    expect(await lcp.getAttribute("loading")).toBe("eager");
    expect(await lcp.getAttribute("src")).toContain("portfolio-wedding-001");

    await page.goto(`${server.url}/admin`);
    expect(await page.getByTestId("activity-log").innerText()).toContain("Home page: Changed the hero slides");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the Featured by messages on the fields", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/home-photos");
    await page.getByRole("heading", { level: 1, name: "Home page photos" }).waitFor();
    await waitForHydration(page);
    const featured = page.getByRole("form", { name: "Featured by" });
    const link = featured.getByRole("group", { name: "Entry 1" }).getByLabel("Link (optional)");
    await link.fill("http://desertbride.test/maya");
    await featured.getByRole("button", { name: "Save Featured by" }).click();
    await featured
      .getByText("Enter the full address, starting with https://, or leave it empty for no link.")
      .waitFor();
    expect(await link.getAttribute("aria-invalid")).toBe("true");
    expect(await link.inputValue()).toBe("http://desertbride.test/maya");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
