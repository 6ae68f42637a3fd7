import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";
import { insertSentProposal } from "./booking-fixtures";
import { reminderMails, timelineOf } from "./reminders-fixtures";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// Two built servers on one database, each with its own reminder look and jobs worker, as two
// instances in production, on the real clock: a payment due today and a proposal expiring in two
// days are each reminded of once between them, and once still after one server restarts.

describe.each(databaseKinds)("booking reminders from two servers on one %s database", (kind) => {
  let database: UrlDatabase;
  let one: TestServer | undefined;
  let two: TestServer | undefined;
  let invoiceIds: number[] = [];
  let proposalId = 0;
  let clientIds: number[] = [];

  beforeAll(async () => {
    database = await databaseWithUrl(kind);
    const today = studioDate(new Date());
    const signed = await insertSignedProposal(database.db, { email: `servers-${kind}@example.com` });
    const balance = signed.invoices.find((i) => i.dueOn !== null)!;
    await database.db.updateTable("invoices").set({ due_on: today }).where("id", "=", balance.id).execute();
    const sent = await insertSentProposal(database.db, {
      email: `servers-proposal-${kind}@example.com`,
      expiresOn: addDays(today, 2),
    });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await database.db.updateTable("proposals").set({ sent_at: yesterday }).where("id", "=", sent.proposalId).execute();
    invoiceIds = signed.invoices.map((i) => i.id);
    proposalId = sent.proposalId;
    clientIds = [signed.clientId, sent.clientId];
    one = await startServer({ DATABASE_URL: database.url });
    two = await startServer({ DATABASE_URL: database.url });
  }, 90_000);
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
    await database?.cleanup();
  });

  const mails = () => reminderMails(database.db, { invoices: invoiceIds, proposals: [proposalId] });
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 60_000;
    while ((await mails()).length < count) {
      if (Date.now() > deadline) throw new Error(`no reminders:\n${one?.logs.join("\n")}\n${two?.logs.join("\n")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** Both servers look 5 s after they start; a second sending would show within a few seconds. */
  const settle = () => new Promise((r) => setTimeout(r, 9_000));

  it("send each reminder once between them, and not again after a restart", async () => {
    await waitFor(2);
    await settle();
    const sent = await mails();
    expect(sent.map((m) => m.kind).sort()).toEqual(["invoice-reminder-due", "proposal-reminder"]);
    expect(sent.every((m) => /http:\/\/localhost:\d+\/book\/[A-Za-z0-9_-]{43}/.test(m.text))).toBe(true);

    await one!.restart();
    await settle();
    expect(await mails()).toHaveLength(2);
    const events = await Promise.all(clientIds.map((id) => timelineOf(database.db, id, ["reminder_sent"])));
    expect(events.map((e) => e.length)).toEqual([1, 1]);
    const jobs = await database.db.selectFrom("jobs").select("state").where("kind", "=", "booking.reminders").execute();
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.every((j) => j.state === "done")).toBe(true);
  }, 120_000);
});
