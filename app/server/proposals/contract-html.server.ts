import { renderBlogMarkdown } from "../content/blog-markdown.server";

// A contract's Markdown as HTML, wherever it is shown (the template's preview, the proposal's
// preview, the client's booking page): the blog's renderer (raw HTML printed as text, unsafe links
// dropped; the forms refuse both anyway), its headings moved so the highest is an h3, under the
// page's own "Contract" heading (h2).

export function renderContractHtml(markdown: string): string {
  const html = renderBlogMarkdown(markdown);
  const levels = [...html.matchAll(/<h([1-6])>/g)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = 3 - Math.min(...levels);
  return html.replace(
    /<(\/?)h([1-6])>/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}>`,
  );
}
