import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoUntilText, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 18, the blog and investment editors in a real browser on a phone-sized screen: she
// previews a change to the article, saves it, follows "View on site" and sees it on /blog; she
// moves a package by keyboard and sees the new order on the home page. No axe violations.

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

describe("editing the blog article from /admin/blog", () => {
  it("previews and saves a change, and /blog shows it", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/blog");
    await page.getByRole("heading", { level: 1, name: "Blog article" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(
      "10 Best Wedding Venues in Phoenix Arizona",
    );
    await page.getByLabel("Title", { exact: true }).fill("Ten Phoenix Venues I Love");
    await page
      .getByRole("textbox", { name: "Introduction" })
      .fill("I have photographed *many* weddings.\n\n### Why venues matter\n\n- light\n- backdrop");

    // Preview: rendered by the server with the page's own components, nothing saved.
    await page.getByRole("button", { name: "Preview the article" }).click();
    const preview = page.getByTestId("blog-preview");
    await preview.waitFor();
    expect(await preview.innerHTML()).toContain("<em>many</em>");
    expect(await preview.getByRole("heading", { name: "Why venues matter" }).count()).toBe(1);
    expect(
      await preview
        .getByRole("listitem")
        .filter({ hasText: /^backdrop$/ })
        .count(),
    ).toBe(1);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Ten Phoenix Venues I Love");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save article" }).click();
    await page.getByRole("status").getByText("Saved: the blog shows the new article now.").waitFor();

    await page.getByRole("link", { name: "View on site" }).click();
    await page.waitForURL(/\/blog$/);
    await gotoUntilText(page, server.url + "/blog", "Ten Phoenix Venues I Love");
    const article = page.locator("article");
    expect(await article.getByRole("heading", { level: 1 }).innerText()).toBe("Ten Phoenix Venues I Love");
    expect(await article.locator("em").first().innerText()).toBe("many");
    expect(await article.getByRole("heading", { level: 3, name: "Why venues matter" }).count()).toBe(1);
    expect(await article.locator("section[id]").count()).toBe(10);

    await page.goto(`${server.url}/admin`);
    expect(await page.getByTestId("activity-log").innerText()).toContain("Blog: Changed the title and article text");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses raw HTML with the server's message on the field", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/blog");
    await page.getByRole("heading", { level: 1, name: "Blog article" }).waitFor();
    await waitForHydration(page);
    const closing = page.getByRole("textbox", { name: "Closing text" });
    await closing.fill('Write to me <a href="https://x.test">here</a>');
    await page.getByRole("button", { name: "Save article" }).click();
    await page.getByText(/^HTML is not allowed here/).waitFor();
    expect(await closing.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("editing the investment section from /admin/investment", () => {
  it("moves a package by keyboard, saves, and the home page shows the new order", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/investment");
    await page.getByRole("heading", { level: 1, name: "Investment" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: "Move up wedding package 3" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Changed below, not saved yet").waitFor();
    // Focus follows the moved card.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("item-weddingPackages.1");
    expect(await page.locator('[name="weddingPackages.1.title"]').inputValue()).toBe("Elopement Package");
    await page.locator('[name="weddingPackages.1.price"]').fill("2,100");
    await page.getByRole("button", { name: "Save investment" }).click();
    await page.getByRole("status").getByText("Saved: the home page shows the new investment now.").waitFor();

    await gotoUntilText(page, server.url + "/", "$2,100");
    const titles = await page.locator("#investment [data-testid=package-card] h4").allInnerTexts();
    expect(titles.slice(0, 3)).toEqual(["Full Wedding Day Package", "Elopement Package", "Intimate Wedding Package"]);
    expect(await page.locator("#investment").innerText()).toContain("$2,100");
    expect(errors).toEqual([]);
    await context.close();
  });
});
