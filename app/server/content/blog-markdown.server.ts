import MarkdownIt from "markdown-it";

// The blog article's Markdown, rendered on the server with markdown-it (decision 021): the about
// text's subset plus headings and lists, which the venues' "Photography Highlights" need.
// `html: false` prints raw HTML as text, and markdown-it's link check drops javascript:, vbscript:
// and data: addresses; on top of that the editor refuses both outright (blogMarkdownField in
// app/shared/content/blog-article.schema.ts), so what she previews is what the page shows.
// Images, tables, code and quotes stay off.
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
