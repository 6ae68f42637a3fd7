import { renderBlogMarkdown } from "../content/blog-markdown.server";

// A contract's Markdown as HTML: the blog's renderer (raw HTML printed as text, unsafe links
// dropped; the form refuses both anyway), its headings moved two levels down so the contract's
// "# Agreement" sits under the page's own headings.

export function renderContractHtml(markdown: string): string {
  return renderBlogMarkdown(markdown).replace(
    /<(\/?)h([1-6])>/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 2, 6)}>`,
  );
}
