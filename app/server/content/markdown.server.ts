import MarkdownIt from "markdown-it";

// The about text's small Markdown subset, rendered on the server: paragraphs, *emphasis*,
// **strong** and [links](https://…). markdown-it's "zero" preset turns every other rule off
// (no headings, lists, images, tables), `html: false` prints any raw HTML as text, and its link
// check refuses javascript:, vbscript: and data: addresses. See docs/decisions/021.
const markdown = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable([
  "emphasis",
  "link",
  "newline",
  "escape",
]);

/** HTML for the about section: one <p> per paragraph. */
export function renderAboutMarkdown(text: string): string {
  return markdown.render(text);
}
