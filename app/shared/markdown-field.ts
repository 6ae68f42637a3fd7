import { z } from "zod";

// Markdown she types (the blog article, contracts): raw HTML and script links are refused outright,
// not just escaped when rendered, so what she previews is what the page shows.
const HTML_TAG = /<\/?[a-z!?][^>]*>/i;
const LINK_TARGET = /\]\(\s*<?([^)\s>]*)/g;
/** https, mailto, or a path on this site ("/inquiry"). */
const GOOD_LINK = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;

/** Trimmed Markdown up to `max` characters, without HTML or unsafe links; line ends made "\n". */
export function safeMarkdownField(what: string, max: number) {
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
