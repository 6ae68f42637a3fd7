import { describe, expect, it } from "vitest";
import { renderAboutMarkdown } from "./markdown.server";

describe("the about text's Markdown subset", () => {
  it("renders paragraphs, emphasis and https links", () => {
    expect(renderAboutMarkdown("One *two*.\n\nThree **four** [five](https://example.org/).")).toBe(
      '<p>One <em>two</em>.</p>\n<p>Three <strong>four</strong> <a href="https://example.org/">five</a>.</p>\n',
    );
  });

  it("prints raw HTML as text and drops script links", () => {
    const html = renderAboutMarkdown(
      "Hi <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps every other Markdown construct as plain text", () => {
    const html = renderAboutMarkdown("# Title\n\n- item\n\n![photo](https://example.org/a.jpg)\n\n> quote");
    expect(html).not.toMatch(/<h1|<ul|<li|<blockquote/);
    expect(html).toContain("# Title");
  });

  it("renders today's about paragraphs unchanged, one <p> each", async () => {
    const { aboutParagraphs } = await import("~/server/content/home-texts-seed.server");
    const html = renderAboutMarkdown(aboutParagraphs.join("\n\n"));
    expect(html.match(/<p>/g)).toHaveLength(aboutParagraphs.length);
    for (const p of aboutParagraphs) expect(html.replace(/&quot;/g, '"')).toContain(p);
  });
});
