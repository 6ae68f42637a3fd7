import { database, toIso, type AppDatabase } from "../db/db.server";
import { openPrivateLink } from "../security/private-link.server";
import { publishedMiniDay } from "./availability.server";
import { miniDayView, type MiniDayView } from "./mini-day-page.server";
import { findWaitlistEntry, waitlistPlace, type WaitlistEntry } from "./waitlist.server";

// The two links of a waitlist entry, opened without signing in: the token is the key, and wrong
// tokens are counted per address like every private link (../security/private-link.server.ts).
//   /minis/<slug>/waitlist/<token>  her place in the line, and "Leave the waitlist";
//   /minis/<slug>/offer/<token>     the spot held for her: straight to the details step while the
//                                   offer stands, else "This offer has passed" and the free slots.

export const WAITLIST_LINK_SCOPE = "mini-waitlist-link";

export const sessionDetailsPath = (bookingToken: string) => `/session/${encodeURIComponent(bookingToken)}/details`;

export interface WaitlistLinkView {
  title: string;
  date: string;
  slug: string;
  names: string;
  status: WaitlistEntry["status"];
  /** Her place while waiting. */
  place: number | null;
}

export type OpenedLink<T> =
  { state: "limited"; retryAfterSeconds: number } | { state: "unknown" } | { state: "found"; found: T };

async function open(request: Request, slug: string, token: string, app: AppDatabase, now: Date) {
  return openPrivateLink(request, WAITLIST_LINK_SCOPE, token, (t) => findWaitlistEntry(app.db, slug, t), app.db, now);
}

/** The waitlist link: who she is in the line of which day. */
export async function openWaitlistLink(
  request: Request,
  slug: string,
  token: string,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<OpenedLink<{ entry: WaitlistEntry; view: WaitlistLinkView }>> {
  const opened = await open(request, slug, token, app, now);
  if (opened.state !== "found") return opened;
  const { entry, day } = opened.found;
  const place = entry.status === "waiting" ? await waitlistPlace(app.db, entry) : null;
  return {
    state: "found",
    found: {
      entry,
      view: { title: day.title, date: day.date, slug: day.slug, names: entry.names, status: entry.status, place },
    },
  };
}

export type OfferOutcome =
  | { offer: "stands"; bookingToken: string }
  | { offer: "booked"; title: string }
  | { offer: "passed"; day: MiniDayView | null };

/**
 * The offer link. The spot is hers while the hold in her name is live; once that hold is booked
 * she has it; otherwise the offer has passed, and she sees what is still free like anyone.
 */
export async function openOfferLink(
  request: Request,
  slug: string,
  token: string,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<OpenedLink<OfferOutcome>> {
  const opened = await open(request, slug, token, app, now);
  if (opened.state !== "found") return opened;
  const { entry, day } = opened.found;
  const holds = await app.db
    .selectFrom("session_bookings")
    .select(["token", "status", "hold_expires_at"])
    .where("waitlist_id", "=", entry.id)
    .where("status", "in", ["held", "booked"])
    .orderBy("id", "desc")
    .execute();
  if (holds.some((h) => h.status === "booked")) {
    // Her spot is booked: the line says so at once (the offer job would, at its next run).
    await app.db
      .updateTable("mini_waitlist")
      .set({ status: "booked", updated_at: now })
      .where("id", "=", entry.id)
      .where("status", "=", "offered")
      .execute();
    return { state: "found", found: { offer: "booked", title: day.title } };
  }
  const live = holds.find((h) => h.hold_expires_at !== null && toIso(h.hold_expires_at) > now.toISOString());
  if (live && entry.status === "offered") {
    return { state: "found", found: { offer: "stands", bookingToken: live.token } };
  }
  const published = await publishedMiniDay(app.db, day.slug);
  return {
    state: "found",
    found: { offer: "passed", day: published ? await miniDayView(app.db, published, now) : null },
  };
}
