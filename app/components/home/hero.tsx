import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { useGoToAnchor } from "~/components/layout/use-go-to-anchor";
import type { ShownImage } from "./home-data";
import { startSlideshow } from "./slideshow-timer";

/**
 * Full-width hero slideshow. The first slide is in the server HTML and is the LCP image; the
 * others are mounted after hydration, one ahead of the slide on show, so they load lazily.
 */
export function Hero({ slides }: { slides: readonly ShownImage[] }) {
  const [current, setCurrent] = useState(0);
  // Highest slide index mounted so far; 0 during SSR and hydration so the HTML matches.
  const [mounted, setMounted] = useState(0);
  const goToAnchor = useGoToAnchor();

  // Slide 2 is fetched once the page has finished loading, so it never competes with the LCP image.
  useEffect(() => {
    const mountSecond = () => setMounted((m) => Math.max(m, Math.min(1, slides.length - 1)));
    if (document.readyState === "complete") {
      const frame = requestAnimationFrame(mountSecond);
      return () => cancelAnimationFrame(frame);
    }
    window.addEventListener("load", mountSecond, { once: true });
    return () => window.removeEventListener("load", mountSecond);
  }, [slides.length]);

  useEffect(() => {
    const timer = startSlideshow({
      count: slides.length,
      onAdvance: (index) => {
        setCurrent(index);
        // Keep one slide ahead mounted, so it has loaded before it fades in.
        setMounted((m) => Math.max(m, Math.min(index + 1, slides.length - 1)));
      },
    });
    // A hidden tab does not need to run the clock (and would otherwise fade through unseen slides).
    const onVisibility = () => (document.hidden ? timer.pause() : timer.resume());
    if (document.hidden) timer.pause();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      timer.stop();
    };
  }, [slides.length]);

  return (
    <section
      aria-label="Introduction"
      data-testid="hero"
      data-slide={current}
      className="relative isolate flex h-[clamp(600px,70vh,900px)] w-full items-center justify-center overflow-hidden bg-ink text-white"
    >
      {slides.slice(0, mounted + 1).map((slide, i) => (
        <div
          // The same photo may be chosen twice: the position keeps the keys apart.
          key={`${i}:${slide.image.key}`}
          aria-hidden={i !== current}
          data-testid="hero-slide"
          className={`absolute inset-0 -z-10 transition-opacity duration-1000 ease-in-out motion-reduce:transition-none ${
            i === current ? "opacity-100" : "opacity-0"
          }`}
        >
          <Picture image={slide.image} alt={slide.alt} priority={i === 0} fill className="block h-full w-full" />
        </div>
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/30 via-black/20 to-black/55"
      />
      <div className="mx-auto max-w-4xl px-6 text-center">
        <h1 className="font-serif text-4xl leading-tight tracking-[0.08em] drop-shadow-lg sm:text-6xl">
          CINEMATIC PHOTOGRAPHY <em className="font-medium">for</em> LOVERS <em className="font-medium">and</em>{" "}
          DREAMERS
        </h1>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Link to="/work" className="btn bg-white text-ink hover:bg-sand-100">
            View Work
          </Link>
          <Link to="/inquiry" className="btn-primary">
            Inquire
          </Link>
          <a
            href="#investment"
            className="btn border border-white/80 text-white hover:bg-white hover:text-ink"
            onClick={(e) => {
              e.preventDefault();
              goToAnchor("investment");
            }}
          >
            Investment
          </a>
        </div>
      </div>
      <p className="absolute inset-x-0 bottom-8 px-4 text-center text-xs font-medium tracking-[0.3em] drop-shadow sm:text-sm">
        ARIZONA WEDDING AND FAMILY PHOTOGRAPHER
      </p>
    </section>
  );
}
