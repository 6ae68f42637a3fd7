import type { Venue } from "~/content/blog/phoenix-wedding-venues";
import type { ResolvedImage } from "~/images/types";
import { Picture } from "~/components/ui/picture";

export interface VenueSectionProps {
  venue: Venue;
  number: number;
  /** The venue's photos, resolved by the loader, in the venue's photo order. */
  images: readonly ResolvedImage[];
}

// The article column is at most 48rem wide; portraits sit two to a row.
const WIDE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 2rem)";
const HALF_SIZES = "(min-width: 52rem) 24rem, calc(50vw - 1.5rem)";

export function VenueSection({ venue, number, images }: VenueSectionProps) {
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
      <div className="mt-6 grid grid-cols-2 gap-3">
        {venue.photos.map((photo, i) => {
          const image = images[i];
          if (!image) return null;
          const wide = photo.orientation === "landscape";
          return (
            <Picture
              key={photo.key}
              image={image}
              alt={photo.alt}
              sizes={wide ? WIDE_SIZES : HALF_SIZES}
              className={wide ? "col-span-2" : undefined}
              imgClassName="w-full rounded-md"
            />
          );
        })}
      </div>
      <div className="mx-auto mt-6 max-w-prose space-y-4 text-lg leading-relaxed">
        {venue.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {venue.highlights && (
          <>
            <h3 className="pt-2 text-2xl">Photography Highlights</h3>
            <ul className="list-disc space-y-1 pl-6 marker:text-gold">
              {venue.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
