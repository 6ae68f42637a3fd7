// HTML rendered on the server from the article's Markdown (app/server/content/blog-markdown.server.ts:
// raw HTML refused, unsafe links dropped). The elements carry no classes, so they are styled from
// here, matching the article's hand-written markup before it moved to the database.
const PROSE =
  "space-y-4 text-lg leading-relaxed [&_a]:text-clay [&_a]:underline [&_a]:underline-offset-4 " +
  "[&_h3]:pt-2 [&_h3]:text-2xl [&_h4]:pt-2 [&_h4]:text-xl [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 " +
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_li]:marker:text-gold";

export function MarkdownHtml({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
