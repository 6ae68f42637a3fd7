import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { holdMiniSlot } from "~/server/scheduling/hold-time.server";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { expectFitsThePhone, signAndPayRetainer } from "../helpers/booking-client";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { mailTo } from "../helpers/outbox";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";
import { insertMiniDay, markBooked, type MiniDayFixture } from "../integration/mini-days-fixtures";

// Issue 30 §8's walk, on a 390 px phone in Chromium against the built server: a mini-session day
// of three slots; two clients book two of them through the page (details, signature, retainer);
// the third is taken (a family booked it earlier); a third client joins the waitlist; the first
// client cancels from the link in her confirmation mail; the waitlisted client gets the offer by
// mail, follows it and books the freed slot; the photographer's day view shows the right three
// names. Axe on every page; nothing scrolls sideways.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
let day: MiniDayFixture;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  app = openDatabase(server.databaseUrl);
  const date = arizonaWallClock(epochMinuteOf(new Date()) + 9 * 1_440).date;
  day = await insertMiniDay(app.db, { date, slug: "holiday-minis" });
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
}, 90_000);
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

/** A mail's text with quoted-printable undone (a multipart mail's parts are encoded so). */
const plain = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A client picks `time` on the day's page, gives her details and lands on her booking page. */
async function holdAndGiveDetails(time: string, names: string, email: string): Promise<string> {
  const { page, errors, context } = await newPage(browser, { phone: true });
  await page.goto(`${server.url}/minis/holiday-minis`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page);
  await page.getByRole("button", { name: `Book ${time}` }).click();
  await page.waitForURL(/\/session\/[A-Za-z0-9_-]{43}\/details$/);
  await giveDetails(page, names, email);
  const link = page.url();
  expect(errors).toEqual([]);
  await context.close();
  return link;
}

async function giveDetails(page: Awaited<ReturnType<typeof newPage>>["page"], names: string, email: string) {
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Your name (or your family’s names)").fill(names);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("(602) 555-0147");
  await page.getByRole("button", { name: "Continue to sign and pay" }).click();
  await page.waitForURL(/\/book\/[A-Za-z0-9_-]{43}$/);
  await page.getByText(/^This time is held for you until \d{1,2}:\d{2} [ap]m, Arizona time\.$/).waitFor();
}

it("books two slots, fills the day, waitlists a third client, and gives her the slot freed by a cancellation", async () => {
  // Two clients book the 5:30 and 6:00 pm slots through the page.
  const ana = await holdAndGiveDetails("5:30 pm", "Ana Reyes", "ana@example.com");
  expect(await signAndPayRetainer(browser, ana, { signer: "Ana Reyes" })).toBe("$50.00");
  const bea = await holdAndGiveDetails("6:00 pm", "Bea Clark", "bea@example.com");
  expect(await signAndPayRetainer(browser, bea, { signer: "Bea Clark" })).toBe("$50.00");
  // The 6:30 slot went earlier to a family who booked it (written as the settlement leaves it).
  const family = await holdMiniSlot("holiday-minis", day.starts[2]!, new Date(), app);
  if (!family.ok) throw new Error(`the 6:30 slot could not be held: ${family.reason}`);
  await app.db
    .updateTable("session_bookings")
    .set({ names: "The Nguyen family", email: "nguyen@example.com" })
    .where("id", "=", family.bookingId)
    .execute();
  await markBooked(app.db, family.bookingId);

  // A third client finds the day full and joins the waitlist.
  const { page, errors, context } = await newPage(browser, { phone: true });
  await page.goto(`${server.url}/minis/holiday-minis`);
  await page.getByRole("heading", { name: "Every spot is taken" }).waitFor();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page);
  await page.getByLabel("Your name(s)").fill("Cleo Diaz");
  await page.getByLabel("E-mail").fill("cleo@example.com");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await page.getByTestId("waitlist-joined").waitFor();
  await expectNoAxeViolations(page);
  await mailTo(server.dataDir, "cleo@example.com", (m) => plain(m.body).includes("You are number 1 on the list"));

  // Ana cancels from the link in her booking confirmation.
  const confirmation = await mailTo(server.dataDir, "ana@example.com", (m) => plain(m.body).includes("/session/"));
  const manage = /https?:\/\/[^\s"<>]+\/session\/[A-Za-z0-9_-]{43}/.exec(plain(confirmation.body))?.[0];
  expect(manage).toBeDefined();
  await page.goto(manage!);
  await page.getByRole("heading", { level: 1, name: "Your session" }).waitFor();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page);
  await page.getByLabel("I want to cancel my session").check();
  await page.getByRole("button", { name: "Cancel my session" }).click();
  await page.getByText("Status: Cancelled").waitFor();
  await expectNoAxeViolations(page);

  // Cleo gets the freed 5:30 slot by mail, follows the link, and books it.
  const offer = await mailTo(
    server.dataDir,
    "cleo@example.com",
    (m) => plain(m.body).includes("A spot opened up"),
    30_000,
  );
  expect(plain(offer.body)).toContain("5:30 pm (Arizona time)");
  const offerLink = /https?:\/\/[^\s"<>]+\/minis\/holiday-minis\/offer\/[A-Za-z0-9_-]+/.exec(plain(offer.body))?.[0];
  expect(offerLink).toBeDefined();
  await page.goto(offerLink!);
  await page.waitForURL(/\/session\/[A-Za-z0-9_-]{43}\/details$/);
  await giveDetails(page, "Cleo Diaz", "cleo@example.com");
  const cleo = page.url();
  expect(errors).toEqual([]);
  await context.close();
  expect(await signAndPayRetainer(browser, cleo, { signer: "Cleo Diaz" })).toBe("$50.00");

  // The photographer's day: Cleo at 5:30, Bea at 6:00, the Nguyens at 6:30; Ana is gone.
  const admin = await newPage(browser, { phone: true });
  await signIn(admin.page, `${server.url}/admin/schedule?view=day&date=${day.date}`);
  await admin.page.getByRole("heading", { level: 1, name: "Your schedule" }).waitFor();
  await waitForHydration(admin.page);
  await expectNoAxeViolations(admin.page);
  await expectFitsThePhone(admin.page);
  const main = await admin.page.locator("main").innerText();
  const order = ["Cleo Diaz", "Bea Clark", "The Nguyen family"].map((name) => main.indexOf(name));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(main).not.toContain("Ana Reyes");
  expect(admin.errors).toEqual([]);
  await admin.context.close();
}, 300_000);
