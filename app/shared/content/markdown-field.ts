import { z } from "zod";

// Markdown as the site accepts it from her (the blog article, contract templates), rendered on the
// server by markdown-it with raw HTML off (app/server/content/blog-markdown.server.ts). Raw HTML
// and script links are refused outright when saved, so what she previews is what is shown.
const HTML_TAG = /<\/?[a-z!?][^>]*>/i;
const LINK_TARGET = /\]\(\s*<?([^)\s>]*)/g;
/** https, mailto, or a path on this site ("/inquiry"). */
const GOOD_LINK = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;

/** Markdown that may be empty (a draft's contract), with the messages shown under it; line endings made "\n". */
export function markdownText(what: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep the ${what} to ${max} characters or fewer.`)
    .refine(
      (t) => !HTML_TAG.test(t),
      "HTML is not allowed here. Use Markdown: *stars* for emphasis, - for a list, [text](https://…) for links.",
    )
    .refine(
      (t) => [...t.matchAll(LINK_TARGET)].every(([, target]) => GOOD_LINK.test(target ?? "")),
      "Every link must start with https:// (or mailto: for an e-mail address, or / for a page of this site).",
    )
    .transform((t) => t.replace(/\r\n?/g, "\n"));
}

/** A Markdown field that must be filled in. */
export function markdownField(what: string, max: number) {
  return z.string().trim().min(1, `Write the ${what}.`).pipe(markdownText(what, max));
}
