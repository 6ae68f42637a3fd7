import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 28 §4, contract templates in a real browser on a phone: from the list she opens the
// wedding SAMPLE, types, and the preview follows as she types (rendered by the server with sample
// values), warning of a misspelt merge field; she saves and the SAMPLE mark goes. No axe violations.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createAdminAccount(server.databaseUrl);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("editing a contract template from /admin/contracts", () => {
  it("previews live as she types, warns of an unknown field, and saves", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/contracts");
    await page.getByRole("heading", { level: 1, name: "Contracts" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("link", { name: "Wedding photography agreement (sample)" }).click();
    await page.getByRole("heading", { level: 1, name: /Wedding photography agreement \(sample\)\s*SAMPLE/ }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const body = page.getByRole("textbox", { name: "Contract text" });
    await body.fill("### Our agreement\n\nDear {client_names}, the total is **{total}**. Thanks, {clientname}.");
    // No button pressed: the preview follows the typing.
    const preview = page.getByTestId("contract-preview");
    await preview.getByText("Dear Anna & Ben Ruiz, the total is").waitFor();
    expect(await preview.getByRole("heading", { name: "Our agreement" }).count()).toBe(1);
    expect(await preview.locator("strong").innerText()).toBe("$4,000");
    expect(await preview.innerText()).toContain("{clientname}");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save contract" }).click();
    await page.getByRole("status").getByText("Saved: new proposals copy this text.").waitFor();
    // Its text is hers now: no longer a sample.
    await page
      .getByRole("heading", { level: 1, name: "Wedding photography agreement (sample)", exact: true })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
