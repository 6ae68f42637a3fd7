// Reading the public booking pages over HTTP in the self-booking tests.

/** The page's text, tags dropped and entities decoded, on one line. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The starts (epoch minutes) of the time buttons on a page, in order. */
export const timeStarts = (html: string) => [...html.matchAll(/name="start" value="(\d+)"/g)].map((m) => Number(m[1]));

export const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});
