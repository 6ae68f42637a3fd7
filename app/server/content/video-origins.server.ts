import type { Env } from "../env.server";

// The welcome video plays in a frame, and the CSP's frame-src (server/main.ts) is fixed at start-up.
// So the stored video URL may only point at a player the CSP already allows: Vimeo's (the widget
// speaks Vimeo's postMessage API), plus WELCOME_VIDEO_ORIGIN when a deployment sets another one.
// Changing the URL in /admin then needs no restart; a new player host needs the variable and a restart.

export const VIMEO_PLAYER_ORIGIN = "https://player.vimeo.com";

/** Every origin the welcome video may come from, https only. */
export function allowedVideoOrigins(config: Pick<Env, "WELCOME_VIDEO_ORIGIN">): string[] {
  const origins = [VIMEO_PLAYER_ORIGIN];
  const configured = new URL(config.WELCOME_VIDEO_ORIGIN);
  if (configured.protocol === "https:" && !origins.includes(configured.origin)) origins.push(configured.origin);
  return origins;
}

/** The origin a video URL plays from, or undefined when it is not an allowed https player. */
export function videoOriginOf(videoUrl: string, allowed: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username || url.password) return undefined;
  return allowed.includes(url.origin) ? url.origin : undefined;
}
