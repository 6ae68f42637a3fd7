import type { Kysely } from "kysely";
import { z } from "zod";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { calendarBytes, invoiceDueUid, sessionUid, siteCalendar, type FeedEventData } from "./ical-events.server";

// Her private calendar feed (issue 29 §4, docs/decisions/035-calendar-feed.md): every booked
// session (the client, the place, the package; Arizona time) and every open invoice's due date
// (all day). The UIDs are the rows' own, so a calendar app that reads the feed again updates a
// moved session or due date instead of adding a second event, and drops a paid invoice's.

/** Sessions further back than this are left out: her calendar app keeps its own past. */
export const FEED_PAST_DAYS = 365;

export interface FeedSession {
  proposalId: number;
  clientNames: string;
  title: string;
  /** The package she signed for, when known. */
  packageTitle: string | null;
  sessionDate: string;
  sessionTime: string | null;
  /** The session's length when set (self-booked sessions): the event ends then. */
  sessionMinutes?: number | null;
  place: string;
}

export interface FeedInvoice {
  invoiceId: number;
  clientId: number;
  clientNames: string;
  label: string;
  amountCents: number;
  dueOn: string;
}

export interface FeedSite {
  name: string;
  email: string;
  siteUrl: string;
}

/** The feed's iCalendar text, as the UTF-8 bytes of its answer. */
export function feedIcs(
  sessions: readonly FeedSession[],
  invoices: readonly FeedInvoice[],
  site: FeedSite,
  stamp: Date = new Date(),
): Buffer<ArrayBuffer> {
  const calendar = siteCalendar({
    company: site.name,
    product: "Calendar",
    name: `${site.name} — sessions and payments`,
  });
  calendar.ttl(60 * 60);
  const events: FeedEventData[] = [
    ...sessions.map((s) => {
      const what = s.packageTitle ?? s.title;
      const url = `${site.siteUrl}/admin/proposals/${s.proposalId}`;
      return {
        id: sessionUid(s.proposalId, site.siteUrl),
        date: s.sessionDate,
        time: s.sessionTime,
        minutes: s.sessionMinutes,
        summary: `${s.clientNames} — ${what}`,
        location: s.place || null,
        description: [s.title, s.packageTitle ? `Package: ${s.packageTitle}` : null, url].filter(Boolean).join("\n"),
        url,
      };
    }),
    ...invoices.map((i) => {
      const url = `${site.siteUrl}/admin/clients/${i.clientId}`;
      return {
        id: invoiceDueUid(i.invoiceId, site.siteUrl),
        date: i.dueOn,
        time: null,
        summary: `Payment due: ${i.clientNames} — ${i.label} ${formatPrice(i.amountCents)}`,
        location: null,
        description: url,
        url,
      };
    }),
  ];
  return calendarBytes(calendar, events, stamp);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

const sessionRow = z.object({
  id: z.coerce.number().int(),
  names: z.string(),
  title: z.string(),
  session_date: z.string().regex(DATE),
  session_time: z.string().regex(TIME).nullable(),
  session_place: z.string(),
  session_minutes: z.coerce.number().int().nullable(),
  content: z.string(),
  package_key: z.string().nullable(),
});

/**
 * The title of the signed package in a proposal's content, read leniently (a title is a nicety of
 * the feed) and by hand: a schema for the whole content per booked session was a tenth of the feed.
 */
export function packageTitle(content: string, key: string | null): string | null {
  if (key === null) return null;
  let packages: unknown;
  try {
    packages = (JSON.parse(content) as { packages?: unknown } | null)?.packages;
  } catch {
    return null;
  }
  if (!Array.isArray(packages)) return null;
  for (const p of packages as unknown[]) {
    if (typeof p !== "object" || p === null) continue;
    const { key: k, title } = p as { key?: unknown; title?: unknown };
    if (k === key) return typeof title === "string" ? title : null;
  }
  return null;
}

const invoiceRow = z.object({
  id: z.coerce.number().int(),
  client_id: z.coerce.number().int(),
  names: z.string(),
  label: z.string(),
  amount_cents: z.coerce.number().int(),
  due_on: z.string().regex(DATE),
});

/** Booked sessions from FEED_PAST_DAYS ago on, and every open invoice with a due date. */
export async function readFeedEvents(db: Kysely<Database> = sharedDb(), now: Date = new Date()) {
  const from = addDays(studioDate(now), -FEED_PAST_DAYS);
  const [sessions, invoices] = await Promise.all([
    db
      .selectFrom("proposals as p")
      .innerJoin("clients as c", "c.id", "p.client_id")
      .leftJoin("proposal_signatures as s", (join) =>
        join.onRef("s.proposal_id", "=", "p.id").onRef("s.revision", "=", "p.revision"),
      )
      .select([
        "p.id",
        "c.names",
        "p.title",
        "p.session_date",
        "p.session_time",
        "p.session_place",
        "p.session_minutes",
        "p.content",
      ])
      .select("s.package_key")
      // A self-booked session cancelled after it was booked keeps its proposal (what was paid).
      .leftJoin("session_bookings as sb", "sb.proposal_id", "p.id")
      .where((w) => w.or([w("sb.id", "is", null), w("sb.status", "!=", "cancelled")]))
      .where("p.status", "=", "booked")
      .where("p.session_date", ">=", from)
      .orderBy("p.session_date")
      .orderBy("p.id")
      .execute(),
    db
      .selectFrom("invoices as i")
      .innerJoin("clients as c", "c.id", "i.client_id")
      .select(["i.id", "i.client_id", "c.names", "i.label", "i.amount_cents", "i.due_on"])
      .where("i.status", "=", "open")
      .where("i.due_on", "is not", null)
      .orderBy("i.due_on")
      .orderBy("i.id")
      .execute(),
  ]);
  return {
    sessions: sessions.map((row): FeedSession => {
      const r = sessionRow.parse(row);
      return {
        proposalId: r.id,
        clientNames: r.names,
        title: r.title,
        packageTitle: packageTitle(r.content, r.package_key),
        sessionDate: r.session_date,
        sessionTime: r.session_time,
        sessionMinutes: r.session_minutes,
        place: r.session_place,
      };
    }),
    invoices: invoices.map((row): FeedInvoice => {
      const r = invoiceRow.parse(row);
      return {
        invoiceId: r.id,
        clientId: r.client_id,
        clientNames: r.names,
        label: r.label,
        amountCents: r.amount_cents,
        dueOn: r.due_on,
      };
    }),
  };
}
