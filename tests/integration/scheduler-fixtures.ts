import crypto from "node:crypto";
import type { AppDatabase } from "~/server/db/db.server";
import { holdMiniSlot, holdSessionTime } from "~/server/scheduling/hold-time.server";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";
import { priceProposal, schedulePayments } from "~/shared/booking/pricing";
import { arizonaEpochMinute, arizonaWallClock, epochMinuteOf, weekdayOf } from "~/shared/scheduling/arizona-clock";
import { clockValue as clockText } from "~/shared/scheduling/clock";
import { shiftDate } from "~/shared/scheduling/slots";

// A self-booked session made straight in the database, as the public flow leaves it (the hold by
// the scheduling core, then the client, the sent proposal of one package with the deposit as a
// fixed retainer and the balance on the session date, and the booking's links), optionally signed
// (signature row, invoices, status signed) and paid by card through the test provider.

/** A date at least `daysAhead` days from today (Arizona) on which the seeded hours (Tue–Fri 4–8 pm) apply. */
export function weekdayAhead(daysAhead: number, from = new Date()): string {
  let date = shiftDate(arizonaWallClock(epochMinuteOf(from)).date, daysAhead);
  while (![2, 3, 4, 5].includes(weekdayOf(date))) date = shiftDate(date, 1);
  return date;
}

export interface SelfBooked {
  bookingId: number;
  token: string;
  start: number;
  clientId: number;
  proposalId: number;
  proposalToken: string;
  invoiceIds: number[];
}

const PACKAGE = (title: string, priceCents: number): ProposalContent => ({
  packages: [{ key: "session", serviceId: null, title, description: "", features: [], priceCents, taxable: false }],
  extras: [],
  discount: null,
});

async function writeProposal(
  app: AppDatabase,
  hold: { bookingId: number; start: number; minutes: number },
  options: {
    email: string;
    names: string;
    title: string;
    priceCents: number;
    depositCents: number;
    place: string;
    signed: boolean;
  },
) {
  const { date, minute } = arizonaWallClock(hold.start);
  const client = await app.db
    .insertInto("clients")
    .values({ names: options.names, email: options.email, status: "proposal_sent" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const content = PACKAGE(options.title, options.priceCents);
  const schedule: PaymentSchedule = { retainer: { kind: "fixed", cents: options.depositCents }, instalments: [] };
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  const proposal = await app.db
    .insertInto("proposals")
    .values({
      client_id: client.id,
      token,
      status: "sent",
      title: options.title,
      session_date: date,
      session_time: clockText(minute),
      session_minutes: hold.minutes,
      session_place: options.place,
      content: JSON.stringify(content),
      schedule: JSON.stringify(schedule),
      tax_rate_millis: 0,
      contract_body: "# Portrait agreement\n\nYour $150 deposit is non-refundable.",
      expires_on: "2099-12-31",
      photographer_signature: "Maria Lopez",
      photographer_signed_at: now,
      sent_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable("session_bookings")
    .set({
      client_id: client.id,
      proposal_id: proposal.id,
      names: options.names,
      email: options.email,
      place: options.place,
    })
    .where("id", "=", hold.bookingId)
    .execute();
  const invoiceIds: number[] = [];
  if (options.signed) {
    const priced = priceProposal(content, "session", 0)!;
    const payments = schedulePayments(priced, schedule, date, now.slice(0, 10));
    if (typeof payments === "string") throw new Error(payments);
    const signature = await app.db
      .insertInto("proposal_signatures")
      .values({
        proposal_id: proposal.id,
        revision: 1,
        package_key: "session",
        contract_text: "Your $150 deposit is non-refundable.",
        pricing: JSON.stringify(priced),
        sha256: crypto.randomBytes(32).toString("hex"),
        signer_name: options.names,
        drawn_signature: null,
        photographer_signature: "Maria Lopez",
        audit: "[]",
        signed_ip: "203.0.113.9",
        signed_user_agent: "SchedulerTest",
        pdf_key: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const payment of payments) {
      const row = await app.db
        .insertInto("invoices")
        .values({
          client_id: client.id,
          proposal_id: proposal.id,
          signature_id: signature.id,
          position: payment.position,
          label: payment.label,
          amount_cents: payment.amountCents,
          tax_cents: payment.taxCents,
          due_on: payment.dueOn,
          paid_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      invoiceIds.push(Number(row.id));
    }
    await app.db
      .updateTable("proposals")
      .set({ status: "signed", signed_at: now })
      .where("id", "=", proposal.id)
      .execute();
  }
  return { clientId: Number(client.id), proposalId: Number(proposal.id), proposalToken: token, invoiceIds };
}

/** Holds a Family Session (the seeded type) at `minute` on `date` and writes its client and proposal. */
export async function insertSelfBookedSession(
  app: AppDatabase,
  options: { date: string; minute?: number; now?: Date; email?: string; names?: string; signed?: boolean },
): Promise<SelfBooked> {
  const start = arizonaEpochMinute(options.date, options.minute ?? 17 * 60);
  const hold = await holdSessionTime("family-session", start, options.now ?? new Date(), app);
  if (!hold.ok) throw new Error(`no hold: ${JSON.stringify(hold)}`);
  const written = await writeProposal(
    app,
    { bookingId: hold.bookingId, start, minutes: 60 },
    {
      email: options.email ?? "carla@example.com",
      names: options.names ?? "Carla Diaz",
      title: "Family Session",
      priceCents: 50_000,
      depositCents: 15_000,
      place: "Papago Park",
      signed: options.signed ?? true,
    },
  );
  return { bookingId: hold.bookingId, token: hold.token, start, ...written };
}

/** A published mini-session day with 20-minute slots from 5:00 to 6:30 pm (three slots). */
export async function insertMiniDay(app: AppDatabase, date: string, slug = `minis-${date}`) {
  const row = await app.db
    .insertInto("mini_days")
    .values({
      slug,
      title: "Holiday minis",
      date,
      place: "Desert Botanical Garden",
      start_minute: 17 * 60,
      end_minute: 18 * 60 + 30,
      slot_minutes: 20,
      gap_minutes: 10,
      price_cents: 20_000,
      deposit_cents: 5_000,
      published: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), slug };
}

/** Holds a mini slot and writes its client and proposal. */
export async function insertSelfBookedMini(
  app: AppDatabase,
  options: { slug: string; date: string; minute: number; email: string; names: string; now?: Date },
): Promise<SelfBooked> {
  const start = arizonaEpochMinute(options.date, options.minute);
  const hold = await holdMiniSlot(options.slug, start, options.now ?? new Date(), app);
  if (!hold.ok) throw new Error(`no hold: ${JSON.stringify(hold)}`);
  const written = await writeProposal(
    app,
    { bookingId: hold.bookingId, start, minutes: 20 },
    {
      email: options.email,
      names: options.names,
      title: "Holiday minis",
      priceCents: 20_000,
      depositCents: 5_000,
      place: "Desert Botanical Garden",
      signed: true,
    },
  );
  return { bookingId: hold.bookingId, token: hold.token, start, ...written };
}

/** Pays the retainer by card through the test provider, as the booking page does. */
export async function payRetainerByCard(app: AppDatabase, proposalToken: string) {
  const started = await startInvoiceCheckout(proposalToken, paymentProvider(), app.db);
  if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
  const paymentId = Number(/\/payment\/(\d+)\?/.exec(started.url)?.[1]);
  const payment = await app.db.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
  const result = await settleInvoicePayment(
    {
      paymentId,
      sessionId: payment.provider_session_id!,
      amountCents: Number(payment.amount_cents),
      currency: "usd",
      paymentRef: `pi_test_local_${paymentId}`,
    },
    app.db,
  );
  return { paymentId, result };
}

/** Makes a booking held until `until` (a lapsed hold when in the past). */
export async function setHoldExpiry(app: AppDatabase, bookingId: number, until: Date) {
  await app.db.updateTable("session_bookings").set({ hold_expires_at: until }).where("id", "=", bookingId).execute();
}
