// The site's rate limits count in fixed clock windows (app/server/security/rate-limit.server.ts):
// every count starts over at a multiple of the window. A test that makes `max` requests and then
// expects a 429 fails if a window ends in the middle of it, which on a loaded CI machine happens.
// Call this first: when fewer than `needSeconds` are left in the current window, it waits for the
// next one to begin, so the whole test runs inside one window.

export async function insideOneRateWindow(windowSeconds: number, needSeconds = 90): Promise<void> {
  const nowMs = Date.now();
  const windowMs = windowSeconds * 1000;
  const leftMs = windowMs - (nowMs % windowMs);
  if (leftMs >= needSeconds * 1000) return;
  await new Promise((resolve) => setTimeout(resolve, leftMs + 250));
}
