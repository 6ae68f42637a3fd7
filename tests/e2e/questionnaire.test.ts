import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { deliveredMails } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";
import { insertBookedProposal } from "../integration/questionnaire-fixtures";

// Issue 29 §3 in Chromium against the built server: a booked client fills her questionnaire on her
// booking page on a 390 px phone in two visits (saved as she types; she leaves and finds her
// answers when she comes back), is told what is still to answer, sends it; the photographer sees
// it on the client's timeline, reads the answers and gets them by e-mail. axe on every screen.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ JOBS_POLL_MS: "200" }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

async function openOnPhone(url: string) {
  const visit = await newPage(browser, { width: 390 });
  await visit.page.goto(url);
  await waitForHydration(visit.page);
  await visit.page.getByRole("heading", { level: 2, name: /Portrait session questionnaire/ }).waitFor();
  expect(await visit.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  return visit;
}

const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: "Your answers are saved" });

/** The questionnaire mail delivered to the studio (an .eml in the server's outbox folder). */
const mailedAnswers = () =>
  deliveredMails(server.dataDir).find((m) => m.headers.subject?.startsWith("Questionnaire answered"))?.body;

describe("the questionnaire", () => {
  it("is filled by the client in two visits and reaches the photographer", { timeout: 180_000 }, async () => {
    const portrait = await app.db
      .selectFrom("questionnaires")
      .select("id")
      .where("name", "like", "Portrait%")
      .executeTakeFirstOrThrow();
    const booked = await insertBookedProposal(app.db, { questionnaireId: Number(portrait.id) });
    const link = `${server.url}/book/${booked.token}`;

    // First visit: she types one answer, sees it saved, and leaves.
    const first = await openOnPhone(link);
    await expectNoAxeViolations(first.page);
    await first.page.getByLabel("What are you planning to wear?").fill("Denim and white, the kids in mustard");
    await savedStatus(first.page).waitFor({ timeout: 10_000 });
    await first.page.getByLabel("Family photos").check();
    await expect
      .poll(
        async () => (await app.db.selectFrom("questionnaire_responses").select("answers").executeTakeFirst())?.answers,
      )
      .toContain("Family photos");
    expect(first.errors).toEqual([]);
    await first.context.close();

    // Second visit: her answers are there; "Send my answers" names what is missing and focuses it.
    const second = await openOnPhone(link);
    const { page } = second;
    await expect
      .poll(() => page.getByLabel("What are you planning to wear?").inputValue())
      .toBe("Denim and white, the kids in mustard");
    expect(await page.getByLabel("Family photos").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Send my answers" }).click();
    await page.getByText("Not sent yet: one question needs an answer.").waitFor();
    await waitForHydration(page);
    const who = page.getByLabel(/Who is coming to the session\?/);
    await expect.poll(() => who.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await who.getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    await who.fill("Rosa, Tomas, Leo (4) and Lu (1)");
    await page.getByLabel("Wall art").check();
    await page.getByRole("button", { name: "Send my answers" }).click();
    await page.getByTestId("questionnaire-sent").waitFor();
    expect(await page.getByText("Rosa, Tomas, Leo (4) and Lu (1)").count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(second.errors).toEqual([]);
    await second.context.close();

    // The photographer: the timeline, the answers, the mail with the answers in it.
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, `${server.url}/admin/clients/${booked.clientId}`);
    await admin.page.getByRole("heading", { level: 1, name: "Anna & Ben Ruiz" }).waitFor();
    await waitForHydration(admin.page);
    const timeline = admin.page.getByRole("list", { name: "Timeline, newest first" });
    await timeline.getByText("Anna & Ben Ruiz completed the questionnaire").waitFor();
    await timeline.getByText("Anna & Ben Ruiz started the questionnaire").waitFor();
    await expectNoAxeViolations(admin.page);
    await timeline.getByRole("link", { name: "Read the answers" }).first().click();
    await admin.page.getByRole("heading", { level: 1, name: /Portrait session questionnaire/ }).waitFor();
    await admin.page.getByText("Rosa, Tomas, Leo (4) and Lu (1)").waitFor();
    expect(await admin.page.getByText("Wall art").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(admin.page);
    await expect.poll(mailedAnswers, { timeout: 15_000 }).toBeDefined();
    expect(mailedAnswers()).toContain("Rosa, Tomas, Leo (4) and Lu (1)");

    // The form builder, on the phone too.
    for (const url of ["/admin/questionnaires", "/admin/questionnaires/new", `/admin/questionnaires/${portrait.id}`]) {
      await admin.page.goto(server.url + url);
      await waitForHydration(admin.page);
      await expectNoAxeViolations(admin.page);
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await admin.page.getByRole("button", { name: "Add a question" }).click();
    await admin.page.getByText("Changed below, not saved yet").waitFor();
    await admin.page.locator("#item-questions\\.6").waitFor();
    expect(admin.errors).toEqual([]);
  });
});
