// Talking to the external video player (Vimeo's postMessage API) without trusting anyone else.

/** The player URL with autoplay and sound on (SPEC §2.3: "starts playing with sound on"). */
export function playerSrc(videoUrl: string): string {
  const url = new URL(videoUrl);
  url.searchParams.set("autoplay", "1");
  url.searchParams.set("muted", "0");
  return url.toString();
}

/** Messages asking the player to report the end of the video (Vimeo names it "finish"; "ended" in player.js). */
export const ENDED_SUBSCRIPTIONS = [
  { method: "addEventListener", value: "finish" },
  { method: "addEventListener", value: "ended" },
] as const;

/**
 * The event a window message from the player carries ("ready", "finish"…), or undefined. Only the
 * configured video origin is believed: any other frame or window could otherwise drive the widget.
 */
export function playerEvent(origin: string, data: unknown, videoOrigin: string): string | undefined {
  if (origin !== videoOrigin) return undefined;
  let payload = data;
  // Vimeo posts JSON strings to older integrations and objects to newer ones.
  if (typeof payload === "string") {
    try {
      payload = JSON.parse(payload) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!payload || typeof payload !== "object") return undefined;
  const event = (payload as { event?: unknown }).event;
  return typeof event === "string" ? event : undefined;
}

/**
 * The player says it is ready: only from then on does it accept addEventListener, so the
 * subscriptions to the end are sent on this message, never on the frame's load (which comes first).
 */
export function isPlayerReadyMessage(origin: string, data: unknown, videoOrigin: string): boolean {
  return playerEvent(origin, data, videoOrigin) === "ready";
}

/** Whether a window message is the player saying the video has ended. */
export function isPlayerEndedMessage(origin: string, data: unknown, videoOrigin: string): boolean {
  const event = playerEvent(origin, data, videoOrigin);
  return event === "finish" || event === "ended";
}

/** The page-wide signal that starts the welcome video (SPEC §2.3). */
export const PLAY_THANKS_VIDEO_EVENT = "playThanksVideo";
