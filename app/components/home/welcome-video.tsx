import { useEffect, useRef } from "react";
import { Picture } from "~/components/ui/picture";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import type { ShownImage } from "./home-data";
import { useWelcomeVideo } from "./welcome-video-context";
import {
  ENDED_SUBSCRIPTIONS,
  isPlayerEndedMessage,
  isPlayerReadyMessage,
  PLAY_THANKS_VIDEO_EVENT,
  playerSrc,
} from "./welcome-video-player";
import { CloseIcon } from "~/components/ui/close-icon";

/** The floating welcome-video widget (SPEC §2.3): a speech bubble and a cover that becomes the player. */
export function WelcomeVideo({ cover }: { cover: ShownImage }) {
  const { welcomeVideoUrl, welcomeVideoOrigin, siteName } = useSiteSettings();
  const { visible, playing, play, end, close } = useWelcomeVideo();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    window.addEventListener(PLAY_THANKS_VIDEO_EVENT, play);
    return () => window.removeEventListener(PLAY_THANKS_VIDEO_EVENT, play);
  }, [play]);

  // On a phone the widget sits in the page's flow, above the about section: when "Show video" or
  // the playThanksVideo signal brings it back, bring it into view too.
  const wasVisible = useRef(visible);
  useEffect(() => {
    const root = rootRef.current;
    if (visible && !wasVisible.current && root && getComputedStyle(root).position !== "fixed") {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      root.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
    }
    wasVisible.current = visible;
  }, [visible]);

  useEffect(() => {
    if (!playing) return;
    const onMessage = (e: MessageEvent) => {
      const player = frameRef.current?.contentWindow;
      // Only our own frame, and only from the video origin.
      if (!player || e.source !== player) return;
      if (isPlayerReadyMessage(e.origin, e.data, welcomeVideoOrigin)) {
        // The player ignores addEventListener until it is ready: subscribe to the end only now.
        for (const message of ENDED_SUBSCRIPTIONS) player.postMessage(message, welcomeVideoOrigin);
        return;
      }
      if (!isPlayerEndedMessage(e.origin, e.data, welcomeVideoOrigin)) return;
      // Keep keyboard users in the widget when the player disappears under their focus.
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      end();
      if (hadFocus) requestAnimationFrame(() => playButtonRef.current?.focus());
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [playing, welcomeVideoOrigin, end]);

  if (!visible) return null;
  return (
    <aside
      ref={rootRef}
      aria-label="Welcome video"
      data-testid="welcome-video"
      data-state={playing ? "playing" : "cover"}
      // Phones: in the page's flow right after the hero, so it hides nothing of it, and the player
      // takes the screen's width. From 640 px: floating in the bottom-left corner.
      className={`relative z-40 mx-auto my-8 sm:fixed sm:bottom-4 sm:left-4 sm:my-0 sm:w-44 ${playing ? "w-[calc(100%-2rem)] max-w-lg" : "w-44"}`}
    >
      <p className="relative mx-auto mb-3 w-44 rounded-2xl bg-white px-3 py-2 text-center font-serif text-base text-ink shadow-lg after:absolute after:-bottom-2 after:left-8 after:h-4 after:w-4 after:rotate-45 after:bg-white sm:mx-0">
        Thanks for being here!
      </p>
      <div
        className={`relative overflow-hidden rounded-2xl bg-ink shadow-xl ring-2 ring-white sm:aspect-[3/4] ${playing ? "aspect-video" : "aspect-[3/4]"}`}
      >
        {playing ? (
          <iframe
            ref={frameRef}
            src={playerSrc(welcomeVideoUrl)}
            title={`Welcome video from ${siteName}`}
            allow="autoplay; fullscreen"
            allowFullScreen
            className="h-full w-full border-0"
          />
        ) : (
          <button
            ref={playButtonRef}
            type="button"
            onClick={play}
            aria-label="Play welcome video"
            className="group block h-full w-full"
          >
            <Picture image={cover.image} alt="" sizes="176px" fill className="block h-full w-full" />
            <span className="absolute inset-0 flex items-center justify-center bg-black/15 transition-colors group-hover:bg-black/30">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-clay shadow-lg">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-0.5 h-6 w-6" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
            </span>
          </button>
        )}
        <button
          type="button"
          onClick={close}
          aria-label="Close welcome video"
          className="absolute top-1.5 right-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
        >
          <CloseIcon strokeWidth={2.5} />
        </button>
      </div>
    </aside>
  );
}
