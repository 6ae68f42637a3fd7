// Retry timing shared by every durable queue (mail outbox, background jobs).

export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Back-off after the n-th failed attempt (n ≥ 1): base, 2×base, 4×base, … capped at 6 hours. */
export function retryDelayMs(attempts: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}
