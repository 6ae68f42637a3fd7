import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLedger } from "~/server/clients/client-ledger.server";
import { recordOutsidePayment } from "~/server/invoices/invoice-payments-admin.server";
import { recordRefund } from "~/server/invoices/invoice-refunds.server";
import { createOneOffInvoice, moveDueDate, voidInvoice } from "~/server/invoices/invoice-schedule.server";
import { fileStorage, setMediaStorageForTests } from "~/server/media/storage.server";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { makeReceipt } from "~/server/payments/receipt-job.server";
import { settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// The ledger's actions on SQLite and PostgreSQL, in process (issue 29 §1): a payment made outside
// the site, refunds (outside, and through the test provider), moving a due date, voiding, a one-off
// invoice, the receipts, and the client's sums checked against the whole history. Refunds of a
// payment a gift card helped pay: invoice-gift-card-refunds.test.ts and its guards.

describe.each(databaseKinds)("the ledger on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ledger-test-"));
    setMediaStorageForTests(fileStorage(path.join(dir, "media")));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const invoiceRow = (id: number) =>
    database.db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const events = async (clientId: number) =>
    (
      await database.db
        .selectFrom("client_events")
        .select(["kind", "summary"])
        .where("client_id", "=", clientId)
        .orderBy("id")
        .execute()
    ).map((e) => e.kind);
  const receiptJobs = async () =>
    (await database.db.selectFrom("jobs").select("payload").where("kind", "=", "payment-receipt").execute()).map(
      (j) => (JSON.parse(j.payload) as { paymentId: number }).paymentId,
    );

  const outside = (invoiceId: number, amount: string, method: string, paidOn: string, note: string) =>
    recordOutsidePayment(invoiceId, { amount, method, paidOn, note }, database);
  const giveBack = (invoiceId: number, paymentId: string, amount: string, how: string, note: string) =>
    recordRefund(invoiceId, { paymentId, amount, how, note }, paymentProvider(), database);
  const oneOff = (clientId: number, values: Record<string, string>) => createOneOffInvoice(clientId, values, database);

  /** The sample schedule has two payments: a third instalment, as a longer schedule makes. */
  async function withThird(signed: SignedProposal): Promise<SignedProposal> {
    const row = await database.db
      .insertInto("invoices")
      .values({
        client_id: signed.clientId,
        proposal_id: signed.proposalId,
        signature_id: signed.signatureId,
        position: 3,
        label: "Final payment",
        amount_cents: 100_000,
        tax_cents: 0,
        due_on: "2027-10-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const third = {
      position: 3,
      label: "Final payment",
      amountCents: 100_000,
      taxCents: 0,
      dueOn: "2027-10-01",
      id: Number(row.id),
    };
    return { ...signed, invoices: [...signed.invoices, third] };
  }

  /** The retainer paid by card through the test provider, as the booking page does it. */
  async function payRetainerByCard(signed: SignedProposal) {
    const started = await startInvoiceCheckout(signed.token, paymentProvider(), database.db);
    if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
    const paymentId = Number(/\/payment\/(\d+)\?/.exec(started.url)?.[1]);
    const payment = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    await settleInvoicePayment(
      {
        paymentId,
        sessionId: payment.provider_session_id!,
        amountCents: Number(payment.amount_cents),
        currency: "usd",
        paymentRef: "pi_test_local_abc",
      },
      database.db,
    );
    return paymentId;
  }

  it("records a payment made outside the site, refusing more than is owed, a future day or a bad amount", async () => {
    const signed = await insertSignedProposal(database.db);
    const second = signed.invoices[1]!;
    const owed = second.amountCents;
    const tooMuch = await outside(second.id, ((owed + 1) / 100).toFixed(2), "check", "2026-01-05", "");
    expect(tooMuch).toMatchObject({ kind: "invalid", fields: { amount: expect.stringMatching(/^At most \$/) } });
    const bad = await outside(second.id, "12.345", "gold", "2099-01-01", "");
    expect(bad.kind).toBe("invalid");
    const future = await outside(second.id, "10", "cash", "2099-01-01", "");
    expect(future).toMatchObject({ kind: "invalid", fields: { paidOn: expect.stringContaining("future") } });

    const half = Math.floor(owed / 2);
    const first = await outside(second.id, (half / 100).toFixed(2), "check", "2026-01-05", "Check 1042");
    expect(first.kind).toBe("saved");
    expect((await invoiceRow(second.id)).status).toBe("open");
    const rest = await outside(second.id, ((owed - half) / 100).toFixed(2), "transfer", "2026-01-06", "");
    expect(rest.kind).toBe("saved");
    expect((await invoiceRow(second.id)).status).toBe("paid");
    const payments = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("invoice_id", "=", second.id)
      .orderBy("id")
      .execute();
    expect(payments.map((p) => [p.kind, p.method, p.provider, p.status, Number(p.amount_cents)])).toEqual([
      ["payment", "check", null, "paid", half],
      ["payment", "transfer", null, "paid", owed - half],
    ]);
    expect(await receiptJobs()).toEqual(expect.arrayContaining(payments.map((p) => Number(p.id))));
    expect(await events(signed.clientId)).toEqual(["payment_received", "payment_received"]);
    // Paid in full: nothing more is taken.
    const again = await outside(second.id, "1", "cash", "2026-01-06", "");
    expect(again).toMatchObject({ kind: "refused", error: expect.stringContaining("paid in full") });
  });

  it("refunds a card payment through the provider and an outside one by hand; a refund re-opens the invoice", async () => {
    const signed = await insertSignedProposal(database.db);
    const paymentId = await payRetainerByCard(signed);
    const retainer = signed.invoices[0]!;
    expect((await invoiceRow(retainer.id)).status).toBe("paid");
    const stored = await database.db
      .selectFrom("payments")
      .select("provider_payment_ref")
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(stored.provider_payment_ref).toBe("pi_test_local_abc");

    const over = await recordRefund(
      retainer.id,
      {
        paymentId: String(paymentId),
        amount: ((retainer.amountCents + 1) / 100).toFixed(2),
        how: "provider",
        note: "",
      },
      paymentProvider(),
      database,
    );
    expect(over).toMatchObject({ kind: "invalid", fields: { amount: expect.stringMatching(/^At most/) } });
    const part = await giveBack(retainer.id, String(paymentId), "100", "provider", "Date moved");
    expect(part.kind).toBe("saved");
    const refund = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("refund_of", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ kind: "refund", provider: "test", status: "paid", note: "Date moved" });
    expect(Number(refund.amount_cents)).toBe(10_000);
    expect(refund.provider_payment_ref).toMatch(/^re_test_local_/);
    // Less than the retainer is kept now: it is owed again, and the booking stands.
    expect((await invoiceRow(retainer.id)).status).toBe("open");
    const proposal = await database.db
      .selectFrom("proposals")
      .select("status")
      .where("id", "=", signed.proposalId)
      .executeTakeFirstOrThrow();
    expect(proposal.status).toBe("booked");
    expect(await events(signed.clientId)).toContain("payment_refunded");

    // An outside payment cannot be refunded "through the provider".
    const second = signed.invoices[1]!;
    await outside(second.id, "50", "cash", "2026-01-05", "");
    const cash = await database.db
      .selectFrom("payments")
      .select("id")
      .where("invoice_id", "=", second.id)
      .executeTakeFirstOrThrow();
    const wrongWay = await giveBack(second.id, String(cash.id), "50", "provider", "");
    expect(wrongWay).toMatchObject({ kind: "invalid", fields: { how: expect.stringContaining("yourself") } });
    const byHand = await giveBack(second.id, String(cash.id), "50", "outside", "");
    expect(byHand.kind).toBe("saved");
    const twice = await giveBack(second.id, String(cash.id), "1", "outside", "");
    expect(twice).toMatchObject({ kind: "invalid", fields: { paymentId: expect.stringContaining("in full") } });

    // The receipt of the provider's refund: one PDF, one mail with it attached, however often it runs.
    expect(await makeReceipt(database.db, Number(refund.id))).toBe("stored");
    expect(await makeReceipt(database.db, Number(refund.id))).toBe("already-stored");
    const mails = await database.db.selectFrom("outbox").selectAll().where("kind", "=", "refund-receipt").execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^\[TEST\] Refund/);
    expect(mails[0]!.text_body).toContain("$100.00");
    expect(JSON.parse(mails[0]!.attachments ?? "[]")).toEqual([
      { filename: `Refund receipt ${refund.id}.pdf`, contentType: "application/pdf", storageKey: expect.any(String) },
    ]);
  });

  it("moves a due date alone, or with the later instalments, on the timeline", async () => {
    const signed = await withThird(await insertSignedProposal(database.db));
    const [, second, third] = signed.invoices;
    const before = (await invoiceRow(third!.id)).due_on!;
    const alone = await moveDueDate(second!.id, { dueOn: "2027-08-01", shiftLater: "" }, database);
    expect(alone.kind).toBe("saved");
    expect((await invoiceRow(second!.id)).due_on).toBe("2027-08-01");
    expect((await invoiceRow(third!.id)).due_on).toBe(before);
    const bad = await moveDueDate(second!.id, { dueOn: "2027-02-30", shiftLater: "" }, database);
    expect(bad).toMatchObject({ kind: "invalid", fields: { dueOn: expect.stringContaining("real date") } });
    const withLater = await moveDueDate(second!.id, { dueOn: "2027-08-11", shiftLater: "on" }, database);
    expect(withLater.kind).toBe("saved");
    const shifted = new Date(`${before}T00:00:00Z`);
    shifted.setUTCDate(shifted.getUTCDate() + 10);
    expect((await invoiceRow(third!.id)).due_on).toBe(shifted.toISOString().slice(0, 10));
    expect((await events(signed.clientId)).filter((k) => k === "invoice_due_moved")).toHaveLength(2);
  });

  it("voids only an invoice with nothing kept, and the ledger's sums match the history to the cent", async () => {
    const signed = await withThird(await insertSignedProposal(database.db));
    const [retainer, second, third] = signed.invoices as [
      SignedProposal["invoices"][number],
      SignedProposal["invoices"][number],
      SignedProposal["invoices"][number],
    ];
    const paymentId = await payRetainerByCard(signed);
    await giveBack(retainer.id, String(paymentId), "25.50", "outside", "");
    await outside(second.id, "300", "cash", "2026-01-05", "");
    expect(await voidInvoice(second.id, database)).toMatchObject({ kind: "refused", status: 409 });
    expect((await voidInvoice(third.id, database)).kind).toBe("saved");
    expect((await invoiceRow(third.id)).status).toBe("void");

    const ledger = await clientLedger(signed.clientId, database.db);
    const invoiced = retainer.amountCents + second.amountCents;
    expect(ledger).toMatchObject({
      invoicedCents: invoiced,
      paidCents: retainer.amountCents + 30_000,
      refundedCents: 2_550,
      balanceCents: invoiced - retainer.amountCents - 30_000 + 2_550,
    });
    expect(ledger.invoices.map((i) => [i.state, i.paidCents])).toEqual([
      ["due", retainer.amountCents - 2_550],
      ["due", 30_000],
      ["void", 0],
    ]);
  });

  it("sends a one-off invoice with its own link and tax at the site's rate", async () => {
    const signed = await insertSignedProposal(database.db);
    const refused = await oneOff(signed.clientId, { label: "", amount: "-5", taxed: "", dueOn: "2020-01-01" });
    expect(refused.kind).toBe("invalid");
    const made = await oneOff(signed.clientId, { label: "Extra hour", amount: "350", taxed: "", dueOn: "2099-01-01" });
    if (made.kind !== "created") throw new Error(JSON.stringify(made));
    const row = await invoiceRow(made.id);
    expect(row).toMatchObject({ proposal_id: null, label: "Extra hour", due_on: "2099-01-01", status: "open" });
    expect(Number(row.amount_cents)).toBe(35_000);
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await database.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "invoice-sent")
      .where("related_id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`/invoice/${row.token}`);
    expect(await events(signed.clientId)).toContain("invoice_created");
  });
});
