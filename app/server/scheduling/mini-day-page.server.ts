import type { Kysely } from "kysely";
import { libraryImage } from "~/images/variants";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatDollars } from "~/shared/money";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { clockLabel } from "~/shared/scheduling/clock";
import type { MiniDayState, MiniDayView } from "~/shared/scheduling/mini-day-view";
import type { Database } from "../db/schema";
import { getPhotosByIds } from "../media/library.server";
import { miniDaySlots, publishedMiniDay, type MiniDayRow, type MiniSlot } from "./availability.server";

// What /minis/<slug> shows: a published mini-session day, its cover photo from the library, and
// its slots as they are free this instant (rendered per request: a hold changes them, so the page
// is never in the render cache). Past slots of a day under way are left out; a day with none left
// has passed.

export type { MiniDayState, MiniDayView } from "~/shared/scheduling/mini-day-view";

/** "5:30 pm" of an instant (epoch minutes), Arizona time. */
export const miniTimeText = (epochMinute: number) => clockLabel(arizonaWallClock(epochMinute).minute);

/** "Tue Dec 1, 5:30 pm" of an instant, Arizona time: the short form the mails use. */
export function shortSlotText(epochMinute: number): string {
  const { date } = arizonaWallClock(epochMinute);
  const [weekday = "", month = "", day = ""] = formatCalendarDate(date).replaceAll(",", "").split(" ");
  return `${weekday.slice(0, 3)} ${month.slice(0, 3)} ${day}, ${miniTimeText(epochMinute)}`;
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The future slots of the day and whether the day is open, full or over. */
export function dayState(slots: readonly MiniSlot[], now: Date): { state: MiniDayState; slots: MiniSlot[] } {
  const upcoming = slots.filter((s) => s.start > epochMinuteOf(now));
  if (upcoming.length === 0) return { state: "passed", slots: [] };
  return { state: upcoming.some((s) => s.free) ? "open" : "full", slots: upcoming };
}

async function coverOf(db: Kysely<Database>, day: MiniDayRow): Promise<MiniDayView["cover"]> {
  if (day.photo_id === null) return null;
  const [photo] = await getPhotosByIds(db, [Number(day.photo_id)]);
  const image = photo ? libraryImage(photo) : undefined;
  return image && photo ? { image, alt: photo.altText || day.title } : null;
}

export async function miniDayView(db: Kysely<Database>, day: MiniDayRow, now: Date): Promise<MiniDayView> {
  const [cover, all] = await Promise.all([coverOf(db, day), miniDaySlots(db, day, now)]);
  const { state, slots } = dayState(all, now);
  return {
    slug: day.slug,
    title: day.title,
    paragraphs: paragraphsOf(day.description),
    date: formatCalendarDate(day.date),
    hours: `${clockLabel(Number(day.start_minute))} to ${clockLabel(Number(day.end_minute))}`,
    place: day.place,
    price: formatDollars(Number(day.price_cents)),
    deposit: formatDollars(Number(day.deposit_cents)),
    length: `${Number(day.slot_minutes)}-minute sessions`,
    cover,
    state,
    slots: slots.map((s) => ({ start: s.start, time: miniTimeText(s.start), free: s.free })),
  };
}

/** The page of a published day, or undefined (the site's 404) for an unknown or unpublished one. */
export async function loadMiniDayPage(
  db: Kysely<Database>,
  slug: string,
  now: Date,
): Promise<{ day: MiniDayRow; view: MiniDayView } | undefined> {
  const day = await publishedMiniDay(db, slug);
  if (!day) return undefined;
  return { day, view: await miniDayView(db, day, now) };
}
