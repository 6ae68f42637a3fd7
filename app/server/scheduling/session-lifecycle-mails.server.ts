import type { Kysely } from "kysely";
import { formatPrice } from "~/shared/money";
import { arizonaWallClock } from "~/shared/scheduling/arizona-clock";
import { clockValue } from "~/shared/scheduling/clock";
import { readSiteSettings } from "../content/site-settings.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { inlineAttachment } from "../mail/attachments.server";
import type { OutgoingMail } from "../mail/outbox.server";
import { sessionIcs } from "../proposals/session-ics.server";
import {
  pickAgainPath,
  sessionManagePath,
  sessionPlace,
  sessionWhat,
  sessionWhenText,
  type SessionBooking,
} from "./session-lifecycle.server";

// The mails of a self-booked session after the hold (issue 30 §4–6): plain text like every mail
// of the booking, each with the client's /session/<token> link (or, when the time is gone, where
// to pick another), and her short note of each change with a link to the client.

export interface LifecycleSite {
  name: string;
  /** Her address: the reply-to of every client mail, the recipient of her notes. */
  email: string;
  url: string;
}

export async function lifecycleSite(db: Kysely<Database>, url = env().SITE_URL): Promise<LifecycleSite> {
  const settings = (await readSiteSettings(db)).values;
  return { name: settings.siteName, email: settings.contactEmail, url: url.replace(/\/+$/, "") };
}

type MailBooking = Pick<
  SessionBooking,
  "id" | "token" | "start" | "end" | "names" | "email" | "place" | "type" | "miniDay"
> & {
  proposalId: number | null;
  clientId: number | null;
};

const manageUrl = (site: LifecycleSite, booking: MailBooking) => `${site.url}${sessionManagePath(booking.token)}`;
const greeting = (booking: MailBooking) => `Dear ${booking.names || "client"},`;

function sessionLines(booking: MailBooking): string[] {
  const place = sessionPlace(booking);
  return [`${sessionWhat(booking)}: ${sessionWhenText(booking.start)}`, ...(place ? [`Place: ${place}`] : [])];
}

type MailOf = (
  booking: MailBooking,
  site: LifecycleSite,
  kind: string,
  subject: string,
  lines: string[],
) => OutgoingMail;

/** The outbox row names the booking's proposal, when it has one (its related item). */
const filed = (booking: MailBooking, mail: OutgoingMail): OutgoingMail =>
  booking.proposalId === null ? mail : { ...mail, related: { type: "proposal", id: booking.proposalId } };

const client: MailOf = (booking, site, kind, subject, lines) =>
  filed(booking, {
    kind,
    to: booking.email,
    replyTo: site.email,
    subject,
    text: [greeting(booking), "", ...lines, "", "Questions? Simply reply to this e-mail.", "", site.name].join("\n"),
  });

const photographer: MailOf = (booking, site, kind, subject, lines) =>
  filed(booking, {
    kind,
    to: site.email,
    replyTo: booking.email || site.email,
    subject,
    text: [
      ...lines,
      "",
      ...(booking.clientId === null ? [] : [`The client: ${site.url}/admin/clients/${booking.clientId}`]),
      `Your schedule: ${site.url}/admin/schedule`,
    ].join("\n"),
  });

/** The session as an .ics: the proposal's UID, so her calendar moves the event. */
function icsAttachment(booking: MailBooking, site: LifecycleSite, sequence: number) {
  if (booking.proposalId === null) return [];
  const { date, minute } = arizonaWallClock(booking.start);
  const ics = sessionIcs(
    {
      proposalId: booking.proposalId,
      title: sessionWhat(booking),
      sessionDate: date,
      sessionTime: clockValue(minute),
      minutes: booking.end - booking.start,
      place: sessionPlace(booking),
      bookingUrl: manageUrl(site, booking),
      sequence,
    },
    { name: site.name, email: site.email, siteUrl: site.url },
  );
  return [inlineAttachment("session.ics", "text/calendar; charset=utf-8; method=PUBLISH", ics)];
}

/** The time was taken while the client paid: her deposit comes back, and where to pick again. */
export function takenMails(
  booking: MailBooking,
  site: LifecycleSite,
  money: { refundedCents: number; outsideCents: number },
): OutgoingMail[] {
  const again = `${site.url}${pickAgainPath(booking)}`;
  const refundLine =
    money.outsideCents > 0
      ? `${site.name} will give your deposit of ${formatPrice(money.outsideCents)} back to you.`
      : `Your deposit of ${formatPrice(money.refundedCents)} is refunded to your card (it can take a few days to show).`;
  return [
    client(booking, site, "session-taken", `Your session time was taken — ${site.name}`, [
      "We are sorry: the time you chose was taken by someone else while you were paying, so it is not booked.",
      "",
      ...sessionLines(booking),
      "",
      refundLine,
      "",
      `Pick another time: ${again}`,
    ]),
    photographer(booking, site, "session-taken-admin", `Not booked: ${booking.names}'s time was taken while paying`, [
      `${booking.names} paid for ${sessionWhat(booking)} on ${sessionWhenText(booking.start)}, but the hold had lapsed and someone else took the time.`,
      ...(money.refundedCents > 0 ? [`${formatPrice(money.refundedCents)} was refunded to the card.`] : []),
      ...(money.outsideCents > 0
        ? [
            `${formatPrice(money.outsideCents)} was paid outside the site: give it back yourself and record it on the invoice.`,
          ]
        : []),
    ]),
  ];
}

/** The session moved (by the client or by her): the new time, with a new .ics. */
export function movedMails(
  booking: MailBooking,
  before: number,
  site: LifecycleSite,
  by: "client" | "admin",
  sequence: number,
) {
  const clientMail: OutgoingMail = {
    ...client(booking, site, "session-moved", `Your session has a new time — ${site.name}`, [
      by === "client" ? "Your session is moved, as you asked:" : `${site.name} moved your session:`,
      "",
      ...sessionLines(booking),
      `Before: ${sessionWhenText(before)}`,
      "",
      "The attached file (session.ics) moves the session in your calendar.",
      `Reschedule or cancel: ${manageUrl(site, booking)}`,
    ]),
    attachments: icsAttachment(booking, site, sequence),
  };
  const note = photographer(
    booking,
    site,
    "session-moved-admin",
    `Moved: ${booking.names}, ${sessionWhenText(booking.start)}`,
    [
      `${by === "client" ? `${booking.names} moved` : "You moved"} ${sessionWhat(booking)} from ${sessionWhenText(before)} to ${sessionWhenText(booking.start)}.`,
    ],
  );
  return [clientMail, note];
}

/** The session cancelled: what happens to the deposit, said plainly. */
export function cancelledMails(booking: MailBooking, site: LifecycleSite, by: "client" | "admin", depositLine: string) {
  return [
    client(booking, site, "session-cancelled", `Your session is cancelled — ${site.name}`, [
      by === "client" ? "Your session is cancelled, as you asked:" : `${site.name} cancelled your session:`,
      "",
      ...sessionLines(booking),
      "",
      depositLine,
      "",
      `Book another time: ${site.url}${pickAgainPath(booking)}`,
    ]),
    photographer(
      booking,
      site,
      "session-cancelled-admin",
      `Cancelled: ${booking.names}, ${sessionWhenText(booking.start)}`,
      [
        `${by === "client" ? `${booking.names} cancelled` : "You cancelled"} ${sessionWhat(booking)} on ${sessionWhenText(booking.start)}. The time is free again.`,
        depositLine,
      ],
    ),
  ];
}

export type ReminderKind = "two-days" | "morning";

/** A reminder: two days before, or the morning of the session. */
export function reminderMail(booking: MailBooking, site: LifecycleSite, kind: ReminderKind): OutgoingMail {
  return client(
    booking,
    site,
    `session-reminder-${kind}`,
    kind === "morning" ? `Today: your session — ${site.name}` : `In two days: your session — ${site.name}`,
    [
      kind === "morning" ? "A reminder: your session is today." : "A reminder: your session is in two days.",
      "",
      ...sessionLines(booking),
      "",
      `Reschedule or cancel: ${manageUrl(site, booking)}`,
    ],
  );
}
