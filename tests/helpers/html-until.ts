/**
 * A page's HTML once `ready(html)` holds, or as it is when `limitMs` has passed: cached public
 * pages follow a change within about 2 s (decision 020; a brief page within a second, decision
 * 043), not on the very next request. The caller asserts what it expects after.
 */
export async function htmlUntil(
  url: string,
  ready: (html: string) => boolean,
  { limitMs, pauseMs = 100, init }: { limitMs: number; pauseMs?: number; init?: RequestInit },
): Promise<string> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const html = await (await fetch(url, init)).text();
    if (ready(html) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
