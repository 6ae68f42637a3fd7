import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { insertSentProposal } from "./booking-fixtures";

// A known year of money for her accountant's files (issue 29 §6): a retainer by card; a balance
// with tax paid in pieces (cash at 8 p.m. Arizona on Feb 28, which is 03:00 UTC on Mar 1; a check,
// partly refunded in April; the rest by bank transfer), with a pending and a failed card payment
// that must not count; a one-off invoice paid in December 2025 and refunded in January 2026; shop
// orders (one shipped, one refunded across a month's edge, one never paid, one of 2025).

const at = (iso: string) => new Date(iso);

export async function insertKnownHistory(db: Kysely<Database>) {
  const { clientId, proposalId } = await insertSentProposal(db);
  const invoice = (values: {
    client_id: number;
    proposal_id: number | null;
    position: number;
    label: string;
    amount_cents: number;
    tax_cents: number;
    status: "open" | "paid";
  }) =>
    db
      .insertInto("invoices")
      .values({ due_on: null, ...values })
      .returning("id")
      .executeTakeFirstOrThrow();
  const pay = async (values: {
    invoice_id: number;
    client_id: number;
    amount_cents: number;
    method: "card" | "cash" | "check" | "transfer";
    paid_at: Date | null;
    kind?: "payment" | "refund";
    refund_of?: number;
    status?: "pending" | "paid" | "failed";
    provider?: string;
    provider_payment_ref?: string;
    note?: string;
  }) =>
    Number(
      (
        await db
          .insertInto("payments")
          .values({ status: "paid", ...values })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );

  const retainer = Number(
    (
      await invoice({
        client_id: clientId,
        proposal_id: proposalId,
        position: 1,
        label: "Retainer",
        amount_cents: 108_600,
        tax_cents: 8_600,
        status: "paid",
      })
    ).id,
  );
  const balance = Number(
    (
      await invoice({
        client_id: clientId,
        proposal_id: proposalId,
        position: 2,
        label: "Balance",
        amount_cents: 100_000,
        tax_cents: 7_919,
        status: "paid",
      })
    ).id,
  );
  await pay({
    invoice_id: retainer,
    client_id: clientId,
    amount_cents: 108_600,
    method: "card",
    provider: "stripe",
    provider_payment_ref: "pi_retainer",
    paid_at: at("2026-01-15T18:00:00Z"),
  });
  await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 33_333,
    method: "cash",
    paid_at: at("2026-03-01T03:00:00Z"),
  });
  const check = await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 33_333,
    method: "check",
    note: "check #1042",
    paid_at: at("2026-03-10T17:00:00Z"),
  });
  await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 10_000,
    method: "check",
    kind: "refund",
    refund_of: check,
    note: 'Overpaid, "gave back"',
    paid_at: at("2026-04-02T16:00:00Z"),
  });
  await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 43_334,
    method: "transfer",
    paid_at: at("2026-05-05T16:00:00Z"),
  });
  await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 43_334,
    method: "card",
    provider: "stripe",
    status: "pending",
    paid_at: null,
  });
  await pay({
    invoice_id: balance,
    client_id: clientId,
    amount_cents: 43_334,
    method: "card",
    provider: "stripe",
    status: "failed",
    paid_at: null,
  });

  // A client whose name a spreadsheet would run as a formula.
  const other = Number(
    (
      await db
        .insertInto("clients")
        .values({ names: '=HYPERLINK("http://x", "Sis, Bo")', email: "bo@example.com" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id,
  );
  const mini = Number(
    (
      await invoice({
        client_id: other,
        proposal_id: null,
        position: 1,
        label: "Mini session",
        amount_cents: 32_580,
        tax_cents: 2_580,
        status: "open",
      })
    ).id,
  );
  const minipay = await pay({
    invoice_id: mini,
    client_id: other,
    amount_cents: 32_580,
    method: "card",
    provider: "test",
    provider_payment_ref: "pi_test_mini",
    paid_at: at("2025-12-20T17:00:00Z"),
  });
  await pay({
    invoice_id: mini,
    client_id: other,
    amount_cents: 32_580,
    method: "card",
    kind: "refund",
    refund_of: minipay,
    provider: "test",
    provider_payment_ref: "re_test_mini",
    paid_at: at("2026-01-05T16:00:00Z"),
  });

  const order = async (
    values: {
      status: "pending" | "shipped" | "refunded" | "paid";
      total_cents: number;
      payment_provider: string;
      payment_session_id: string | null;
      customer_email: string | null;
      shipping_name: string | null;
      paid_at: Date | null;
      updated_at: Date;
    },
    lines: { title: string; size: string; unit_cents: number; quantity: number }[],
  ) => {
    const id = Number(
      (
        await db
          .insertInto("orders")
          .values({ access_token: `token-${Math.random()}`, ...values })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id,
    );
    for (const [i, line] of lines.entries()) {
      await db
        .insertInto("order_lines")
        .values({ order_id: id, position: i, cart_id: `print-${i}`, note: null, ...line })
        .execute();
    }
    return id;
  };
  const shipped = await order(
    {
      status: "shipped",
      total_cents: 10_000,
      payment_provider: "stripe",
      payment_session_id: "cs_live_1",
      customer_email: "kim@example.com",
      shipping_name: "Kim Lee",
      paid_at: at("2026-02-10T20:00:00Z"),
      updated_at: at("2026-02-12T20:00:00Z"),
    },
    [
      { title: "Garden Roses Print", size: "8x10", unit_cents: 4_500, quantity: 1 },
      { title: "Vintage Peonies", size: "11x14", unit_cents: 5_500, quantity: 1 },
    ],
  );
  const refunded = await order(
    {
      status: "refunded",
      total_cents: 15_000,
      payment_provider: "test",
      payment_session_id: "test_2",
      customer_email: "pat@example.com",
      shipping_name: null,
      paid_at: at("2026-06-30T23:30:00Z"),
      updated_at: at("2026-08-01T05:00:00Z"),
    },
    [{ title: "Signature Photo Album", size: "8x8", unit_cents: 15_000, quantity: 1 }],
  );
  await order(
    {
      status: "pending",
      total_cents: 4_500,
      payment_provider: "stripe",
      payment_session_id: null,
      customer_email: null,
      shipping_name: null,
      paid_at: null,
      updated_at: at("2026-03-03T20:00:00Z"),
    },
    [{ title: "Garden Roses Print", size: "8x10", unit_cents: 4_500, quantity: 1 }],
  );
  await order(
    {
      status: "paid",
      total_cents: 6_500,
      payment_provider: "stripe",
      payment_session_id: "cs_live_0",
      customer_email: "old@example.com",
      shipping_name: "Old Order",
      paid_at: at("2025-12-31T20:00:00Z"),
      updated_at: at("2025-12-31T20:00:00Z"),
    },
    [{ title: "Singular Rose", size: "16x20", unit_cents: 6_500, quantity: 1 }],
  );
  return { shipped, refunded };
}
