import type { Insertable, Kysely } from "kysely";
import type { PaymentsTable } from "~/server/db/booking-schema";
import type { Database, OrdersTable } from "~/server/db/schema";
import { insertSentProposal } from "./booking-fixtures";

// A known year of money for her accountant's files (issue 29 §6): a retainer by card; a balance
// with tax paid in pieces (cash at 8 p.m. Arizona on Feb 28, which is 03:00 UTC on Mar 1; a check,
// partly refunded in April; the rest by bank transfer), with a pending and a failed card payment
// that must not count; a one-off invoice paid in December 2025 and refunded in January 2026; shop
// orders (one shipped, one refunded across a month's edge, one never paid, one of 2025).

const at = (iso: string) => new Date(iso);
type Extra = Partial<Insertable<PaymentsTable>>;
type Line = [title: string, size: string, unitCents: number];

export async function insertKnownHistory(db: Kysely<Database>) {
  const idOf = (row: { id: number }) => Number(row.id);
  const { clientId, proposalId } = await insertSentProposal(db);
  const invoice = async (client_id: number, proposal_id: number | null, label: string, amount: number, tax: number) =>
    idOf(
      await db
        .insertInto("invoices")
        .values({ client_id, proposal_id, position: 1, label, amount_cents: amount, tax_cents: tax, due_on: null })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
  const pay = async (
    invoice_id: number,
    client_id: number,
    cents: number,
    method: Extra["method"],
    when: string | null,
    extra: Extra = {},
  ) =>
    idOf(
      await db
        .insertInto("payments")
        .values({
          invoice_id,
          client_id,
          amount_cents: cents,
          method: method!,
          status: "paid",
          paid_at: when && at(when),
          ...extra,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );

  const retainer = await invoice(clientId, proposalId, "Retainer", 108_600, 8_600);
  const balance = await invoice(clientId, proposalId, "Balance", 100_000, 7_919);
  await pay(retainer, clientId, 108_600, "card", "2026-01-15T18:00:00Z", {
    provider: "stripe",
    provider_payment_ref: "pi_retainer",
  });
  await pay(balance, clientId, 33_333, "cash", "2026-03-01T03:00:00Z");
  const check = await pay(balance, clientId, 33_333, "check", "2026-03-10T17:00:00Z", { note: "check #1042" });
  await pay(balance, clientId, 10_000, "check", "2026-04-02T16:00:00Z", {
    kind: "refund",
    refund_of: check,
    note: 'Overpaid, "gave back"',
  });
  await pay(balance, clientId, 43_334, "transfer", "2026-05-05T16:00:00Z");
  await pay(balance, clientId, 43_334, "card", null, { provider: "stripe", status: "pending" });
  await pay(balance, clientId, 43_334, "card", null, { provider: "stripe", status: "failed" });

  // A client whose name a spreadsheet would run as a formula.
  const names = '=HYPERLINK("http://x", "Sis, Bo")';
  const other = idOf(
    await db.insertInto("clients").values({ names, email: "bo@example.com" }).returning("id").executeTakeFirstOrThrow(),
  );
  const mini = await invoice(other, null, "Mini session", 32_580, 2_580);
  const test = { provider: "test" };
  const minipay = await pay(mini, other, 32_580, "card", "2025-12-20T17:00:00Z", {
    ...test,
    provider_payment_ref: "pi_test_mini",
  });
  await pay(mini, other, 32_580, "card", "2026-01-05T16:00:00Z", {
    ...test,
    kind: "refund",
    refund_of: minipay,
    provider_payment_ref: "re_test_mini",
  });

  const order = async (values: Partial<Insertable<OrdersTable>>, lines: Line[]) => {
    const total_cents = lines.reduce((sum, [, , cents]) => sum + cents, 0);
    const row = { access_token: `token-${Math.random()}`, payment_provider: "stripe", total_cents, ...values };
    const id = idOf(await db.insertInto("orders").values(row).returning("id").executeTakeFirstOrThrow());
    for (const [position, [title, size, unit_cents]] of lines.entries()) {
      await db
        .insertInto("order_lines")
        .values({ order_id: id, position, cart_id: `print-${position}`, title, size, unit_cents, quantity: 1 })
        .execute();
    }
    return id;
  };
  const paidOn = (paid: string, updated = paid) => ({ paid_at: at(paid), updated_at: at(updated) });
  const shipped = await order(
    {
      status: "shipped",
      payment_session_id: "cs_live_1",
      customer_email: "kim@example.com",
      shipping_name: "Kim Lee",
      ...paidOn("2026-02-10T20:00:00Z", "2026-02-12T20:00:00Z"),
    },
    [
      ["Garden Roses Print", "8x10", 4_500],
      ["Vintage Peonies", "11x14", 5_500],
    ],
  );
  const refunded = await order(
    {
      status: "refunded",
      payment_provider: "test",
      payment_session_id: "test_2",
      customer_email: "pat@example.com",
      ...paidOn("2026-06-30T23:30:00Z", "2026-08-01T05:00:00Z"),
    },
    [["Signature Photo Album", "8x8", 15_000]],
  );
  await order({ status: "pending", updated_at: at("2026-03-03T20:00:00Z") }, [["Garden Roses Print", "8x10", 4_500]]);
  await order(
    { status: "paid", payment_session_id: "cs_live_0", shipping_name: "Old Order", ...paidOn("2025-12-31T20:00:00Z") },
    [["Singular Rose", "16x20", 6_500]],
  );
  return { shipped, refunded };
}
