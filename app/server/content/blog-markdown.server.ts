import MarkdownIt from "markdown-it";
import { z } from "zod";

// The blog article's Markdown, rendered on the server with markdown-it (decision 021): the about
// text's subset plus headings and lists, which the venues' "Photography Highlights" need.
// `html: false` prints raw HTML as text, and markdown-it's link check drops javascript:, vbscript:
// and data: addresses; on top of that the editor refuses both outright (blogMarkdownField), so what
// she previews is what the page shows. Images, tables, code and quotes stay off.
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable([
  "heading",
  "list",
  "emphasis",
  "link",
  "newline",
  "escape",
]);

export function renderBlogMarkdown(text: string): string {
  return markdown.render(text);
}

const HTML_TAG = /<\/?[a-z!?][^>]*>/i;
const LINK_TARGET = /\]\(\s*<?([^)\s>]*)/g;
/** https, mailto, or a path on this site ("/inquiry"). */
const GOOD_LINK = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;
/** "# " and "## ": the page's title and its sections use those levels. */
const BIG_HEADING = /^ {0,3}#{1,2}(\s|$)/m;

/** A Markdown field of the article, with the messages shown under it. */
export function blogMarkdownField(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `Keep the ${what} to ${max} characters or fewer.`)
    .refine(
      (t) => !HTML_TAG.test(t),
      "HTML is not allowed here. Use Markdown: *stars* for emphasis, - for a list, [text](https://…) for links.",
    )
    .refine(
      (t) => [...t.matchAll(LINK_TARGET)].every(([, target]) => GOOD_LINK.test(target ?? "")),
      "Every link must start with https:// (or mailto: for an e-mail address, or / for a page of this site).",
    )
    .refine(
      (t) => !BIG_HEADING.test(t),
      "Use ### for a heading here: the larger sizes are the article's title and its sections.",
    )
    .transform((t) => t.replace(/\r\n?/g, "\n"));
}
