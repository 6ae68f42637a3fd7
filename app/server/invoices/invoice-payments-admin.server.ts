import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { OUTSIDE_METHOD_WORDS, paymentSchema } from "~/shared/invoices/invoice.schema";
import { formatPrice } from "~/shared/money";
import { catchRefusal, invalid, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { addClientEvent } from "../clients/client-events.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { refreshInvoiceStatus } from "../payments/invoice-ledger.server";
import { bookOnRetainer } from "../proposals/settle-invoice-booking.server";
import { lockInvoice, queueReceipt, type LockedInvoice } from "./invoice-lock.server";

// The invoice page's money (issue 29 §1): a payment made outside the site (cash, check, bank
// transfer); refunds are invoice-refunds.server.ts's. The amount she types is checked on the server
// against what is owed; every change is on the timeline and sends the client a receipt (by its job).

/** An Arizona day as an instant: noon, so the day reads the same in every time zone shown. */
const arizonaNoon = (day: string) => new Date(`${day}T12:00:00-07:00`);

function finish(trx: Kysely<Database>, invoice: LockedInvoice, now: Date) {
  return refreshInvoiceStatus(trx, invoice.id, now);
}

export async function recordOutsidePayment(
  invoiceId: number,
  values: Record<string, string>,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(paymentSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const { amount, method, paidOn, note } = parsed.value;
  if (paidOn > studioDate(now)) return invalid({ paidOn: "Enter the day it was paid: not a day in the future." });
  return catchRefusal(() =>
    writeTransaction(app, async (trx) => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      if (invoice.status === "void") refuse(refused("This invoice is void: nothing is owed on it."));
      const before = await finish(trx, invoice, now);
      if (before.owedCents === 0) refuse(refused("This invoice is paid in full: nothing is owed on it."));
      if (amount > before.owedCents) {
        refuse(invalid({ amount: `At most ${formatPrice(before.owedCents)} is owed on this invoice.` }));
      }
      const row = await trx
        .insertInto("payments")
        .values({
          invoice_id: invoice.id,
          client_id: invoice.clientId,
          amount_cents: amount,
          method,
          provider: null,
          status: "paid",
          note,
          paid_at: arizonaNoon(paidOn),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const paymentId = Number(row.id);
      const after = await finish(trx, invoice, now);
      await addClientEvent(trx, {
        clientId: invoice.clientId,
        kind: "payment_received",
        summary:
          `${formatPrice(amount)} received by ${OUTSIDE_METHOD_WORDS[method].toLowerCase()} for ${invoice.label}` +
          ` (${paidOn})${note ? `: ${note}` : ""}.` +
          (after.state === "paid" ? " Paid in full." : ` ${formatPrice(after.owedCents)} still owed.`),
        related: { type: "invoice", id: invoice.id },
      });
      if (after.state === "paid") await bookOnRetainer(trx, invoice, now);
      await queueReceipt(trx, paymentId);
      return saved(`Recorded ${formatPrice(amount)}. A receipt is on its way to ${invoice.client.email}.`);
    }),
  );
}
