/** "Love Stories" / "Life Stories", the public page a testimonial shows on. */
export function categoryLabel(category: "love_stories" | "life_stories") {
  return category === "love_stories" ? "Love Stories" : "Life Stories";
}

export function categoryPath(category: "love_stories" | "life_stories") {
  return category === "love_stories" ? "/testimonials/love-stories" : "/testimonials/life-stories";
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-gold" role="img" aria-label={`${rating} out of 5 stars`}>
      {"★".repeat(rating)}
      <span className="text-ink/20">{"★".repeat(5 - rating)}</span>
    </span>
  );
}
