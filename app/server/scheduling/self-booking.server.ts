import { sql, type Kysely } from "kysely";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";
import {
  parseBookingDetails,
  type BookingDetails,
  type DetailsErrors,
} from "~/shared/scheduling/booking-details.schema";
import { clockWords, slotWords } from "~/shared/scheduling/slot-words";
import { addClientEvent } from "../clients/client-events.server";
import { readSiteSettings } from "../content/site-settings.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { newBookingToken } from "../proposals/proposal-create.server";
import {
  bookingByToken,
  holdStands,
  offerOf,
  sessionDateTime,
  type BookedOffer,
  type BookingRow,
} from "./booked-offer.server";

// "Your details" submitted (docs/decisions/042): in ONE write transaction the client is matched by
// e-mail (or made), the proposal is written exactly as a sent one looks (signed by the
// photographer, the offer as its one package, the deposit as a fixed retainer, the balance due on
// the session's date, the site's tax rate, the agreement's text), the booking is linked to both,
// and her timeline says what happened. The client then signs and pays on /book/<token>. A second
// submission of the same booking leads to the same proposal.

export type SelfBookingOutcome =
  | { ok: true; proposalToken: string }
  | { ok: false; reason: "unknown" }
  /** The hold lapsed (or was cancelled) before the details came: pick a time again. */
  | { ok: false; reason: "lapsed"; pickAgainPath: string }
  | { ok: false; reason: "invalid"; errors: DetailsErrors; values: BookingDetails };

class AlreadyLinked extends Error {}

/** The client with this e-mail (any case; the oldest if several), or a new one. */
async function matchOrCreateClient(trx: Kysely<Database>, details: BookingDetails): Promise<number> {
  const found = await trx
    .selectFrom("clients")
    .select("id")
    .where(sql<string>`lower(email)`, "=", details.email.toLowerCase())
    .orderBy("id")
    .executeTakeFirst();
  if (found) return Number(found.id);
  const row = await trx
    .insertInto("clients")
    .values({ names: details.names, email: details.email, phone: details.phone || null, other_email: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await addClientEvent(trx, {
    clientId: id,
    kind: "client_created",
    summary: "Client made by booking a session online.",
  });
  return id;
}

const PACKAGE_KEY = "session";

/** The proposal's one package and schedule: the offer's price, its deposit at signing, the rest on the day. */
export function selfBookedTerms(offer: BookedOffer): { content: ProposalContent; schedule: PaymentSchedule } {
  return {
    content: {
      packages: [
        {
          key: PACKAGE_KEY,
          serviceId: null,
          title: offer.name,
          description: offer.description,
          features: [],
          priceCents: offer.priceCents,
          taxable: offer.taxable,
        },
      ],
      extras: [],
      discount: null,
    },
    // No instalments: the balance is due on the session's date (app/shared/booking/pricing.ts).
    schedule: { retainer: { kind: "fixed", cents: offer.depositCents }, instalments: [] },
  };
}

async function writeProposal(
  trx: Kysely<Database>,
  booking: BookingRow,
  offer: BookedOffer,
  details: BookingDetails,
  clientId: number,
  now: Date,
) {
  const [settings, template] = await Promise.all([
    readSiteSettings(trx),
    offer.contractTemplateId === null
      ? undefined
      : trx
          .selectFrom("contract_templates")
          .select(["id", "body"])
          .where("id", "=", offer.contractTemplateId)
          .executeTakeFirst(),
  ]);
  const { date, time } = sessionDateTime(booking.start);
  const { content, schedule } = selfBookedTerms(offer);
  const at = now.toISOString();
  const token = newBookingToken();
  const row = await trx
    .insertInto("proposals")
    .values({
      client_id: clientId,
      token,
      title: offer.name.slice(0, 120),
      status: "sent",
      session_date: date,
      session_time: time,
      session_place: offer.placeQuestion === null ? offer.fixedPlace : details.place,
      session_minutes: booking.end - booking.start,
      content: JSON.stringify(content),
      schedule: JSON.stringify(schedule),
      tax_rate_millis: settings.salesTaxRateMillis,
      contract_template_id: template ? Number(template.id) : null,
      contract_body: template?.body ?? "",
      // Open until the session's day: the hold, not the expiry, keeps the time hers meanwhile.
      expires_on: date,
      photographer_signature: offer.photographerSignature.trim() || settings.values.siteName,
      photographer_signed_at: at,
      sent_at: at,
      questionnaire_id: offer.questionnaireId,
      questionnaire_chosen: true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

export async function createSelfBookedProposal(
  bookingToken: string,
  input: Partial<Record<string, unknown>>,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<SelfBookingOutcome> {
  const first = await bookingByToken(app.db, bookingToken);
  if (!first) return { ok: false, reason: "unknown" };
  const linked = async (): Promise<SelfBookingOutcome> => {
    const proposal = await app.db
      .selectFrom("proposals")
      .innerJoin("session_bookings as b", "b.proposal_id", "proposals.id")
      .select("proposals.token")
      .where("b.token", "=", bookingToken)
      .executeTakeFirstOrThrow();
    return { ok: true, proposalToken: proposal.token };
  };
  if (first.proposalId !== null) return linked();
  const found = await offerOf(app.db, first);
  if (!found) return { ok: false, reason: "unknown" };
  const { offer } = found;
  if (!holdStands(first, now)) return { ok: false, reason: "lapsed", pickAgainPath: offer.pickAgainPath };
  const parsed = parseBookingDetails(input, offer.placeQuestion !== null);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors, values: parsed.values };
  const details = parsed.value;

  try {
    return await writeTransaction(app, async (trx) => {
      const booking = await bookingByToken(trx, bookingToken);
      if (!booking) return { ok: false, reason: "unknown" } as const;
      if (booking.proposalId !== null) throw new AlreadyLinked();
      if (!holdStands(booking, now))
        return { ok: false, reason: "lapsed", pickAgainPath: offer.pickAgainPath } as const;
      const clientId = await matchOrCreateClient(trx, details);
      const proposal = await writeProposal(trx, booking, offer, details, clientId, now);
      // Conditional: of two submissions at once, the second finds the booking linked and rolls back.
      const linkedNow = await trx
        .updateTable("session_bookings")
        .set({
          client_id: clientId,
          proposal_id: proposal.id,
          names: details.names,
          email: details.email,
          phone: details.phone,
          place: offer.placeQuestion === null ? offer.fixedPlace : details.place,
          updated_at: now,
        })
        .where("id", "=", booking.id)
        .where("proposal_id", "is", null)
        .executeTakeFirst();
      if (Number(linkedNow.numUpdatedRows) !== 1) throw new AlreadyLinked();
      await trx
        .updateTable("clients")
        .set({ status: "proposal_sent", version: sql<number>`version + 1`, updated_at: now.toISOString() })
        .where("id", "=", clientId)
        .where("status", "not in", ["booked", "completed"])
        .execute();
      await addClientEvent(trx, {
        clientId,
        kind: "proposal_sent",
        summary: `Booked ${offer.name} for ${slotWords(booking.start)} (Arizona time) themselves; held until ${clockWords(
          Math.floor(booking.holdExpiresAt!.getTime() / 60_000),
        )} to sign and pay.`,
        related: { type: "proposal", id: proposal.id },
      });
      return { ok: true, proposalToken: proposal.token } as const;
    });
  } catch (error) {
    if (error instanceof AlreadyLinked) return linked();
    throw error;
  }
}
