import { oneLine } from "../mail/html";
import type { GalleryRow } from "./galleries.server";

// The photographer's mail when a gallery's code form is paused because of guessing (decision 027):
// what happened, that her clients who already opened the gallery see nothing of it, and what to do
// if it goes on (a new, longer code). The code itself never appears (it is stored hashed).

/** "Friday, January 10, 3:40 PM": a time in Arizona, which keeps MST all year. */
const phoenixTime = (date: Date) =>
  date.toLocaleString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Phoenix",
  });

export function guessingMail(input: {
  gallery: Pick<GalleryRow, "id" | "title">;
  pausedUntil: Date;
  siteUrl: string;
  limit: number;
}): { subject: string; text: string } {
  const title = oneLine(input.gallery.title);
  const editor = `${input.siteUrl.replace(/\/+$/, "")}/admin/galleries/${input.gallery.id}`;
  const text = [
    `Someone has typed ${input.limit} wrong access codes for your gallery "${title}" in a short time, from one or many places.`,
    "",
    `To stop the guessing, the gallery's code form is paused for everyone until ${phoenixTime(input.pausedUntil)} (Arizona time). Anyone who types the code before then, even the right one, is asked to try again later.`,
    "Your clients who already opened the gallery on their phone or computer are not affected: they go straight in, as before.",
    "",
    "If you did not expect this, someone may have the gallery's link. To be safe, give the gallery a new 6-digit access code under Settings (the editor suggests one), and send it to your client. Everyone will need the new code, including your client.",
    "",
    `The gallery in your studio admin: ${editor}`,
    "",
    "You will not get another e-mail about this gallery for 24 hours, even if the guessing goes on.",
  ].join("\n");
  return { subject: `Someone is guessing the access code of "${title}"`, text };
}
