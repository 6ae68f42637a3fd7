import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";

// Mini-session days written straight into the database, for the tests of /minis/<slug>, its
// waitlist and the offer job: by default three 20-minute slots (5:30, 6:00 and 6:30 pm) with
// 10-minute gaps, published.

export interface MiniDayFixture {
  id: number;
  slug: string;
  date: string;
  /** The slots' starts, epoch minutes. */
  starts: number[];
}

let counter = 0;

export async function insertMiniDay(
  db: Kysely<Database>,
  options: { date: string; published?: boolean; photoId?: number | null; offerHours?: number; slug?: string },
): Promise<MiniDayFixture> {
  const slug = options.slug ?? `holiday-minis-${++counter}-${Math.random().toString(36).slice(2, 6)}`;
  const row = await db
    .insertInto("mini_days")
    .values({
      slug,
      title: "Holiday Minis at the Garden",
      description: "Twenty golden minutes among the cacti.\n\nBring the dog!",
      date: options.date,
      place: "Desert Botanical Garden",
      start_minute: 17 * 60 + 30,
      end_minute: 19 * 60,
      slot_minutes: 20,
      gap_minutes: 10,
      price_cents: 20_000,
      deposit_cents: 5_000,
      photo_id: options.photoId ?? null,
      offer_hours: options.offerHours ?? 12,
      published: options.published ?? true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const at = (minute: number) => arizonaEpochMinute(options.date, minute);
  return { id: Number(row.id), slug, date: options.date, starts: [at(17 * 60 + 30), at(18 * 60), at(18 * 60 + 30)] };
}

/** Marks a held booking booked, as the settlement does once the deposit is paid. */
export async function markBooked(db: Kysely<Database>, bookingId: number) {
  await db
    .updateTable("session_bookings")
    .set({ status: "booked", hold_expires_at: null })
    .where("id", "=", bookingId)
    .execute();
}

export async function mailsOfKind(db: Kysely<Database>, kind: string) {
  return db
    .selectFrom("outbox")
    .select(["to_address", "subject", "text_body"])
    .where("kind", "=", kind)
    .orderBy("id")
    .execute();
}
