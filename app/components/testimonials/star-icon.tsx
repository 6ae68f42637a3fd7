import { LineIcon } from "~/components/ui/line-icon";

/** One five-point star; filled or outlined. Decorative: the surrounding element names the rating. */
export function StarIcon({ filled, className = "h-5 w-5" }: { filled: boolean; className?: string }) {
  const colour = filled ? "fill-gold text-gold" : "fill-none text-ink/35";
  return (
    <LineIcon className={`${className} ${colour}`} fill={undefined} strokeWidth={1.5} strokeLinejoin="round">
      <path d={STAR_PATH} />
    </LineIcon>
  );
}

const STAR_ID = "star-shape";
const STAR_PATH =
  "M12 2.8l2.84 5.75 6.35.92-4.6 4.48 1.09 6.32L12 17.28l-5.68 2.99 1.09-6.32-4.6-4.48 6.35-.92L12 2.8z";
/** 24 units per star plus 2.4 between them: 20 px stars 2 px apart at h-5. */
const STEP = 26.4;

/**
 * The star, defined once per page for every StarRating on it (a story page has one rating per
 * review: five inline SVGs each made them the heaviest pages to render). Fill and colour come from
 * each <use>, so the path sets neither.
 */
export function StarDefinition() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </symbol>
    </svg>
  );
}

/**
 * Read-only stars, announced as "{n} out of 5 stars" (SPEC.md §2.8): one SVG of five references to
 * the page's StarDefinition.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`${rating} out of 5 stars`} className={`flex ${className ?? ""}`}>
      <svg aria-hidden="true" viewBox={`0 0 ${4 * STEP + 24} 24`} className="h-5 w-[6.75rem]">
        {[0, 1, 2, 3, 4].map((i) => (
          <use
            key={i}
            href={`#${STAR_ID}`}
            x={i * STEP}
            width="24"
            height="24"
            className={i < rating ? "fill-gold text-gold" : "fill-none text-ink/35"}
          />
        ))}
      </svg>
    </div>
  );
}
