import MarkdownIt from "markdown-it";

// The signed contract's Markdown as blocks the PDF lays out: headings, paragraphs and list items
// (nested, numbered or not). Inline marks (emphasis, links) become their plain text, and raw HTML
// stays text, as on the booking page: the PDF shows what was signed, word for word.

type ContractBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; depth: number; marker: string; text: string }
  | { kind: "rule" };

const markdown = new MarkdownIt("commonmark", { html: false, linkify: false });

type Token = ReturnType<typeof markdown.parse>[number];

/** The inline token's words: soft breaks are spaces, hard breaks new lines. */
function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? "";
  return token.children
    .map((child) => {
      if (child.type === "softbreak") return " ";
      if (child.type === "hardbreak") return "\n";
      if (child.type === "image") return child.content;
      return child.type === "text" || child.type === "code_inline" || child.type === "html_inline" ? child.content : "";
    })
    .join("");
}

export function contractBlocks(source: string): ContractBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: ContractBlock[] = [];
  /** Open lists, innermost last: the next number of an ordered one, null for bullets. */
  const lists: Array<{ next: number | null }> = [];
  let pendingMarker: string | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case "heading_open":
        blocks.push({ kind: "heading", level: Number(token.tag.slice(1)), text: inlineText(tokens[i + 1]) });
        break;
      case "bullet_list_open":
        lists.push({ next: null });
        break;
      case "ordered_list_open":
        lists.push({ next: Number(token.attrGet("start") ?? 1) });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        break;
      case "list_item_open": {
        const list = lists.at(-1);
        pendingMarker = list?.next != null ? `${list.next++}.` : "•";
        break;
      }
      case "paragraph_open": {
        const text = inlineText(tokens[i + 1]);
        if (pendingMarker !== null) {
          blocks.push({ kind: "item", depth: lists.length, marker: pendingMarker, text });
          pendingMarker = null;
        } else if (lists.length > 0) {
          // A list item's second paragraph: indented like the item, without a marker.
          blocks.push({ kind: "item", depth: lists.length, marker: "", text });
        } else {
          blocks.push({ kind: "paragraph", text });
        }
        break;
      }
      case "fence":
      case "code_block":
      case "html_block":
        blocks.push({ kind: "paragraph", text: token.content.replace(/\n$/, "") });
        break;
      case "hr":
        blocks.push({ kind: "rule" });
        break;
    }
  }
  return blocks;
}
