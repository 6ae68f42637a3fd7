import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { sweepBookingReminders } from "~/server/reminders/reminders.server";
import { databaseKinds } from "../helpers/databases";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";
import { insertSentProposal } from "./booking-fixtures";
import { reminderMails, timelineOf } from "./reminders-fixtures";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// The booking reminders on SQLite and PostgreSQL, in process, with the clock moved: each payment
// reminder (7 days before, on the day, 3 days after) and the proposal reminder sent once, even by
// two instances sweeping at the same moment; none for a paid or void invoice, a client whose
// reminders are off, nor a due date since moved (which gets its own).

const siteUrl = "https://studio.example";
/** Noon in Phoenix (19:00 UTC) on a day of 2027. */
const noon = (day: string) => new Date(`2027-${day}T19:00:00Z`);
// The sample schedule's balance is due 30 days before the session of 2027-10-16.
const BALANCE_DUE = "2027-09-16";

describe.each(databaseKinds)("booking reminders on %s", (kind) => {
  let app: UrlDatabase;
  let other: AppDatabase;
  let emails = 0;
  const email = () => `client${++emails}@example.com`;

  beforeAll(async () => {
    app = await databaseWithUrl(kind);
    // A second instance: its own connection pool on PostgreSQL. SQLite's driver is synchronous, so
    // a second connection in this process would block the thread waiting for the first: the two
    // share one here, and two server processes on one file are tested in booking-reminders-servers.
    other = kind === "postgres" ? openDatabase(app.url) : app;
  });
  // Each test counts the reminders its own clients get: the clients of the tests before are quiet.
  beforeEach(async () => {
    await app.db.updateTable("clients").set({ reminders_off: true }).execute();
  });
  afterAll(async () => {
    if (other !== app) await other?.db.destroy();
    await app?.cleanup();
  });

  /** Two instances sweeping at the same moment: how many reminders they sent between them. */
  const sweepTwice = async (now: Date) => {
    const results = await Promise.all([
      sweepBookingReminders(app, { now, siteUrl }),
      sweepBookingReminders(other, { now, siteUrl }),
    ]);
    return {
      invoices: results[0].invoices + results[1].invoices,
      proposals: results[0].proposals + results[1].proposals,
    };
  };
  const balanceOf = (signed: Awaited<ReturnType<typeof insertSignedProposal>>) =>
    signed.invoices.find((i) => i.dueOn === BALANCE_DUE)!;
  const setInvoice = (id: number, values: { status?: "open" | "paid" | "void"; due_on?: string }) =>
    app.db.updateTable("invoices").set(values).where("id", "=", id).execute();

  it("sends the week-before, on-the-day and 3-days-after reminders once each, with the pay link", async () => {
    const signed = await insertSignedProposal(app.db, { email: email() });
    const balance = balanceOf(signed);
    const mails = () => reminderMails(app.db, { invoices: signed.invoices.map((i) => i.id) });

    expect(await sweepTwice(noon("09-08"))).toEqual({ invoices: 0, proposals: 0 }); // 8 days before
    expect(await sweepTwice(noon("09-09"))).toEqual({ invoices: 1, proposals: 0 });
    expect(await sweepTwice(noon("09-09"))).toEqual({ invoices: 0, proposals: 0 });
    expect(await sweepTwice(noon("09-12"))).toEqual({ invoices: 0, proposals: 0 }); // sent already
    expect(await sweepTwice(noon("09-16"))).toEqual({ invoices: 1, proposals: 0 });
    expect(await sweepTwice(noon("09-17"))).toEqual({ invoices: 0, proposals: 0 });
    expect(await sweepTwice(noon("09-19"))).toEqual({ invoices: 1, proposals: 0 });
    expect(await sweepTwice(noon("09-20"))).toEqual({ invoices: 0, proposals: 0 });

    const sent = await mails();
    expect(sent.map((m) => m.kind)).toEqual([
      "invoice-reminder-before",
      "invoice-reminder-due",
      "invoice-reminder-after",
    ]);
    const amount = (balance.amountCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    for (const mail of sent) {
      expect(mail.related).toBe(`invoice:${balance.id}`);
      expect(mail.to).toBe(`client${emails}@example.com`);
      expect(mail.text).toContain(`${siteUrl}/book/${signed.token}`);
      expect(mail.text).toContain(`“${balance.label}” ($${amount})`);
      expect(mail.text).toContain("Thursday, September 16, 2027");
      expect(mail.text).toContain("Maria Lopez");
    }
    const timeline = await timelineOf(app.db, signed.clientId, ["reminder_sent"]);
    expect(timeline).toHaveLength(3);
    expect(timeline[0]!.summary).toContain("a week before it is due");
    expect(timeline[2]!.related).toBe(`invoice:${balance.id}`);
    const rows = await app.db.selectFrom("invoice_reminders").select(["kind", "due_on"]).execute();
    expect(
      rows
        .filter((r) => r.due_on === BALANCE_DUE)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(["after", "before", "due"]);
  });

  it("sends nothing for a paid or void invoice, nor to a client whose reminders are off or who was lost", async () => {
    const paid = await insertSignedProposal(app.db, { email: email() });
    const voided = await insertSignedProposal(app.db, { email: email() });
    const off = await insertSignedProposal(app.db, { email: email() });
    const lost = await insertSignedProposal(app.db, { email: email() });
    await setInvoice(balanceOf(paid).id, { status: "paid" });
    await setInvoice(balanceOf(voided).id, { status: "void" });
    await app.db.updateTable("clients").set({ reminders_off: true }).where("id", "=", off.clientId).execute();
    await app.db.updateTable("clients").set({ status: "lost" }).where("id", "=", lost.clientId).execute();
    const all = [paid, voided, off, lost].flatMap((s) => s.invoices.map((i) => i.id));

    for (const day of ["09-09", "09-16", "09-19"]) await sweepTwice(noon(day));
    expect(await reminderMails(app.db, { invoices: all })).toEqual([]);

    // Turned back on before the day: that day's reminder goes, not the week-before one it missed.
    await app.db.updateTable("clients").set({ reminders_off: false }).where("id", "=", off.clientId).execute();
    expect(await sweepTwice(noon("09-16"))).toEqual({ invoices: 1, proposals: 0 });
    expect((await reminderMails(app.db, { invoices: all })).map((m) => m.kind)).toEqual(["invoice-reminder-due"]);
  });

  it("follows a moved due date: the old date's reminders stop, the new date gets its own", async () => {
    const signed = await insertSignedProposal(app.db, { email: email() });
    const balance = balanceOf(signed);
    expect(await sweepTwice(noon("09-09"))).toEqual({ invoices: 1, proposals: 0 });
    await setInvoice(balance.id, { due_on: "2027-09-30" });
    // The old due day passes quietly; a week before the new one, its own reminder.
    expect(await sweepTwice(noon("09-16"))).toEqual({ invoices: 0, proposals: 0 });
    expect(await sweepTwice(noon("09-23"))).toEqual({ invoices: 1, proposals: 0 });
    expect(await sweepTwice(noon("09-30"))).toEqual({ invoices: 1, proposals: 0 });
    const mails = await reminderMails(app.db, { invoices: [balance.id] });
    expect(mails.map((m) => m.kind)).toEqual([
      "invoice-reminder-before",
      "invoice-reminder-before",
      "invoice-reminder-due",
    ]);
    expect(mails[1]!.text).toContain("Thursday, September 30, 2027");
  });

  it("asks only what is still owed after a part paid outside the site", async () => {
    const signed = await insertSignedProposal(app.db, { email: email() });
    const balance = balanceOf(signed);
    await app.db
      .insertInto("payments")
      .values({
        invoice_id: balance.id,
        client_id: signed.clientId,
        amount_cents: balance.amountCents - 50_000,
        method: "check",
        status: "paid",
        paid_at: new Date().toISOString(),
      })
      .execute();
    expect(await sweepTwice(noon("09-16"))).toEqual({ invoices: 1, proposals: 0 });
    const [mail] = await reminderMails(app.db, { invoices: [balance.id] });
    expect(mail!.text).toContain(`“${balance.label}” ($500.00)`);
  });

  it("reminds of a one-off invoice with the client's signed booking page, or not at all without one", async () => {
    const signed = await insertSignedProposal(app.db, { email: email() });
    const unsigned = await insertSentProposal(app.db, { email: email() });
    const oneOff = (clientId: number) =>
      app.db
        .insertInto("invoices")
        .values({
          client_id: clientId,
          proposal_id: null,
          signature_id: null,
          position: 9,
          label: "Extra prints",
          amount_cents: 12_000,
          due_on: "2027-11-02",
          paid_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const [withPage, withoutPage] = [await oneOff(signed.clientId), await oneOff(unsigned.clientId)];
    expect(await sweepTwice(noon("11-02"))).toEqual({ invoices: 1, proposals: 0 });
    const mails = await reminderMails(app.db, { invoices: [Number(withPage.id), Number(withoutPage.id)] });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "invoice-reminder-due", related: `invoice:${Number(withPage.id)}` });
    expect(mails[0]!.text).toContain(`${siteUrl}/book/${signed.token}`);
    expect(mails[0]!.text).toContain("“Extra prints” ($120.00)");
  });

  it("reminds of a sent proposal once, 3 days before it expires, and not once it is signed", async () => {
    const waiting = await insertSentProposal(app.db, { email: email(), expiresOn: "2027-03-10" });
    const signed = await insertSignedProposal(app.db, { email: email(), expiresOn: "2027-03-10" });
    const mails = () => reminderMails(app.db, { proposals: [waiting.proposalId, signed.proposalId] });

    expect(await sweepTwice(noon("03-06"))).toEqual({ invoices: 0, proposals: 0 }); // 4 days before
    expect(await sweepTwice(noon("03-07"))).toEqual({ invoices: 0, proposals: 1 });
    expect(await sweepTwice(noon("03-09"))).toEqual({ invoices: 0, proposals: 0 });
    expect(await sweepTwice(noon("03-10"))).toEqual({ invoices: 0, proposals: 0 });
    const [mail] = await mails();
    expect(await mails()).toHaveLength(1);
    expect(mail).toMatchObject({ kind: "proposal-reminder", related: `proposal:${waiting.proposalId}` });
    expect(mail!.text).toContain(`${siteUrl}/book/${waiting.token}`);
    expect(mail!.text).toContain("until the end of Wednesday, March 10, 2027 (Arizona time)");
    const timeline = await timelineOf(app.db, waiting.clientId, ["reminder_sent"]);
    expect(timeline).toEqual([
      expect.objectContaining({
        related: `proposal:${waiting.proposalId}`,
        summary: expect.stringMatching(/not signed yet/),
      }),
    ]);

    // Given more time: the new expiry date gets its own reminder.
    await app.db
      .updateTable("proposals")
      .set({ expires_on: "2027-03-20" })
      .where("id", "=", waiting.proposalId)
      .execute();
    expect(await sweepTwice(noon("03-17"))).toEqual({ invoices: 0, proposals: 1 });
    expect(await mails()).toHaveLength(2);
  });
});
