import { sql, type Kysely } from "kysely";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import type { GalleryRow } from "./galleries.server";
import { guessingMail } from "./guessing-mail.server";

// A gallery's wrong access codes counted across every address (issue 26, decision 027). The
// per-address throttle alone gave each new address five free tries, so a 4-digit code fell to a few
// hundred addresses. Here: WRONG_CODES_BEFORE_PAUSE wrong codes in a window, from anywhere, pause the
// code form for everyone until the window ends, and the photographer is told once.
// - Windows start with the first code counted after the last one ended and last an hour. When the
//   guessing goes on right after a pause, each window is twice as long as the one before, up to
//   LONGEST_WINDOW_SECONDS: 30 codes every 32 hours is no faster than one address gets (about one
//   an hour, decision 014). A quiet spell as long as the last window starts over at an hour.
// - Counted in the database (gallery_code_guard), so it holds across instances.
// - A code is counted BEFORE it is checked (one atomic upsert), so 100 guesses at once cannot all be
//   checked; a right code gives its count back, so a wedding's guests opening the gallery the same
//   evening never pause it.
// - While paused, no code is checked, the right one included: a pause that still let the right code
//   in would let the guessing go on at full speed, and a lucky guess would win. The clients who
//   already opened the gallery keep their cookie and see nothing of it.

export const WRONG_CODES_BEFORE_PAUSE = 30;
const FIRST_WINDOW_SECONDS = 3600;
const LONGEST_WINDOW_SECONDS = 32 * 3600;
/** At most one mail a day per gallery, however long the guessing goes on. */
const ALERT_EVERY_SECONDS = 86_400;

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Seconds until the gallery's code form opens again, or undefined when it is open. Reads only. */
export async function codeFormPause(
  db: Kysely<Database>,
  galleryId: number,
  now = new Date(),
): Promise<number | undefined> {
  const t = seconds(now);
  const row = await db
    .selectFrom("gallery_code_guard")
    .select(["window_start", "window_seconds", "claims"])
    .where("gallery_id", "=", galleryId)
    .executeTakeFirst();
  const end = row ? Number(row.window_start) + Number(row.window_seconds) : 0;
  if (!row || end <= t || Number(row.claims) < WRONG_CODES_BEFORE_PAUSE) return undefined;
  return end - t;
}

export interface CodeClaim {
  /** This window's count, this code included. */
  claims: number;
  windowStart: number;
  /** When this window ends (and a pause with it). */
  endsAt: Date;
  /** Seconds until the form opens again when this code came past the limit (it is not checked). */
  pausedFor: number | undefined;
}

/** Counts a code about to be checked, in the current window or a new one (see the top of this file). */
export async function claimCodeCheck(db: Kysely<Database>, galleryId: number, now = new Date()): Promise<CodeClaim> {
  const t = seconds(now);
  // One statement on both databases; SET reads the row as it was, so the three agree.
  const open = sql`gallery_code_guard.window_start + gallery_code_guard.window_seconds > ${t}`;
  const wentOn = sql`gallery_code_guard.claims >= ${WRONG_CODES_BEFORE_PAUSE}
    and gallery_code_guard.window_start + 2 * gallery_code_guard.window_seconds > ${t}`;
  const row = await db
    .insertInto("gallery_code_guard")
    .values({
      gallery_id: galleryId,
      window_start: t,
      window_seconds: FIRST_WINDOW_SECONDS,
      claims: 1,
      alerted_at: null,
    })
    .onConflict((oc) =>
      oc.column("gallery_id").doUpdateSet({
        window_seconds: sql`case
          when ${open} then gallery_code_guard.window_seconds
          when ${wentOn} then case when 2 * gallery_code_guard.window_seconds > ${LONGEST_WINDOW_SECONDS}
            then ${LONGEST_WINDOW_SECONDS} else 2 * gallery_code_guard.window_seconds end
          else ${FIRST_WINDOW_SECONDS} end`,
        claims: sql`case when ${open} then gallery_code_guard.claims + 1 else 1 end`,
        window_start: sql`case when ${open} then gallery_code_guard.window_start else ${t} end`,
      }),
    )
    .returning(["window_start", "window_seconds", "claims"])
    .executeTakeFirstOrThrow();
  const claims = Number(row.claims);
  const windowStart = Number(row.window_start);
  const end = windowStart + Number(row.window_seconds);
  const pausedFor = claims > WRONG_CODES_BEFORE_PAUSE ? end - t : undefined;
  return { claims, windowStart, endsAt: new Date(end * 1000), pausedFor };
}

/** A right code: its count is given back. */
export async function releaseCodeCheck(db: Kysely<Database>, galleryId: number, claim: CodeClaim): Promise<void> {
  await db
    .updateTable("gallery_code_guard")
    .set({ claims: sql`claims - 1` })
    .where("gallery_id", "=", galleryId)
    .where("window_start", "=", claim.windowStart)
    .where("claims", ">", 0)
    .execute();
}

/**
 * The form is paused: one mail to the photographer, through the outbox, in the same transaction
 * that marks the gallery alerted, so two instances (or two requests) never send two. Returns
 * whether this call queued it.
 */
export async function alertGuessing(
  gallery: Pick<GalleryRow, "id" | "title">,
  pausedUntil: Date,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<boolean> {
  const t = seconds(now);
  const queued = await writeTransaction(app, async (trx) => {
    const marked = await trx
      .updateTable("gallery_code_guard")
      .set({ alerted_at: t })
      .where("gallery_id", "=", gallery.id)
      .where((eb) => eb.or([eb("alerted_at", "is", null), eb("alerted_at", "<=", t - ALERT_EVERY_SECONDS)]))
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    const config = env();
    await enqueueMail(
      {
        kind: "gallery-code-guessing",
        to: config.SITE_EMAIL,
        ...guessingMail({ gallery, pausedUntil, siteUrl: config.SITE_URL, limit: WRONG_CODES_BEFORE_PAUSE }),
        related: { type: "gallery", id: gallery.id },
      },
      trx,
    );
    return true;
  });
  if (queued) wakeOutboxWorker();
  return queued;
}
