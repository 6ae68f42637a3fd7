import { Picture } from "~/components/ui/picture";
import { CarouselButtons } from "~/components/ui/carousel-buttons";
import { useCarousel } from "~/components/ui/use-carousel";
import type { HomeTexts, ShownImage } from "./home-data";
import { useWelcomeVideo } from "./welcome-video-context";
import { CarouselRegion } from "~/components/ui/carousel-region";

/** "THE ONE BEHIND THE CAMERA": her words, six portraits, the video button and availability. */
export function AboutSection({ portraits, texts }: { portraits: readonly ShownImage[]; texts: HomeTexts }) {
  const { show } = useWelcomeVideo();
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-4 bg-white py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <PortraitCarousel portraits={portraits} />
        <div>
          <h2 id="about-heading" className="text-4xl sm:text-5xl">
            THE ONE BEHIND THE CAMERA
          </h2>
          <div
            className="about-text mt-6 space-y-4 text-lg leading-relaxed text-ink-soft"
            // Rendered on the server from her Markdown subset, raw HTML refused (app/server/content/markdown.server.ts).
            dangerouslySetInnerHTML={{ __html: texts.aboutHtml }}
          />
          <button type="button" onClick={show} className="btn-outline mt-8">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
            Show video
          </button>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {texts.availability.map((notice) => (
              <li key={notice.heading} className="rounded-xl border border-gold/40 bg-sand-50 p-5">
                <p className="font-serif text-2xl text-clay">{notice.heading}</p>
                <p className="mt-1 text-sm text-ink-soft">{notice.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** One portrait at a time; stops at both ends (the buttons are disabled there). */
function PortraitCarousel({ portraits }: { portraits: readonly ShownImage[] }) {
  const carousel = useCarousel({ count: portraits.length });
  return (
    <CarouselRegion
      label="Portraits of the photographer"
      testId="about-carousel"
      carousel={carousel}
      className="mx-auto w-full max-w-md rounded-2xl"
    >
      <div className="touch-pan-y overflow-hidden rounded-2xl shadow-xl">
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {portraits.map((portrait, i) => (
            <li
              key={`${i}:${portrait.image.key}`}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${portraits.length}`}
              aria-hidden={i !== carousel.index}
              className="w-full shrink-0"
            >
              <Picture
                image={portrait.image}
                alt={portrait.alt}
                sizes="(min-width: 1024px) 448px, 90vw"
                className="block aspect-[4/5]"
                fill
              />
            </li>
          ))}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {`Portrait ${carousel.index + 1} of ${portraits.length}`}
      </p>
      <CarouselButtons
        className="mt-4"
        onPrevious={carousel.previous}
        onNext={carousel.next}
        canPrevious={carousel.canPrevious}
        canNext={carousel.canNext}
      />
    </CarouselRegion>
  );
}
