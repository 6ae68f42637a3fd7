import { galleryPath } from "~/shared/galleries/gallery-rules";
import type { OutgoingMail } from "../mail/outbox.server";

// The client's reminder that their gallery is about to close. It names the gallery, the day it
// closes and its link; the access code is only mentioned (it is stored hashed, and a code in a
// mail would be one more place to leak it).

export type ReminderKind = "7d" | "1d";

export interface ReminderGallery {
  id: number;
  slug: string;
  title: string;
  client_name: string;
  client_email: string;
  expires_on: string;
}

/** "Friday, December 4, 2026" for "2026-12-04". */
export function closingDay(expiresOn: string): string {
  return new Date(`${expiresOn}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function reminderMail(
  gallery: ReminderGallery,
  kind: ReminderKind,
  site: { siteUrl: string; siteName: string; replyTo: string },
): OutgoingMail {
  const day = closingDay(gallery.expires_on);
  const link = `${site.siteUrl.replace(/\/+$/, "")}${galleryPath(gallery.slug)}`;
  const firstName = gallery.client_name.trim().split(/\s+/)[0] || gallery.client_name.trim();
  const subject =
    kind === "7d"
      ? `Your gallery "${gallery.title}" closes on ${day}`
      : `Last chance: your gallery "${gallery.title}" closes on ${day}`;
  const opening =
    kind === "7d"
      ? `Just a friendly reminder: your photo gallery "${gallery.title}" will close in about a week, at the end of ${day} (Arizona time).`
      : `Your photo gallery "${gallery.title}" closes very soon: at the end of ${day} (Arizona time).`;
  const text = [
    `Hi ${firstName},`,
    "",
    opening,
    "After that the link no longer opens, so please download your favourite photos, and order any prints, before then.",
    "",
    `Your gallery: ${link}`,
    "",
    "It asks for the same access code you were given with your gallery. If you can't find it, just reply to this e-mail and we will help.",
    "",
    "Warmly,",
    site.siteName,
  ].join("\n");
  return {
    kind: `gallery-reminder-${kind}`,
    to: gallery.client_email,
    replyTo: site.replyTo,
    subject,
    text,
    related: { type: "gallery", id: gallery.id },
  };
}
