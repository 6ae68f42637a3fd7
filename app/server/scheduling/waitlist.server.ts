import crypto from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import type { AppDatabase } from "../db/db.server";
import type { MiniWaitlistTable } from "../db/scheduler-schema";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { enqueueMail } from "../mail/outbox.server";
import type { MiniDayRow } from "./availability.server";
import { offerFreedMiniSlots } from "./hold-time.server";
import { waitlistJoinedMail, type WaitlistMailFacts } from "./waitlist-mails.server";

// A full mini-session day's waitlist (docs/decisions/042 "Waitlists"): one entry per e-mail per
// day, in the order they joined (by id). Only "waiting" entries have a place in the line; the offer
// job (waitlist-offer.server.ts) moves them on to offered, booked or passed.

export type WaitlistEntry = Selectable<MiniWaitlistTable>;

const SHORT_MAX = 200;

export const waitlistFormSchema = z.object({
  names: z
    .string({ error: "Please give your name" })
    .trim()
    .min(1, "Please give your name")
    .max(SHORT_MAX, `Your name must be at most ${SHORT_MAX} characters`),
  email: z
    .string({ error: "Please give your e-mail address" })
    .trim()
    .min(1, "Please give your e-mail address")
    .max(254, "That e-mail address is too long")
    .pipe(z.email("Please enter a valid e-mail address, like name@example.com"))
    .transform((email) => email.toLowerCase()),
  phone: z
    .string()
    .trim()
    .max(40, "The phone number must be at most 40 characters")
    .nullish()
    .transform((phone) => phone ?? ""),
});

export type WaitlistForm = z.infer<typeof waitlistFormSchema>;

export function parseWaitlistForm(
  form: FormData,
): { ok: true; value: WaitlistForm } | { ok: false; fields: FieldErrors; values: Record<string, string> } {
  const values = {
    names: String(form.get("names") ?? ""),
    email: String(form.get("email") ?? ""),
    phone: String(form.get("phone") ?? ""),
  };
  const parsed = waitlistFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, fields: fieldErrors(parsed.error.issues), values };
}

/** Her place in the line: 1 for the first still waiting. */
export async function waitlistPlace(db: Kysely<Database>, entry: Pick<WaitlistEntry, "id" | "mini_day_id">) {
  const row = await db
    .selectFrom("mini_waitlist")
    .select((eb) => eb.fn.countAll<number | string>().as("ahead"))
    .where("mini_day_id", "=", entry.mini_day_id)
    .where("status", "=", "waiting")
    .where("id", "<", entry.id)
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

export const mailFacts = (
  entry: WaitlistEntry,
  day: Pick<MiniDayRow, "title" | "date" | "slug">,
): WaitlistMailFacts => ({
  waitlistId: Number(entry.id),
  names: entry.names,
  email: entry.email,
  dayTitle: day.title,
  dayDate: day.date,
  slug: day.slug,
  token: entry.token,
});

export type JoinOutcome = { joined: boolean; entry: WaitlistEntry; place: number };

/**
 * Adds her to the day's line, or answers her existing entry (joined: false) when she is on it
 * already. Someone who left, or let an offer pass, joins again at the end of the line.
 */
export async function joinWaitlist(app: AppDatabase, day: MiniDayRow, form: WaitlistForm, now: Date) {
  return writeTransaction(app, async (trx): Promise<JoinOutcome> => {
    const existing = await trx
      .selectFrom("mini_waitlist")
      .selectAll()
      .where("mini_day_id", "=", day.id)
      .where("email", "=", form.email)
      .executeTakeFirst();
    if (existing && (existing.status === "waiting" || existing.status === "offered" || existing.status === "booked")) {
      return { joined: false, entry: existing, place: await waitlistPlace(trx, existing) };
    }
    if (existing) await trx.deleteFrom("mini_waitlist").where("id", "=", existing.id).execute();
    const entry = await trx
      .insertInto("mini_waitlist")
      .values({
        mini_day_id: day.id,
        token: crypto.randomBytes(32).toString("base64url"),
        names: form.names,
        email: form.email,
        phone: form.phone,
        status: "waiting",
        offer_expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const place = await waitlistPlace(trx, entry);
    await enqueueMail(waitlistJoinedMail(mailFacts(entry, day), place), trx);
    return { joined: true, entry, place };
  });
}

/** The entry of a waitlist link, with its day (published or not: she may still leave). */
export async function findWaitlistEntry(db: Kysely<Database>, slug: string, token: string) {
  const entry = await db.selectFrom("mini_waitlist").selectAll().where("token", "=", token).executeTakeFirst();
  if (!entry) return undefined;
  const day = await db
    .selectFrom("mini_days")
    .selectAll()
    .where("id", "=", entry.mini_day_id)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return day ? { entry, day } : undefined;
}

/**
 * Takes her off the line. A spot held for her is let go at once, and the offer job passes it on.
 * Leaving twice is harmless; a booked entry stays booked (her session is changed on its own page).
 */
export async function leaveWaitlist(app: AppDatabase, entryId: number, now: Date): Promise<WaitlistEntry["status"]> {
  return writeTransaction(app, async (trx) => {
    const entry = await trx.selectFrom("mini_waitlist").selectAll().where("id", "=", entryId).executeTakeFirstOrThrow();
    if (entry.status === "booked" || entry.status === "left") return entry.status;
    await trx
      .updateTable("mini_waitlist")
      .set({ status: "left", offer_expires_at: null, updated_at: now })
      .where("id", "=", entryId)
      .execute();
    const held = await trx
      .selectFrom("session_bookings")
      .select(["id", "mini_day_id"])
      .where("waitlist_id", "=", entryId)
      .where("status", "=", "held")
      .execute();
    if (held.length > 0) {
      const ids = held.map((h) => h.id);
      await trx.deleteFrom("session_busy").where("booking_id", "in", ids).execute();
      await trx
        .updateTable("session_bookings")
        .set({ status: "expired", updated_at: now })
        .where("id", "in", ids)
        .execute();
      await offerFreedMiniSlots(trx, [{ miniDayId: Number(entry.mini_day_id) }]);
    }
    return "left";
  });
}
