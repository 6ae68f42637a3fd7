import { useEffect, useRef } from "react";
import { Picture } from "~/components/ui/picture";
import { useSiteSettings } from "~/site/use-site-settings";
import type { ShownImage } from "./home-data";
import { useWelcomeVideo } from "./welcome-video-context";
import { ENDED_SUBSCRIPTIONS, isPlayerEndedMessage, PLAY_THANKS_VIDEO_EVENT, playerSrc } from "./welcome-video-player";
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

  useEffect(() => {
    if (!playing) return;
    const onMessage = (e: MessageEvent) => {
      if (!isPlayerEndedMessage(e.origin, e.data, welcomeVideoOrigin)) return;
      // Keep keyboard users in the widget when the player disappears under their focus.
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      end();
      if (hadFocus) requestAnimationFrame(() => playButtonRef.current?.focus());
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [playing, welcomeVideoOrigin, end]);

  const subscribeToEnd = () => {
    const player = frameRef.current?.contentWindow;
    for (const message of ENDED_SUBSCRIPTIONS) player?.postMessage(message, welcomeVideoOrigin);
  };

  if (!visible) return null;
  return (
    <aside
      ref={rootRef}
      aria-label="Welcome video"
      data-testid="welcome-video"
      data-state={playing ? "playing" : "cover"}
      className="fixed bottom-3 left-3 z-40 w-24 sm:bottom-4 sm:left-4 sm:w-44"
    >
      <p className="relative mb-3 rounded-2xl bg-white px-2 py-1.5 text-center font-serif text-xs sm:px-3 sm:py-2 sm:text-base text-ink shadow-lg after:absolute after:-bottom-2 after:left-6 sm:after:left-8 after:h-4 after:w-4 after:rotate-45 after:bg-white">
        Thanks for being here!
      </p>
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-ink shadow-xl ring-2 ring-white">
        {playing ? (
          <iframe
            ref={frameRef}
            src={playerSrc(welcomeVideoUrl)}
            title={`Welcome video from ${siteName}`}
            allow="autoplay; fullscreen"
            allowFullScreen
            onLoad={subscribeToEnd}
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
