import { formatPrice } from "~/shared/money";
import { clockWords, lengthWords, slotWords } from "~/shared/scheduling/slot-words";
import { database, type AppDatabase } from "../db/db.server";
import { bookingByToken, holdStands, offerOf } from "./booked-offer.server";

// What /session/<token>/details shows: the time held and until when, or why it cannot be booked.

export type DetailsPage =
  | { view: "unknown" }
  /** Details already given: the proposal's page is where she signs and pays. */
  | { view: "linked"; proposalToken: string }
  | { view: "lapsed"; name: string; when: string; pickAgainPath: string }
  | {
      view: "held";
      name: string;
      /** "Tue Dec 1, 5:00 pm". */
      when: string;
      length: string;
      /** "4:52 pm". */
      heldUntil: string;
      price: string;
      deposit: string;
      /** The type's question when she chooses the place; null: `place` is where it happens. */
      placeQuestion: string | null;
      place: string;
    };

export async function loadDetailsPage(
  token: string,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<DetailsPage> {
  const booking = await bookingByToken(app.db, token);
  if (!booking) return { view: "unknown" };
  if (booking.proposalId !== null) {
    const proposal = await app.db
      .selectFrom("proposals")
      .select("token")
      .where("id", "=", booking.proposalId)
      .executeTakeFirstOrThrow();
    return { view: "linked", proposalToken: proposal.token };
  }
  const found = await offerOf(app.db, booking);
  if (!found) return { view: "unknown" };
  const { offer } = found;
  const when = slotWords(booking.start);
  if (!holdStands(booking, now)) return { view: "lapsed", name: offer.name, when, pickAgainPath: offer.pickAgainPath };
  return {
    view: "held",
    name: offer.name,
    when,
    length: lengthWords(booking.end - booking.start),
    heldUntil: clockWords(Math.floor(booking.holdExpiresAt!.getTime() / 60_000)),
    price: formatPrice(offer.priceCents),
    deposit: formatPrice(offer.depositCents),
    placeQuestion: offer.placeQuestion,
    place: offer.fixedPlace,
  };
}
