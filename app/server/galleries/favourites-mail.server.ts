import { escapeHtml, escapeMultiline, oneLine } from "../mail/html";
import type { GalleryRow } from "./galleries.server";

// The photographer's e-mail when a client sends a favourites list: who, which gallery, every photo
// with its note, and one line to paste into Lightroom Classic's Library filter (Text → Filename →
// Contains takes a comma-separated list and matches any of them). That line has the names without
// their extension, so it finds the RAW files the delivered JPEGs were exported from too.

export interface FavouriteLine {
  filename: string;
  note: string;
}

/** "DSC_0001, DSC_0002": what Lightroom's filename filter takes. */
export function lightroomFilter(filenames: readonly string[]): string {
  return [...new Set(filenames.map((name) => name.replace(/\.[A-Za-z0-9]{1,5}$/, "")))].join(", ");
}

export function composeFavouritesMail(input: {
  gallery: Pick<GalleryRow, "title" | "client_name">;
  person: string;
  list: string;
  lines: readonly FavouriteLine[];
  siteName: string;
}): { subject: string; text: string; html: string } {
  const { gallery, person, list, lines } = input;
  const count = `${lines.length} photo${lines.length === 1 ? "" : "s"}`;
  const title = oneLine(gallery.title);
  const subject = `${oneLine(person)} sent "${oneLine(list)}" (${count}) from ${title}`;
  const filter = lightroomFilter(lines.map((l) => l.filename));
  const intro = `${oneLine(person)} sent their favourites list "${oneLine(list)}" from the gallery "${title}" (client: ${oneLine(gallery.client_name)}): ${count}.`;
  const text = [
    intro,
    "",
    "For Lightroom (Library filter → Text → Filename → Contains), copy this line:",
    filter,
    "",
    "The photos:",
    ...lines.map(
      (l, i) => `${i + 1}. ${l.filename}${l.note ? `\n   Note: ${l.note.replace(/\s*\n\s*/g, " / ")}` : ""}`,
    ),
    "",
    `Sent from the client gallery on ${input.siteName}. Reply to this e-mail to answer ${oneLine(gallery.client_name)}.`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>For Lightroom (Library filter → Text → Filename → Contains), copy this line:</p>`,
    `<pre style="white-space:pre-wrap;font-family:monospace;background:#f4ede2;padding:8px">${escapeHtml(filter)}</pre>`,
    "<ol>",
    ...lines.map(
      (l) =>
        `<li><strong>${escapeHtml(l.filename)}</strong>${l.note ? `<br>Note: ${escapeMultiline(l.note)}` : ""}</li>`,
    ),
    "</ol>",
    `<p>Sent from the client gallery on ${escapeHtml(input.siteName)}. Reply to this e-mail to answer ${escapeHtml(oneLine(gallery.client_name))}.</p>`,
  ].join("\n");
  return { subject, text, html };
}
