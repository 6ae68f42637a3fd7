import { describe, expect, it } from "vitest";
import { venueArticle } from "~/catalogue/phoenix-wedding-venues";
import { blogMarkdownField } from "~/shared/content/blog-article.schema";
import { renderBlogMarkdown } from "./blog-markdown.server";
import { venueMarkdown } from "./blog-seed.server";

describe("the blog's Markdown preset", () => {
  it("renders paragraphs, small headings, lists, emphasis and links", () => {
    expect(renderBlogMarkdown("One *two* [x](https://example.org/).\n\n### Head\n\n- a\n- b")).toBe(
      '<p>One <em>two</em> <a href="https://example.org/">x</a>.</p>\n<h3>Head</h3>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n',
    );
  });

  it("prints raw HTML as text and drops javascript: links", () => {
    const html = renderBlogMarkdown(
      'Hi <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div onclick="x">block</div>\n\n[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) [z](data:text/html,hi)',
    );
    expect(html).not.toMatch(/<script|<img|<div|href="javascript|href="data/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("[x](javascript:alert(1))");
  });

  it("keeps images, tables, code and quotes as text", () => {
    const html = renderBlogMarkdown("![a](https://example.org/a.jpg)\n\n> quote\n\n    code\n\n`tick`");
    expect(html).not.toMatch(/<img|<blockquote|<pre|<code/);
  });

  it("reproduces today's venue sections: paragraphs, then the highlights heading and list", () => {
    for (const venue of venueArticle.venues) {
      const html = renderBlogMarkdown(venueMarkdown(venue));
      expect(html.match(/<p>/g)).toHaveLength(venue.paragraphs.length);
      for (const p of venue.paragraphs) expect(html).toContain(`<p>${p}</p>`);
      if (venue.highlights) {
        expect(html).toContain("<h3>Photography Highlights</h3>");
        for (const h of venue.highlights) expect(html).toContain(`<li>${h}</li>`);
      } else {
        expect(html).not.toContain("<h3>");
      }
    }
  });
});

describe("the blog's Markdown fields", () => {
  const field = blogMarkdownField("introduction", 200);
  const message = (text: string) => {
    const result = field.safeParse(text);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("accepts Markdown and normalises line ends", () => {
    expect(field.parse("  One\r\n\r\n### Two\r\n- [a](/inquiry)  ")).toBe("One\n\n### Two\n- [a](/inquiry)");
  });

  it("refuses raw HTML, script links, big headings, empty and long text, in plain words", () => {
    expect(message("Hi <b>there</b>")).toMatch(/^HTML is not allowed here/);
    expect(message("[x](javascript:alert(1))")).toMatch(/^Every link must start with https:\/\//);
    expect(message("[x](//evil.test)")).toMatch(/^Every link must start/);
    expect(message("# Big")).toMatch(/^Use ### for a heading/);
    expect(message("text\n## Big")).toMatch(/^Use ### for a heading/);
    expect(message("   ")).toBe("Write the introduction.");
    expect(message("x".repeat(201))).toBe("Keep the introduction to 200 characters or fewer.");
  });
});
