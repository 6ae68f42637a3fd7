import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

// A hold lapses by itself: its time is free for the next client as soon as hold_expires_at passes
// (loadBusy reads it so), and the next write that needs the time (a hold, a move, a settlement)
// sweeps it here first, in its own transaction, before claiming.

export interface LapsedHold {
  id: number;
  miniDayId: number | null;
  waitlistId: number | null;
}

/** Marks every lapsed hold expired and frees its time; answers them (a freed mini slot may go to the waitlist). */
export async function expireLapsedHolds(trx: Kysely<Database>, now: Date): Promise<LapsedHold[]> {
  const lapsed = await trx
    .selectFrom("session_bookings")
    .select(["id", "mini_day_id", "waitlist_id"])
    .where("status", "=", "held")
    .where("hold_expires_at", "<=", now.toISOString())
    .execute();
  if (lapsed.length === 0) return [];
  const ids = lapsed.map((row) => Number(row.id));
  await trx.deleteFrom("session_busy").where("booking_id", "in", ids).execute();
  await trx
    .updateTable("session_bookings")
    .set({ status: "expired", updated_at: now })
    .where("id", "in", ids)
    .where("status", "=", "held")
    .execute();
  return lapsed.map((row) => ({
    id: Number(row.id),
    miniDayId: row.mini_day_id === null ? null : Number(row.mini_day_id),
    waitlistId: row.waitlist_id === null ? null : Number(row.waitlist_id),
  }));
}
