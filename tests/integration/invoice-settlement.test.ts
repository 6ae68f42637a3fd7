import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { failInvoicePayment, settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertSentProposal } from "./booking-fixtures";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// Paying a signed proposal's retainer, on SQLite and PostgreSQL, in process: the checkout takes the
// invoice's amount, the confirmation applies once, refuses a wrong amount or currency, and a
// second payment of a paid invoice is kept and flagged.

describe.each(databaseKinds)("invoice payments on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const provider = () => paymentProvider();
  async function checkout(signed: { token: string }) {
    const started = await startInvoiceCheckout(signed.token, provider(), database.db);
    if (started.kind !== "checkout") throw new Error(`no checkout: ${JSON.stringify(started)}`);
    const paymentId = Number(/\/test-checkout\/payment\/(\d+)\?/.exec(started.url)?.[1]);
    const payment = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    return { url: started.url, payment };
  }
  const paid = (payment: { id: number; provider_session_id: string | null; amount_cents: number }, over = {}) => ({
    paymentId: payment.id,
    sessionId: payment.provider_session_id ?? "",
    amountCents: Number(payment.amount_cents),
    currency: "usd",
    ...over,
  });
  /** Everything a settlement may touch, to compare before and after. */
  async function snapshot(signed: SignedProposal) {
    const [proposal, client, invoices, payments, events, outbox] = await Promise.all([
      database.db.selectFrom("proposals").select("status").where("id", "=", signed.proposalId).executeTakeFirst(),
      database.db.selectFrom("clients").select("status").where("id", "=", signed.clientId).executeTakeFirst(),
      database.db
        .selectFrom("invoices")
        .select(["id", "status"])
        .where("proposal_id", "=", signed.proposalId)
        .orderBy("id")
        .execute(),
      database.db
        .selectFrom("payments")
        .select(["id", "status", "note"])
        .where("client_id", "=", signed.clientId)
        .orderBy("id")
        .execute(),
      database.db
        .selectFrom("client_events")
        .select("kind")
        .where("client_id", "=", signed.clientId)
        .orderBy("id")
        .execute(),
      database.db.selectFrom("outbox").select(["kind", "to_address"]).orderBy("id").execute(),
    ]);
    return { proposal, client, invoices, payments, events: events.map((e) => e.kind), outbox };
  }

  it("charges the retainer invoice's amount and books the session once", async () => {
    const signed = await insertSignedProposal(database.db);
    const retainer = signed.invoices[0]!;
    const { url, payment } = await checkout(signed);
    expect(url).toContain(`token=${signed.token}`);
    expect(payment).toMatchObject({
      invoice_id: retainer.id,
      amount_cents: retainer.amountCents,
      currency: "usd",
      method: "card",
      provider: "test",
      status: "pending",
    });
    expect(payment.provider_session_id).toMatch(/^cs_test_local_/);

    expect(await settleInvoicePayment(paid(payment), database.db)).toEqual({ completed: true, duplicate: false });
    const after = await snapshot(signed);
    expect(after.proposal?.status).toBe("booked");
    expect(after.client?.status).toBe("booked");
    expect(after.invoices.map((i) => i.status)).toEqual(["paid", "open"]);
    expect(after.payments).toEqual([{ id: payment.id, status: "paid", note: "" }]);
    expect(after.events).toEqual(["payment_started", "payment_received", "booking_confirmed"]);
    const mails = await database.db
      .selectFrom("outbox")
      .selectAll()
      .where("related_id", "=", signed.proposalId)
      .where("related_type", "=", "proposal")
      .execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(["booking-confirmed", "invoice-paid"]);
    const confirmation = mails.find((m) => m.kind === "booking-confirmed")!;
    expect(confirmation.subject).toMatch(/^\[TEST\] Your session is booked/);
    const [ics] = JSON.parse(confirmation.attachments ?? "[]") as Array<{ filename: string; content: string }>;
    expect(ics?.filename).toBe("session.ics");
    const calendar = Buffer.from(ics?.content ?? "", "base64").toString("utf8");
    expect(calendar).toContain("DTSTART;TZID=America/Phoenix:20271016T163000");
    expect(calendar).toContain(`UID:proposal-${signed.proposalId}@`);

    // A replayed confirmation changes nothing.
    expect(await settleInvoicePayment(paid(payment), database.db)).toEqual({ completed: false, reason: "not-pending" });
    expect(await snapshot(signed)).toEqual(after);
    // Booked: the next checkout is the second instalment's (issue 29 §1), for its whole amount.
    const second = await startInvoiceCheckout(signed.token, provider(), database.db);
    expect(second.kind).toBe("checkout");
    const next = await database.db
      .selectFrom("payments")
      .select(["invoice_id", "amount_cents"])
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    expect(next).toEqual({ invoice_id: signed.invoices[1]!.id, amount_cents: signed.invoices[1]!.amountCents });
  });

  it("refuses a wrong amount, a wrong currency and another session, changing nothing", async () => {
    const signed = await insertSignedProposal(database.db);
    const { payment } = await checkout(signed);
    const before = await snapshot(signed);
    for (const over of [
      { amountCents: Number(payment.amount_cents) - 1 },
      { amountCents: null },
      { currency: "eur" },
      { currency: null },
    ]) {
      expect(await settleInvoicePayment(paid(payment, over), database.db)).toEqual({
        completed: false,
        reason: "amount-mismatch",
      });
    }
    expect(await settleInvoicePayment(paid(payment, { sessionId: "cs_other" }), database.db)).toMatchObject({
      reason: "other-session",
    });
    expect(await settleInvoicePayment(paid(payment, { paymentId: 987_654 }), database.db)).toMatchObject({
      reason: "not-found",
    });
    expect(await snapshot(signed)).toEqual(before);
    // The right confirmation still works afterwards, in upper-case currency too.
    expect(await settleInvoicePayment(paid(payment, { currency: "USD" }), database.db)).toMatchObject({
      completed: true,
    });
  });

  it("keeps and flags a second payment of an invoice already paid, marking nothing twice", async () => {
    const signed = await insertSignedProposal(database.db);
    const first = await checkout(signed);
    const second = await checkout(signed);
    const results = await Promise.all([
      settleInvoicePayment(paid(first.payment), database.db),
      settleInvoicePayment(paid(second.payment), database.db),
    ]);
    expect(results.map((r) => r.completed && r.duplicate).sort()).toEqual([false, true]);
    const after = await snapshot(signed);
    expect(after.invoices.map((i) => i.status)).toEqual(["paid", "open"]);
    expect(after.payments.map((p) => p.status)).toEqual(["paid", "paid"]);
    expect(after.payments.filter((p) => p.note.startsWith("Paid twice"))).toHaveLength(1);
    expect(after.events.filter((e) => e === "booking_confirmed")).toHaveLength(1);
    expect(after.events.filter((e) => e === "payment_received")).toHaveLength(2);
    const kinds = (
      await database.db
        .selectFrom("outbox")
        .select("kind")
        .where("related_type", "=", "proposal")
        .where("related_id", "=", signed.proposalId)
        .execute()
    ).map((m) => m.kind);
    expect(kinds.sort()).toEqual(["booking-confirmed", "invoice-paid", "invoice-paid-twice"]);
  });

  it("records an abandoned checkout as failed once", async () => {
    const signed = await insertSignedProposal(database.db);
    const { payment } = await checkout(signed);
    expect(await failInvoicePayment(payment.id, "cs_someone_else", database.db)).toBe(false);
    expect(await failInvoicePayment(payment.id, payment.provider_session_id!, database.db)).toBe(true);
    expect(await failInvoicePayment(payment.id, payment.provider_session_id!, database.db)).toBe(false);
    expect(await settleInvoicePayment(paid(payment), database.db)).toMatchObject({ reason: "not-pending" });
    expect((await snapshot(signed)).events).toEqual(["payment_started", "payment_failed"]);
  });

  it("refuses to start a checkout for a link that is wrong, unsigned, withdrawn, revised or expired", async () => {
    const start = (token: string) => startInvoiceCheckout(token, provider(), database.db);
    const countPayments = async () => (await database.db.selectFrom("payments").select("id").execute()).length;
    const before = await countPayments();
    expect(await start("x".repeat(43))).toMatchObject({ kind: "refused", status: 404 });
    const sent = await insertSentProposal(database.db);
    expect(await start(sent.token)).toMatchObject({ kind: "refused", status: 409 });
    const withdrawn = await insertSignedProposal(database.db);
    await database.db
      .updateTable("proposals")
      .set({ status: "withdrawn" })
      .where("id", "=", withdrawn.proposalId)
      .execute();
    expect(await start(withdrawn.token)).toMatchObject({ kind: "refused", status: 404 });
    const revised = await insertSignedProposal(database.db);
    await database.db
      .updateTable("proposals")
      .set({ status: "draft", revision: 2 })
      .where("id", "=", revised.proposalId)
      .execute();
    expect(await start(revised.token)).toMatchObject({ kind: "refused", status: 409 });
    const expired = await insertSignedProposal(database.db, { expiresOn: "2020-01-01" });
    expect(await start(expired.token)).toMatchObject({ kind: "refused", status: 410 });
    expect(await countPayments()).toBe(before);
  });
});
