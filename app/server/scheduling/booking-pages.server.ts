import type { Kysely } from "kysely";
import type { ResolvedImage } from "~/images/types";
import type { TimeButton } from "~/shared/scheduling/booking-views";
import { libraryImage } from "~/images/variants";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { formatDollars } from "~/shared/money";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { clockLabel } from "~/shared/scheduling/clock";
import { bookableWindow, shiftDate } from "~/shared/scheduling/slots";
import { clockWords, lengthWords, longDayWords, shortDayWords } from "~/shared/scheduling/slot-words";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhotosByIds } from "../media/library.server";
import { activeSessionType, rulesOf, sessionTypeStarts, type SessionTypeRow } from "./availability.server";
import { HOLD_MINUTES } from "./hold-time.server";

// The public booking pages' data (/book-a-session and /book-a-session/<slug>): every amount and
// time already in words, Arizona time.

export interface SessionTypeCard {
  slug: string;
  name: string;
  description: string;
  length: string;
  price: string;
  deposit: string;
  image: ResolvedImage | null;
  alt: string;
}

export interface MiniDayCard {
  slug: string;
  title: string;
  /** "Saturday, December 12". */
  date: string;
  /** "5:00 pm – 8:00 pm". */
  hours: string;
  place: string;
}

/** The type as both pages name it: its length, price and deposit in words. */
function typeWords(type: SessionTypeRow) {
  return {
    slug: type.slug,
    name: type.name,
    description: type.description,
    length: lengthWords(Number(type.duration_minutes)),
    price: formatDollars(Number(type.price_cents)),
    deposit: formatDollars(Number(type.deposit_cents)),
  };
}

async function imagesOf(db: Kysely<Database>, ids: (number | null)[]) {
  const photos = await getPhotosByIds(
    db,
    ids.filter((id): id is number => id !== null),
  );
  return new Map(photos.map((p) => [p.id, { image: libraryImage(p) ?? null, alt: p.altText }]));
}

/** The booking pages a search engine may list: the index, each active type, each coming mini day. */
export async function bookingPagePaths(now = new Date(), db: Kysely<Database> = sharedDb()): Promise<string[]> {
  const [types, days] = await Promise.all([
    db
      .selectFrom("session_types")
      .select("slug")
      .where("active", "=", true)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("mini_days")
      .select("slug")
      .where("published", "=", true)
      .where("date", ">=", studioDate(now))
      .orderBy("date")
      .execute(),
  ]);
  return ["/book-a-session", ...types.map((t) => `/book-a-session/${t.slug}`), ...days.map((d) => `/minis/${d.slug}`)];
}

/** The active session types (her order) and the published mini-session days from today on. */
export async function bookASessionPage(now = new Date(), db: Kysely<Database> = sharedDb()) {
  const [types, days] = await Promise.all([
    db.selectFrom("session_types").selectAll().where("active", "=", true).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("mini_days")
      .select(["slug", "title", "date", "place", "start_minute", "end_minute"])
      .where("published", "=", true)
      .where("date", ">=", studioDate(now))
      .orderBy("date")
      .orderBy("start_minute")
      .limit(12)
      .execute(),
  ]);
  const images = await imagesOf(
    db,
    types.map((t) => (t.photo_id === null ? null : Number(t.photo_id))),
  );
  const sessionTypes: SessionTypeCard[] = types.map((t) => {
    const photo = t.photo_id === null ? undefined : images.get(Number(t.photo_id));
    return { ...typeWords(t), image: photo?.image ?? null, alt: photo?.alt ?? "" };
  });
  const miniDays: MiniDayCard[] = days.map((d) => ({
    slug: d.slug,
    title: d.title,
    date: longDayWords(d.date),
    hours: `${clockLabel(Number(d.start_minute))} – ${clockLabel(Number(d.end_minute))}`,
    place: d.place,
  }));
  return { sessionTypes, miniDays };
}

/** How many days one page of dates covers ("Later dates" shows the next ones). */
export const DAYS_PER_PAGE = 14;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Free times as buttons, with the day when they are not all on one ("Tue Dec 1, 5:00 pm"). */
export function timeButtons(starts: readonly number[], withDay: boolean): TimeButton[] {
  return starts.map((start) => ({
    start,
    label: withDay ? `${shortDayWords(arizonaWallClock(start).date)}, ${clockWords(start)}` : clockWords(start),
  }));
}

/**
 * /book-a-session/<slug>: the days with free times from `from` (today unless a later page is asked
 * for) for 14 days, and the free times of the day picked (`date`, else the first with any).
 * Undefined: no such active type.
 */
export async function sessionTypePage(
  slug: string,
  query: { from: string | null; date: string | null },
  now = new Date(),
  db: Kysely<Database> = sharedDb(),
) {
  const type = await activeSessionType(db, slug);
  if (!type) return undefined;
  const today = studioDate(now);
  const lastDate = arizonaWallClock(bookableWindow(rulesOf(type), epochMinuteOf(now)).latest - 1).date;
  const asked = query.from && ISO_DATE.test(query.from) ? query.from : today;
  const from = asked < today ? today : asked > lastDate ? lastDate : asked;
  const days = await sessionTypeStarts(db, type, now, from, DAYS_PER_PAGE);
  const picked = days.find((d) => d.date === query.date) ?? days[0];
  const next = shiftDate(from, DAYS_PER_PAGE);
  const previous = shiftDate(from, -DAYS_PER_PAGE);
  return {
    type: typeWords(type),
    from,
    holdMinutes: HOLD_MINUTES,
    /** "Later dates": the next 14 days, while she takes bookings that far ahead. */
    laterFrom: next <= lastDate ? next : null,
    earlierFrom: from > today ? (previous < today ? today : previous) : null,
    days: days.map((d) => ({ date: d.date, label: shortDayWords(d.date), count: d.starts.length })),
    picked: picked
      ? { date: picked.date, label: longDayWords(picked.date), times: timeButtons(picked.starts, false) }
      : null,
  };
}
