import crypto from "node:crypto";
import { movedSchedule } from "~/shared/booking/ledger";
import { taxOn } from "~/shared/booking/money-rounding";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { moveSchema, oneOffSchema } from "~/shared/invoices/invoice.schema";
import { formatPrice } from "~/shared/money";
import { catchRefusal, invalid, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { addClientEvent } from "../clients/client-events.server";
import { readSalesTaxRateMillis } from "../content/site-settings.server";
import { database, type AppDatabase } from "../db/db.server";
import { writeTransaction } from "../db/write-transaction.server";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { ledgerInvoice, ledgerPayments, refreshInvoiceStatus } from "../payments/invoice-ledger.server";
import { invoiceSums } from "~/shared/booking/ledger";
import { oneOffInvoiceMail } from "./invoice-mails.server";
import { lockInvoice } from "./invoice-lock.server";

// The invoice page's schedule changes (issue 29 §1): a new due date (the later instalments move
// by the same number of days only when she ticks the box, decision 034), void an unpaid invoice,
// and a one-off invoice for any client with its own link. Each is on the client's timeline.

const dayWords = (day: string | null) => (day ? formatCalendarDate(day) : "at signing");

export async function moveDueDate(
  invoiceId: number,
  values: Record<string, string>,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(moveSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const { dueOn, shiftLater } = parsed.value;
  return catchRefusal(() =>
    writeTransaction(app, async (trx) => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      const today = studioDate(now);
      const sums = await refreshInvoiceStatus(trx, invoice.id, now);
      if (sums.state === "void" || sums.state === "paid") {
        refuse(refused(`This invoice is ${sums.state}: its due date no longer matters.`));
      }
      // The instalments of the same signed schedule (a one-off invoice stands alone).
      const siblings = await trx
        .selectFrom("invoices")
        .select(["id", "position", "amount_cents", "due_on", "status"])
        .$if(invoice.signatureId !== null, (q) => q.where("signature_id", "=", invoice.signatureId))
        .$if(invoice.signatureId === null, (q) => q.where("id", "=", invoice.id))
        .orderBy("position")
        .execute();
      const payments = await ledgerPayments(trx, { clientId: invoice.clientId });
      const schedule = siblings.map((s) => ({
        id: Number(s.id),
        position: Number(s.position),
        dueOn: s.due_on,
        state: invoiceSums(ledgerInvoice(s), payments, today).state,
      }));
      const changes = movedSchedule(schedule, invoice.id, dueOn, shiftLater);
      if (changes.length === 0) return saved("The due date is unchanged.");
      for (const change of changes) {
        await trx.updateTable("invoices").set({ due_on: change.to }).where("id", "=", change.id).execute();
      }
      const later = changes.length - 1;
      await addClientEvent(trx, {
        clientId: invoice.clientId,
        kind: "invoice_due_moved",
        summary:
          `${invoice.label}: due date moved from ${dayWords(invoice.dueOn)} to ${formatCalendarDate(dueOn)}` +
          (later > 0
            ? `, and the ${later} later instalment${later === 1 ? "" : "s"} by the same number of days.`
            : "."),
        related: { type: "invoice", id: invoice.id },
      });
      return saved(
        later > 0
          ? `Moved this due date and ${later} later one${later === 1 ? "" : "s"}.`
          : "Moved the due date. The later instalments keep theirs.",
      );
    }),
  );
}

export async function voidInvoice(invoiceId: number, app: AppDatabase = database(), now = new Date()) {
  return catchRefusal(() =>
    writeTransaction(app, async (trx) => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      if (invoice.status === "void") return saved("This invoice was already void.");
      const sums = await refreshInvoiceStatus(trx, invoice.id, now);
      if (sums.netCents !== 0) {
        refuse(
          refused(
            `${formatPrice(sums.netCents)} was received on this invoice: refund it first, then void the invoice.`,
            409,
          ),
        );
      }
      await trx.updateTable("invoices").set({ status: "void" }).where("id", "=", invoice.id).execute();
      await addClientEvent(trx, {
        clientId: invoice.clientId,
        kind: "invoice_voided",
        summary: `${invoice.label} (${formatPrice(invoice.amountCents)}) is void: nothing is owed on it.`,
        related: { type: "invoice", id: invoice.id },
      });
      return saved("The invoice is void: nothing is owed on it.");
    }),
  );
}

/** 32 random bytes, base64url: the unguessable part of /invoice/<token>. */
const newInvoiceToken = () => crypto.randomBytes(32).toString("base64url");

export async function createOneOffInvoice(
  clientId: number,
  values: Record<string, string>,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult | { kind: "created"; id: number }> {
  const parsed = parseValues(oneOffSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const { label, amount, taxed, dueOn } = parsed.value;
  if (dueOn < studioDate(now)) return invalid({ dueOn: "Enter today or a later day." });
  const taxCents = taxed ? taxOn(amount, await readSalesTaxRateMillis(app.db)) : 0;
  const config = env();
  const site = { name: config.SITE_NAME, email: config.SITE_EMAIL, url: config.SITE_URL };
  return writeTransaction(app, async (trx) => {
    const client = await trx
      .selectFrom("clients")
      .select(["id", "names", "email"])
      .where("id", "=", clientId)
      .executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom("invoices")
      .select((eb) => eb.fn.max<number>("position").as("position"))
      .where("client_id", "=", clientId)
      .executeTakeFirst();
    const token = newInvoiceToken();
    const row = await trx
      .insertInto("invoices")
      .values({
        client_id: clientId,
        proposal_id: null,
        signature_id: null,
        position: Number(last?.position ?? 0) + 1,
        label,
        amount_cents: amount + taxCents,
        tax_cents: taxCents,
        due_on: dueOn,
        token,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const total = formatPrice(amount + taxCents);
    await addClientEvent(trx, {
      clientId,
      kind: "invoice_created",
      summary: `Invoice “${label}” (${total}, due ${formatCalendarDate(dueOn)}) sent to ${client.email}.`,
      related: { type: "invoice", id },
    });
    await enqueueMail(
      oneOffInvoiceMail({ id, label, totalCents: amount + taxCents, taxCents, dueOn, token, client }, site),
      trx,
    );
    return { kind: "created" as const, id };
  });
}
