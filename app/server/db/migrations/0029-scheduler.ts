import type { Kysely } from "kysely";
import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { boolean, identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { createIndex, createReminderLog, createTable } from "../migration-kit";
import type { Database } from "../schema";

// Clients book themselves (issue 30, docs/decisions/042-scheduler.md): the session types she
// offers, her weekly hours and dates off, mini-session days and their waitlists, and each time
// held or booked. session_busy holds one row per 5-minute granule of a held or booked time
// (buffers included), keyed by the granule: two overlapping bookings cannot both be written, on
// either database and from any number of processes. Seeds the spec's portrait sessions (§9.2–9.3)
// as SAMPLE session types, with golden-hour weekly hours, for her to review on the go-live checklist.
export const scheduler: AppMigration = {
  name: "0029-scheduler",
  async up(anyDb, ctx) {
    const agreement = { contract_template_id: integer.references("contract_templates.id", "set null") };
    await createTable(anyDb, ctx, "session_types", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      slug: text.notNull().unique(),
      name: text.notNull(),
      description: text.notNull().defaultTo(""),
      photo_id: integer.references("media_photos.id", "set null"),
      duration_minutes: integer.notNull(),
      buffer_before_minutes: integer.notNull().defaultTo(0),
      buffer_after_minutes: integer.notNull().defaultTo(0),
      price_cents: integer.notNull(),
      deposit_cents: integer.notNull(),
      taxable: boolean.notNull().defaultTo(true),
      /** fixed | client */
      place_kind: text.notNull().defaultTo("fixed"),
      place: text.notNull().defaultTo(""),
      ...agreement,
      questionnaire_id: integer.references("questionnaires.id", "set null"),
      photographer_signature: text.notNull().defaultTo(""),
      min_notice_hours: integer.notNull().defaultTo(48),
      max_days_ahead: integer.notNull().defaultTo(90),
      change_notice_hours: integer.notNull().defaultTo(48),
      active: boolean.notNull().defaultTo(true),
      position: integer.notNull().defaultTo(0),
      is_sample: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();
    await addContentVersionTriggers(anyDb, ctx.dialect, "session_types");

    await createTable(anyDb, ctx, "availability_hours", {
      id: identity,
      weekday: integer.notNull(),
      start_minute: integer.notNull(),
      end_minute: integer.notNull(),
    }).execute();

    await createTable(anyDb, ctx, "dates_off", {
      id: identity,
      date: text.notNull().unique(),
      note: text.notNull().defaultTo(""),
      created_at: timestamp.notNull().defaultToNow(),
    }).execute();

    await createTable(anyDb, ctx, "mini_days", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      slug: text.notNull().unique(),
      title: text.notNull(),
      description: text.notNull().defaultTo(""),
      photo_id: integer.references("media_photos.id", "set null"),
      date: text.notNull(),
      place: text.notNull(),
      start_minute: integer.notNull(),
      end_minute: integer.notNull(),
      slot_minutes: integer.notNull(),
      gap_minutes: integer.notNull().defaultTo(0),
      slot_limit: integer,
      price_cents: integer.notNull(),
      deposit_cents: integer.notNull(),
      taxable: boolean.notNull().defaultTo(true),
      ...agreement,
      questionnaire_id: integer.references("questionnaires.id", "set null"),
      photographer_signature: text.notNull().defaultTo(""),
      offer_hours: integer.notNull().defaultTo(12),
      published: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();
    await addContentVersionTriggers(anyDb, ctx.dialect, "mini_days");

    await createTable(anyDb, ctx, "mini_waitlist", {
      id: identity,
      mini_day_id: integer.belongsTo("mini_days"),
      token: text.notNull().unique(),
      names: text.notNull(),
      /** Lower-cased: one place in the line per address. */
      email: text.notNull(),
      phone: text.notNull().defaultTo(""),
      /** waiting | offered | booked | passed | left */
      status: text.notNull().defaultTo("waiting"),
      offer_expires_at: timestamp,
      ...timestamps,
    })
      .addUniqueConstraint("mini_waitlist_email_uq", ["mini_day_id", "email"])
      .execute();
    await createIndex(anyDb, "mini_waitlist_line_idx", "mini_waitlist", ["mini_day_id", "status", "id"]);

    await createTable(anyDb, ctx, "session_bookings", {
      id: identity,
      token: text.notNull().unique(),
      session_type_id: integer.references("session_types.id", "set null"),
      mini_day_id: integer.references("mini_days.id", "set null"),
      starts_at: timestamp.notNull(),
      ends_at: timestamp.notNull(),
      /** held | booked | cancelled | expired */
      status: text.notNull().defaultTo("held"),
      hold_expires_at: timestamp,
      client_id: integer.references("clients.id", "set null"),
      proposal_id: integer.references("proposals.id", "set null"),
      waitlist_id: integer.references("mini_waitlist.id", "set null"),
      names: text.notNull().defaultTo(""),
      email: text.notNull().defaultTo(""),
      phone: text.notNull().defaultTo(""),
      place: text.notNull().defaultTo(""),
      cancelled_at: timestamp,
      ...timestamps,
    }).execute();
    await createIndex(anyDb, "session_bookings_start_idx", "session_bookings", ["status", "starts_at"]);
    await createIndex(anyDb, "session_bookings_mini_idx", "session_bookings", ["mini_day_id", "status"]);
    await createIndex(anyDb, "session_bookings_proposal_idx", "session_bookings", ["proposal_id"]);
    await createIndex(anyDb, "session_bookings_hold_idx", "session_bookings", ["status", "hold_expires_at"]);

    await createTable(anyDb, ctx, "session_busy", {
      /** Epoch minutes (UTC) of a 5-minute granule: the primary key is the no-double-booking rule. */
      minute: integer.primaryKey(),
      booking_id: integer.belongsTo("session_bookings"),
    }).execute();
    await createIndex(anyDb, "session_busy_booking_idx", "session_busy", ["booking_id"]);

    await createReminderLog(anyDb, ctx, "session_reminders", {
      booking_id: integer.belongsTo("session_bookings"),
      /** two-days | morning */
      kind: text.notNull(),
      /** The start it reminded of (ISO): a moved session gets its own reminders. */
      starts_at: text.notNull(),
    });

    // How long a session booked by hand (a proposal) takes: null counts its whole day as busy.
    await anyDb.schema.alterTable("proposals").addColumn("session_minutes", "integer").execute();

    await seed(anyDb as Kysely<Database>);
  },
};

const HOUR = 60;

async function seed(db: Kysely<Database>) {
  const contract = await db
    .selectFrom("contract_templates")
    .select("id")
    .where("is_sample", "=", true)
    .where("name", "like", "%ortrait%")
    .executeTakeFirst();
  const questionnaire = await db
    .selectFrom("questionnaires")
    .select("id")
    .where("is_sample", "=", true)
    .where("name", "like", "%ortrait%")
    .executeTakeFirst();
  const common = {
    contract_template_id: contract?.id ?? null,
    questionnaire_id: questionnaire?.id ?? null,
    deposit_cents: 15_000, // SPEC §9.4: a $150 retainer holds any package other than a wedding.
    buffer_before_minutes: 15,
    buffer_after_minutes: 15,
    is_sample: true,
  };
  const types = [
    {
      slug: "family-session",
      name: "Family Session",
      description: "60 minutes at golden hour, 100 images, up to 6 people ($75 per person beyond 6).",
      duration_minutes: HOUR,
      price_cents: 50_000,
      place_kind: "client" as const,
      place: "Where would you like to meet? (a park, the desert, your home…)",
    },
    {
      slug: "maternity-session",
      name: "Maternity Session",
      description: "60 minutes, 100 images, up to 2 people.",
      duration_minutes: HOUR,
      price_cents: 45_000,
      place_kind: "client" as const,
      place: "Where would you like to meet?",
    },
    {
      slug: "newborn-session",
      name: "Newborn Session",
      description: "120 minutes in your home (or the studio if you prefer), 100 images.",
      duration_minutes: 2 * HOUR,
      price_cents: 55_000,
      place_kind: "client" as const,
      place: "Your home address (or write “studio”)",
    },
    {
      slug: "senior-session",
      name: "Senior Session",
      description: "60 minutes, 75 images.",
      duration_minutes: HOUR,
      price_cents: 45_000,
      place_kind: "client" as const,
      place: "Where would you like to meet?",
    },
  ];
  for (const [position, type] of types.entries()) {
    await db
      .insertInto("session_types")
      .values({ ...common, ...type, position })
      .execute();
  }
  // Tuesday to Saturday, 4:00–8:00 pm (golden hour), and Saturday mornings 8:00–11:00.
  const hours = [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 16 * HOUR, end_minute: 20 * HOUR }));
  hours.push({ weekday: 6, start_minute: 8 * HOUR, end_minute: 11 * HOUR });
  await db.insertInto("availability_hours").values(hours).execute();
}
