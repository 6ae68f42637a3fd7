/** One five-point star; filled or outlined. Decorative: the surrounding element names the rating. */
export function StarIcon({ filled, className = "h-5 w-5" }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`${className} ${filled ? "fill-gold text-gold" : "fill-none text-ink/35"}`}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="M12 2.8l2.84 5.75 6.35.92-4.6 4.48 1.09 6.32L12 17.28l-5.68 2.99 1.09-6.32-4.6-4.48 6.35-.92L12 2.8z" />
    </svg>
  );
}

/** Read-only stars, announced as "{n} out of 5 stars" (SPEC.md §2.8). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`${rating} out of 5 stars`} className={`flex gap-0.5 ${className ?? ""}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= rating} />
      ))}
    </div>
  );
}
