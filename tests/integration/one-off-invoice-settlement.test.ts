import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import { startOneOffCheckout } from "~/server/payments/invoice-checkout.server";
import { ledgerInvoice, ledgerPayments } from "~/server/payments/invoice-ledger.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import { invoiceSums } from "~/shared/booking/ledger";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// A one-off invoice (no proposal behind it) paid by card, in process on SQLite and PostgreSQL
// (issue 29 §1): its checkout charges what the ledger says is owed, and settlement marks it paid,
// notes it on the timeline and queues the receipt, with nothing asking for a proposal.

describe.each(databaseKinds)("a one-off invoice paid by card on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  async function clientWithOneOff(email: string) {
    const client = await database.db
      .insertInto("clients")
      .values({ names: "Lena Ortiz", email, status: "new" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const clientId = Number(client.id);
    const made = await createOneOffInvoice(
      clientId,
      { label: "Extra prints", amount: "120.50", taxed: "", dueOn: "2099-03-01" },
      database,
    );
    if (made.kind !== "created") throw new Error(JSON.stringify(made));
    const invoice = await database.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    return { clientId, invoiceId: made.id, token: invoice.token! };
  }

  const sumsOf = async (invoiceId: number) => {
    const row = await database.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    return invoiceSums(ledgerInvoice(row), await ledgerPayments(database.db, { invoiceId }), "2026-11-27");
  };

  it("settles without a proposal: paid in the ledger, on the timeline, receipt queued", async () => {
    const { clientId, invoiceId, token } = await clientWithOneOff("lena@example.com");
    const started = await startOneOffCheckout(token, paymentProvider(), database.db);
    if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
    expect(started.url).toContain(`token=${token}`);
    const paymentId = Number(/\/test-checkout\/payment\/(\d+)\?/.exec(started.url)?.[1]);
    const payment = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", paymentId)
      .executeTakeFirstOrThrow();
    expect(Number(payment.amount_cents)).toBe(12_050);

    const result = await settleInvoicePayment(
      { paymentId, sessionId: payment.provider_session_id!, amountCents: 12_050, currency: "usd", paymentRef: "pi_x" },
      database.db,
    );
    expect(result).toEqual({ completed: true, duplicate: false });
    expect(await sumsOf(invoiceId)).toMatchObject({ state: "paid", paidCents: 12_050, owedCents: 0 });
    const invoice = await database.db
      .selectFrom("invoices")
      .select("status")
      .where("id", "=", invoiceId)
      .executeTakeFirst();
    expect(invoice?.status).toBe("paid");
    const events = await database.db
      .selectFrom("client_events")
      .select(["kind", "summary"])
      .where("client_id", "=", clientId)
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.kind)).toEqual(["invoice_created", "payment_started", "payment_received"]);
    expect(events[2]!.summary).toBe("Extra prints paid by card ($120.50).");
    const jobs = await database.db.selectFrom("jobs").select("payload").where("kind", "=", "payment-receipt").execute();
    expect(jobs.map((j) => JSON.parse(j.payload) as unknown)).toContainEqual({ paymentId });
    const notice = await database.db
      .selectFrom("outbox")
      .select(["kind", "text_body"])
      .where("kind", "=", "invoice-paid")
      .where("related_type", "=", "invoice")
      .where("related_id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain("Lena Ortiz");
    expect(notice.text_body).not.toContain("Proposal:");

    // Paid: the pay button has nothing left to charge.
    expect(await startOneOffCheckout(token, paymentProvider(), database.db)).toEqual({ kind: "nothing-due" });
  });

  it("refuses a void invoice and a token that names no invoice", async () => {
    const { invoiceId, token } = await clientWithOneOff("void@example.com");
    await database.db.updateTable("invoices").set({ status: "void" }).where("id", "=", invoiceId).execute();
    expect(await startOneOffCheckout(token, paymentProvider(), database.db)).toMatchObject({
      kind: "refused",
      status: 410,
    });
    expect(await startOneOffCheckout("x".repeat(43), paymentProvider(), database.db)).toMatchObject({
      kind: "refused",
      status: 404,
    });
    const payments = await database.db
      .selectFrom("payments")
      .select("id")
      .where("invoice_id", "=", invoiceId)
      .execute();
    expect(payments).toEqual([]);
  });
});
