import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { dollarsToCents } from "~/shared/proposals/form-amounts";
import { checkScreen, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { expectFitsThePhone, payOnTestCheckout, signAndPayRetainer } from "../helpers/booking-client";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { bookingLink, mailTo } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 29 §8, after the booking, in Chromium against the built server. The photographer makes a
// client and a proposal paid in three (the retainer, then two payments) with the portrait
// questionnaire, and sends it; the client signs and pays the retainer. The server's own reminder
// look (5 s after a start) mails the second payment, due in 5 days; on her phone the client opens
// that mail's link, pays it through the test checkout, and fills the questionnaire in two visits.
// The photographer sees both on the client's timeline, her private calendar feed (parsed back by
// ical.js) shows the session and the due dates in Arizona time, and her dashboard's money figures
// move by exactly the payment. axe on every screen.

const CLIENT = { names: "Rosa & Tomas Vega", email: "rosa.vega@example.com" };
const QUESTIONNAIRE = "Portrait session questionnaire (sample)";
const TODAY = studioDate(new Date());
const SESSION = { date: addDays(TODAY, 120), time: "09:00", place: "Papago Park, Phoenix" };
/** Inside the 7 days before a due date: the look finds the "before" reminder due. */
const SECOND_DUE = addDays(TODAY, 5);
const THIRD_DUE = addDays(SESSION.date, -30);
const SECOND = "Payment 1 of 2";
const THIRD = "Payment 2 of 2";
const FIGURES = ["received-this-month", "due-30-days", "overdue"] as const;
type Figures = Partial<Record<(typeof FIGURES)[number], number>>;

let server: TestServer;
let browser: Browser;
let admin: Page;
const walk = { clientPath: "", proposalId: "", secondCents: 0, before: {} as Figures };
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ JOBS_POLL_MS: "200" }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  admin = (await newPage(browser)).page;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The dashboard's money figures, in cents; a figure the page does not show is left out. */
async function dashboardFigures(): Promise<Figures> {
  await admin.goto(server.url + "/admin");
  await checkScreen(admin, "Dashboard");
  const figures: Figures = {};
  for (const name of FIGURES) {
    const figure = admin.locator(`[data-figure="${name}"]`);
    if ((await figure.count()) === 1) figures[name] = dollarsToCents((await figure.textContent()) ?? "");
  }
  return figures;
}

/** Her calendar feed, fetched as a calendar app does (no session) and parsed back by ical.js. */
async function calendarFeed() {
  await admin.goto(server.url + "/admin/calendar");
  await checkScreen(admin, "Your calendar");
  const res = await fetch(await admin.getByLabel("Your calendar's address").inputValue());
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const dueOn = (label: string) =>
    events
      .filter((e) => e.summary.startsWith(`Payment due: ${CLIENT.names} — ${label} $`))
      .map((e) => (e.startDate.isDate ? e.startDate.toString() : "not all day"));
  return { session: events.find((e) => e.uid.startsWith(`proposal-${walk.proposalId}@`)), dueOn };
}

/** The photographer: the client, her proposal in three payments with the questionnaire, sent. */
async function sendProposal() {
  await signIn(admin, server.url + "/admin/clients/new");
  await checkScreen(admin, "New client");
  await admin.getByLabel("Names").fill(CLIENT.names);
  await admin.getByLabel("E-mail", { exact: true }).fill(CLIENT.email);
  await admin.getByRole("button", { name: "Add the client" }).click();
  await checkScreen(admin, CLIENT.names);
  // A path: the server comes back on another port after its restart.
  walk.clientPath = new URL(admin.url()).pathname;

  await admin.getByRole("link", { name: "New proposal" }).click();
  await checkScreen(admin, `New proposal for ${CLIENT.names}`);
  await admin.getByRole("button", { name: "Start the proposal" }).click();
  await checkScreen(admin, `Proposal for ${CLIENT.names}`);
  walk.proposalId = /\/admin\/proposals\/(\d+)/.exec(admin.url())![1]!;

  const services = admin.getByLabel("Copy in one of your services");
  const family = await services.evaluate((el) =>
    [...el.querySelectorAll('optgroup[label="Family packages"] option')].map((o) => o.textContent ?? ""),
  );
  await services.selectOption({ label: family[0]! });
  await admin.getByRole("button", { name: "Add as a package" }).click();
  await admin.getByRole("group", { name: /^Package 1: / }).waitFor();
  await admin.getByLabel("Start from a template (replaces the text below)").selectOption({
    label: "Portrait session agreement (sample)",
  });
  await admin.getByRole("button", { name: "Use this template" }).click();
  await expect.poll(() => admin.getByLabel("Contract text").inputValue()).toContain("{client_names}");
  // A new proposal has one payment after the retainer (the balance, 30 days before the session):
  // a second one, due on a date 5 days away, makes three.
  expect(await admin.getByRole("group", { name: /^Payment \d$/ }).count()).toBe(1);
  await admin.getByRole("button", { name: "Add a payment" }).click();
  await admin.getByRole("group", { name: "Payment 3", exact: true }).waitFor();
  const second = admin.getByRole("group", { name: "Payment 2", exact: true });
  await second.getByRole("radio", { name: "On a date" }).check();
  await second.getByLabel("Due date").fill(SECOND_DUE);
  const third = admin.getByRole("group", { name: "Payment 3", exact: true });
  await third.getByRole("radio", { name: "Days before the session" }).check();
  await third.getByRole("textbox", { name: "Days before the session" }).fill("30");
  await admin.getByLabel("Date (optional)").fill(SESSION.date);
  await admin.getByLabel("Start time (optional)").fill(SESSION.time);
  await admin.getByLabel("Place (optional)").fill(SESSION.place);
  await admin.getByRole("button", { name: "Save proposal" }).click();
  await admin.getByText("Saved.").waitFor();
  const preview = admin.getByTestId("proposal-preview");
  for (const label of ["Retainer", SECOND, THIRD]) await preview.getByText(label).first().waitFor();
  expect(await preview.getByText("Payment 1 of 3").count()).toBe(0);
  await expectNoAxeViolations(admin);

  await admin.getByLabel("Questionnaire to send").selectOption({ label: QUESTIONNAIRE });
  await admin.getByRole("button", { name: "Save questionnaire choice" }).click();
  await admin.getByText("Saved: the client gets this questionnaire once she is booked").waitFor();

  await admin.getByRole("link", { name: "Send to the client…" }).click();
  await checkScreen(admin, "Send the proposal");
  await admin.getByLabel("Your full name, as your signature").fill("Maria Lopez");
  await admin.getByRole("button", { name: "Sign and send" }).click();
  await admin.getByText("Sent: the e-mail with the link is on its way.").waitFor();
}

/** Her booking page on her phone, in a browser of her own (a new context: nothing kept between visits). */
async function onHerPhone(link: string) {
  const visit = await newPage(browser, { phone: true });
  expect((await visit.page.goto(link))?.status()).toBe(200);
  await visit.page.getByRole("heading", { level: 1, name: "You’re booked!" }).waitFor();
  await waitForHydration(visit.page);
  await expectFitsThePhone(visit.page);
  return visit;
}

/** Makes one change to her answers and waits for the autosave it sends (0.8 s after she stops). */
async function changeAndSave(page: Page, change: () => Promise<void>) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith("/questionnaire") && r.ok(),
  );
  await change();
  await saved;
}

describe("after the booking", () => {
  it(
    "a reminder's link paid on her phone, the questionnaire in two visits, all on the photographer's side",
    { timeout: 240_000 },
    async () => {
      await sendProposal();
      const proposalMail = await mailTo(server.dataDir, CLIENT.email, (m) => bookingLink(m) !== undefined);
      const retainer = await signAndPayRetainer(browser, bookingLink(proposalMail)!, { signer: "Rosa Vega" });
      const token = /\/book\/([A-Za-z0-9_-]+)$/.exec(bookingLink(proposalMail)!)![1]!;

      // The reminder: the server's own look runs 5 s after a start (then every 15 minutes).
      await server.restart();
      const reminder = await mailTo(
        server.dataDir,
        CLIENT.email,
        (m) => m.body.includes(`your next payment, “${SECOND}”`),
        30_000,
      );
      expect(reminder.body).toContain("You can pay it by card in a minute on your booking page:");
      const link = bookingLink(reminder)!;
      expect(link).toBe(`${server.url}/book/${token}`);

      // The photographer's figures and calendar before the client pays.
      walk.before = await dashboardFigures();
      const before = await calendarFeed();
      expect(before.session?.summary).toMatch(new RegExp(`^${CLIENT.names} — `));
      expect(before.session?.location).toBe(SESSION.place);
      expect(before.session?.startDate.toString()).toBe(`${SESSION.date}T${SESSION.time}:00`);
      expect(before.session?.startDate.zone?.tzid).toBe("America/Phoenix");
      expect(before.session?.startDate.toJSDate().toISOString()).toBe(`${SESSION.date}T16:00:00.000Z`);
      expect(before.dueOn("Retainer")).toEqual([]);
      expect(before.dueOn(SECOND)).toEqual([SECOND_DUE]);
      expect(before.dueOn(THIRD)).toEqual([THIRD_DUE]);

      // On her phone, from the mail: her booking page, the payment, the test checkout, paid.
      const paying = await onHerPhone(link);
      const { page } = paying;
      await expectNoAxeViolations(page);
      expect(await page.getByRole("row", { name: /^Retainer/ }).textContent()).toContain(" · Paid");
      const pay = page.getByRole("button", { name: new RegExp(`^Pay ${SECOND} \\(\\$[\\d,.]+\\)$`) });
      const amount = /\((\$[\d,.]+)\)$/.exec((await pay.textContent()) ?? "")![1]!;
      walk.secondCents = dollarsToCents(amount)!;
      expect(reminder.body).toContain(`your next payment, “${SECOND}” (${amount}), is due on `);
      await pay.tap();
      await payOnTestCheckout(page, amount, `/book/${token}`);
      await page.getByRole("heading", { level: 1, name: "You’re booked!" }).waitFor();
      await waitForHydration(page);
      expect(await page.getByRole("row", { name: new RegExp(`^${SECOND}`) }).textContent()).toContain(" · Paid");
      await page.getByRole("button", { name: new RegExp(`^Pay ${THIRD} \\(`) }).waitFor();
      await expectNoAxeViolations(page);
      await expectFitsThePhone(page);

      // Her questionnaire, first visit: half of it, saved as she goes; then she leaves.
      await page.getByRole("heading", { level: 2, name: QUESTIONNAIRE }).waitFor();
      await changeAndSave(page, () => page.getByLabel("Family photos").check());
      await changeAndSave(page, () => page.getByLabel("What are you planning to wear?").fill("Linen, sage and cream"));
      await changeAndSave(page, () => page.getByLabel("Ideas, poses or places you love").fill("The Hole-in-the-Rock"));
      await page.getByRole("status").filter({ hasText: "Your answers are saved" }).waitFor();
      await expectNoAxeViolations(page);
      expect(paying.errors).toEqual([]);
      await paying.context.close();

      // Second visit: her answers are there; she finishes and sends them.
      const back = await onHerPhone(link);
      const form = back.page;
      await form.getByRole("heading", { level: 2, name: QUESTIONNAIRE }).waitFor();
      expect(await form.getByLabel("Family photos").isChecked()).toBe(true);
      expect(await form.getByLabel("What are you planning to wear?").inputValue()).toBe("Linen, sage and cream");
      expect(await form.getByLabel("Ideas, poses or places you love").inputValue()).toBe("The Hole-in-the-Rock");
      await expectNoAxeViolations(form);
      await form.getByLabel(/Who is coming to the session\?/).fill("Rosa, Tomas and Mateo (6)");
      await form.getByLabel("Holiday cards").check();
      await form.getByRole("button", { name: "Send my answers" }).tap();
      await form.getByTestId("questionnaire-sent").waitFor();
      await waitForHydration(form);
      await expectNoAxeViolations(form);
      await expectFitsThePhone(form);
      expect(back.errors).toEqual([]);
      await back.context.close();

      // The photographer: her client's timeline, then the answers.
      await admin.goto(server.url + walk.clientPath);
      await checkScreen(admin, CLIENT.names);
      const timeline = admin.getByRole("list", { name: "Timeline, newest first" });
      for (const line of [
        `Retainer paid by card (${retainer}).`,
        `Payment reminder sent to ${CLIENT.email} a week before it is due: “${SECOND}”`,
        `${SECOND} paid by card (${amount}).`,
        `${CLIENT.names} started the questionnaire “${QUESTIONNAIRE}”.`,
        `${CLIENT.names} completed the questionnaire “${QUESTIONNAIRE}”.`,
      ])
        await timeline.getByText(line, { exact: false }).first().waitFor();
      await timeline.getByRole("link", { name: "Read the answers" }).first().click();
      await checkScreen(admin, new RegExp(QUESTIONNAIRE.replace(/[()]/g, "\\$&")));
      for (const answer of ["Rosa, Tomas and Mateo (6)", "Family photos", "Linen, sage and cream", "Holiday cards"])
        await admin.getByText(answer, { exact: true }).first().waitFor();

      // Paid: the second due date has left her calendar; the session and the third are still there.
      const after = await calendarFeed();
      expect(after.dueOn(SECOND)).toEqual([]);
      expect(after.dueOn(THIRD)).toEqual([THIRD_DUE]);
      expect(after.session?.startDate.toString()).toBe(`${SESSION.date}T${SESSION.time}:00`);
    },
  );

  // The figures come with the dashboard's money section (issue 29, merged separately).
  it("moves the dashboard's figures by exactly the payment", { timeout: 60_000 }, async () => {
    expect(walk.secondCents).toBeGreaterThan(0);
    const after = await dashboardFigures();
    for (const name of FIGURES) {
      expect(walk.before[name], `data-figure="${name}" on /admin before the payment`).toBeTypeOf("number");
      expect(after[name], `data-figure="${name}" on /admin after the payment`).toBeTypeOf("number");
    }
    expect(after["received-this-month"]! - walk.before["received-this-month"]!).toBe(walk.secondCents);
    expect(walk.before["due-30-days"]! - after["due-30-days"]!).toBe(walk.secondCents);
    expect(after.overdue).toBe(walk.before.overdue);
  });
});
