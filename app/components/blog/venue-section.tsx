import type { BlogVenueView } from "~/shared/blog-article";
import { Picture } from "~/components/ui/picture";
import { MarkdownHtml } from "./markdown-html";

export interface VenueSectionProps {
  venue: BlogVenueView;
  number: number;
}

// The article column is at most 48rem wide; portraits sit two to a row.
const WIDE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";
const HALF_SIZES = "(min-width: 52rem) 24rem, calc(50vw - 1.5rem)";

export function VenueSection({ venue, number }: VenueSectionProps) {
  const headingId = `${venue.slug}-heading`;
  return (
    // scroll-mt keeps the heading clear of the fixed brand mark when a contents link jumps here.
    <section id={venue.slug} aria-labelledby={headingId} className="mt-16 scroll-mt-28 first-of-type:mt-12">
      <h2 id={headingId} className="text-3xl leading-tight sm:text-4xl">
        <span className="text-clay">{number}.</span> {venue.name}
      </h2>
      <p className="mt-1 text-sm tracking-wider text-ink-soft uppercase">
        {venue.location} · {venue.setting}
      </p>
      {venue.photos.length > 0 && (
        <div className="mt-6 grid grid-cols-2 gap-3">
          {venue.photos.map((photo, i) => (
            <Picture
              key={`${photo.image.key}-${i}`}
              image={photo.image}
              alt={photo.alt}
              sizes={photo.wide ? WIDE_SIZES : HALF_SIZES}
              className={photo.wide ? "col-span-2" : undefined}
              imgClassName="w-full rounded-md"
            />
          ))}
        </div>
      )}
      <MarkdownHtml html={venue.html} className="mx-auto mt-6 max-w-prose" />
    </section>
  );
}
