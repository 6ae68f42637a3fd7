import { Link } from "react-router";
import { printCarouselCopy as printCarousel } from "~/catalogue/home-carousel-copy";
import { Picture } from "~/components/ui/picture";
import { CarouselButtons } from "~/components/ui/carousel-buttons";
import { rotate } from "~/components/ui/carousel-index";
import { useCarousel } from "~/components/ui/use-carousel";
import type { PrintCarouselEntry } from "./home-data";
import { CarouselRegion } from "~/components/ui/carousel-region";

// How many items show at once is pure CSS (1, 2 from sm, 3 from lg): the list is rotated so the
// current item comes first, and later positions are display:none, which also keeps their links
// out of the tab order and their images unloaded. No measuring, so no layout shift on hydration.
const POSITION_CLASS = ["block", "hidden sm:block", "hidden lg:block"];

/** "Fine Art Prints": a looping carousel that opens on its second item (SPEC §2.3). */
export function PrintCarousel({ items }: { items: readonly PrintCarouselEntry[] }) {
  const carousel = useCarousel({ count: items.length, loop: true, startIndex: printCarousel.startIndex });
  const shown = rotate(items, carousel.index);
  return (
    <section aria-labelledby="prints-heading" className="bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="prints-heading" className="text-center text-4xl sm:text-5xl">
          {printCarousel.heading}
        </h2>
        <p className="mt-3 text-center text-ink-soft">{printCarousel.subtitle}</p>
        <CarouselRegion
          label="Print carousel"
          testId="print-carousel"
          carousel={carousel}
          className="mt-10 touch-pan-y rounded-xl"
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item, position) => (
              <li
                key={item.id}
                data-testid="print-item"
                className={POSITION_CLASS[position] ?? "hidden"}
                aria-roledescription="slide"
                aria-label={item.title}
              >
                <Link to={item.to} className="group block overflow-hidden rounded-xl">
                  <Picture
                    image={item.image}
                    alt={item.alt}
                    sizes="(min-width: 1024px) 352px, (min-width: 640px) 45vw, 90vw"
                    className="block aspect-[4/5] bg-sand-100"
                    imgClassName="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                    fill
                  />
                </Link>
                <h3 className="mt-4 text-center font-serif text-2xl">{item.title}</h3>
                <p className="text-center text-sm text-ink-soft">{item.sizesText}</p>
                <p className="mt-1 text-center">
                  <Link to={item.to} className="font-medium text-clay underline-offset-4 hover:underline">
                    {item.price}
                    <span className="sr-only"> – {item.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
          <p className="sr-only" aria-live="polite">
            {`Showing item ${carousel.index + 1} of ${items.length}: ${shown[0]?.title ?? ""}`}
          </p>
          <CarouselButtons
            className="mt-8"
            onPrevious={carousel.previous}
            onNext={carousel.next}
            canPrevious={carousel.canPrevious}
            canNext={carousel.canNext}
            previousLabel="Previous prints"
            nextLabel="Next prints"
          />
        </CarouselRegion>
        <div className="mt-10 text-center">
          <Link to={printCarousel.viewAll.to} className="btn-primary">
            {printCarousel.viewAll.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
