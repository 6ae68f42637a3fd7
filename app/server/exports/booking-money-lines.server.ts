import { taxParts } from "~/shared/booking/payment-tax";
import { periodBounds, type ExportPeriod } from "~/shared/exports/export-period";
import { groupedBy } from "~/shared/grouped-by";
import type { AppDatabase } from "../db/db.server";
import { studioMinuteOf } from "../db/studio-time-sql.server";
import { discountNote, giftCardNote, refundGiftCardNote, TEST_NOTE, type MoneyLine } from "./money-line";

/**
 * The settled payments and refunds of every invoice that had one in the period, with their whole
 * history: an invoice's earlier payments decide how much tax a later one carries.
 */
export async function bookingLines({ db, dialect }: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const { start, end } = periodBounds(period);
  const touched = db
    .selectFrom("payments")
    .select("invoice_id")
    .where("status", "=", "paid")
    .where("paid_at", ">=", start)
    .where("paid_at", "<", end);
  const rows = await db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoice_id")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .leftJoin("proposals as pr", "pr.id", "i.proposal_id")
    .select(["p.id", "p.kind", "p.method", "p.amount_cents", "p.provider", "p.provider_payment_ref"])
    .select(["p.provider_session_id", "p.note", "p.invoice_id", "i.amount_cents as invoice_cents", "i.tax_cents"])
    .select(["i.label", "pr.title", "c.names"])
    .select(["p.coupon_code", "p.discount_cents", "p.discount_tax_cents", "p.gift_card_code", "p.gift_card_cents"])
    .select(studioMinuteOf(dialect, "p.paid_at").as("at"))
    .where("p.status", "=", "paid")
    .where("p.paid_at", "is not", null)
    .where("p.invoice_id", "in", touched)
    .orderBy("p.paid_at")
    .orderBy("p.id")
    .execute();
  const taxes = new Map<number, number>();
  for (const history of groupedBy(rows, (row) => Number(row.invoice_id)).values()) {
    const invoice = { amountCents: Number(history[0]!.invoice_cents), taxCents: Number(history[0]!.tax_cents) };
    const movements = history.map((h) => ({
      id: Number(h.id),
      kind: h.kind,
      amountCents: Number(h.amount_cents),
      discountCents: Number(h.discount_cents),
      discountTaxCents: Number(h.discount_tax_cents),
    }));
    for (const [id, tax] of taxParts(invoice, movements)) taxes.set(id, tax);
  }
  return rows.map((row): MoneyLine => ({
    at: row.at,
    source: "booking",
    kind: row.kind,
    client: row.names,
    // The amount is what the invoice received (gift card included, as a shop order's, decision 046);
    // a refund's is all it gave back, its note saying what went back on the gift card (decision 052).
    what: `${row.title ? `${row.title}: ${row.label}` : row.label}${discountNote(row)}${
      row.kind === "refund" ? refundGiftCardNote(row) : giftCardNote({ ...row, total_cents: row.amount_cents })
    }`,
    method: row.method,
    providerRef: row.provider_payment_ref ?? row.provider_session_id ?? "",
    amountCents: Number(row.amount_cents),
    taxCents: taxes.get(Number(row.id))!,
    note: [row.provider === "test" ? TEST_NOTE : "", row.note].filter(Boolean).join("; "),
  }));
}
