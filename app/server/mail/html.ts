// Visitor text goes into HTML e-mails: every value is escaped, nothing a visitor typed is markup.

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Escaped text with its line breaks kept. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/** One line for a header: a visitor's line breaks and tabs become spaces. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
