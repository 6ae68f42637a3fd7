import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { env } from "../env.server";
import type { OutgoingMail } from "../mail/outbox.server";
import { shortSlotText } from "./mini-day-page.server";

// The waitlist's two mails: "you are on the list" (with the link to leave it) and "a spot opened
// up" (with the link that takes the held spot). Plain text, in the voice of the booking mails,
// every time said in Arizona time.

export interface WaitlistMailFacts {
  waitlistId: number;
  names: string;
  email: string;
  dayTitle: string;
  /** "YYYY-MM-DD" */
  dayDate: string;
  slug: string;
  token: string;
}

const site = () => {
  const config = env();
  return { name: config.SITE_NAME, email: config.SITE_EMAIL, url: config.SITE_URL };
};

export const waitlistPath = (slug: string, token: string) =>
  `/minis/${encodeURIComponent(slug)}/waitlist/${encodeURIComponent(token)}`;
export const offerPath = (slug: string, token: string) =>
  `/minis/${encodeURIComponent(slug)}/offer/${encodeURIComponent(token)}`;

export function waitlistJoinedMail(f: WaitlistMailFacts, place: number): OutgoingMail {
  const s = site();
  const day = `${f.dayTitle} on ${formatCalendarDate(f.dayDate)}`;
  return {
    kind: "mini-waitlist-joined",
    to: f.email,
    replyTo: s.email,
    subject: `You are on the waitlist for ${f.dayTitle} — ${s.name}`,
    text: [
      `Dear ${f.names},`,
      "",
      `You are on the waitlist for ${day}. You are number ${place} on the list.`,
      "",
      "If a spot opens up, we will hold it for you and e-mail you at once, first come first served.",
      "",
      "Changed your mind? You can leave the waitlist here:",
      "",
      `${s.url}${waitlistPath(f.slug, f.token)}`,
      "",
      "Warmly,",
      s.name,
    ].join("\n"),
    related: { type: "mini-waitlist", id: f.waitlistId },
  };
}

export function waitlistOfferMail(f: WaitlistMailFacts, slotStart: number, holdUntil: Date): OutgoingMail {
  const s = site();
  const until = shortSlotText(Math.floor(holdUntil.getTime() / 60_000));
  return {
    kind: "mini-waitlist-offer",
    to: f.email,
    replyTo: s.email,
    subject: `A spot opened up for ${f.dayTitle} — ${s.name}`,
    text: [
      `Dear ${f.names},`,
      "",
      `A spot opened up: ${shortSlotText(slotStart)} (Arizona time), ${f.dayTitle}.`,
      `It is held for you until ${until} (Arizona time).`,
      "",
      "To take it, give your details, sign and pay the deposit here:",
      "",
      `${s.url}${offerPath(f.slug, f.token)}`,
      "",
      "If you do nothing, the spot goes to the next person on the list when the time is up.",
      "",
      "Warmly,",
      s.name,
    ].join("\n"),
    related: { type: "mini-waitlist", id: f.waitlistId },
  };
}
