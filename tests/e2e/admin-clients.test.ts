import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, postJson } from "../integration/admin-client";

// Issue 28 §1 in Chromium on a 390 px phone: an enquiry sent from the site waits under Clients,
// one tap makes it a client, she moves it to "Proposal sent", loses it with a reason, edits the
// details; every screen has no axe violations and nothing scrolls sideways.

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

async function checkScreen(page: Page, heading: string) {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

describe("clients on a phone", () => {
  it("makes a client from an enquiry and follows it on its timeline", { timeout: 120_000 }, async () => {
    const sent = await postJson(server.url + "/functions/v1/send-contact-email", {
      name: "Lena Ortiz",
      email: "lena@example.com",
      message: "Could you photograph our wedding in Sedona next April?",
    });
    expect(sent.status).toBeLessThan(300);

    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/clients");
    await checkScreen(page, "Clients");
    const nav = page.getByRole("navigation", { name: "Studio admin" });
    await nav.getByText("Menu").click();
    expect(await nav.getByRole("link", { name: "Clients" }).getAttribute("aria-current")).toBe("page");
    await nav.getByText("Menu").click();

    await page.getByRole("button", { name: "Make a client of Lena Ortiz" }).click();
    await page.getByRole("status").filter({ hasText: "Made a client from the enquiry." }).waitFor();
    await checkScreen(page, "Lena Ortiz");
    const timeline = page.getByRole("list", { name: "Timeline, newest first" });
    await timeline.getByText("Enquiry from Lena Ortiz through the contact form.").waitFor();
    await timeline.getByRole("link", { name: "See the enquiry" }).waitFor();
    expect(await page.getByRole("link", { name: "New proposal" }).getAttribute("href")).toMatch(
      /^\/admin\/clients\/\d+\/proposals\/new$/,
    );

    await page.getByRole("button", { name: "Mark as proposal sent" }).click();
    await timeline.getByText("Status changed from New enquiry to Proposal sent.").waitFor();
    // Lost needs a reason: refused in plain words first, then with one.
    await page.getByRole("button", { name: "Mark as lost" }).click();
    await page.getByText("Choose why the client was lost.").waitFor();
    await page.getByLabel("Reason").selectOption({ label: "Date not available" });
    await page.getByLabel("Note (optional)").fill("Booked elsewhere for April 12");
    await page.getByRole("button", { name: "Mark as lost" }).click();
    await timeline.getByText("Marked as lost: Date not available (“Booked elsewhere for April 12”).").waitFor();
    await page.getByRole("button", { name: "Reopen as a new enquiry" }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Edit details" }).click();
    await checkScreen(page, "Edit details");
    await page.getByLabel("Second e-mail (optional)").fill("sam@example.com");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByRole("status").filter({ hasText: "Saved the client's details." }).waitFor();
    await timeline.getByText("Changed the second e-mail.").waitFor();

    // By hand: the form's own messages, then the client's page.
    await page.goto(server.url + "/admin/clients/new");
    await checkScreen(page, "New client");
    await page.getByRole("button", { name: "Add the client" }).click();
    await page.getByText("Enter their e-mail address: proposals are sent to it.").waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("Names").fill("The Nguyen family");
    await page.getByLabel("E-mail", { exact: true }).fill("nguyen@example.com");
    await page.getByRole("button", { name: "Add the client" }).click();
    await checkScreen(page, "The Nguyen family");
    await page.getByRole("status").filter({ hasText: "Client added." }).waitFor();
    expect(errors).toEqual([]);
  });
});
