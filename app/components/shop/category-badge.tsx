/** The product's category ("Signature Albums", "Floral Prints", "Landscape Prints") as a small tag. */
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="self-start rounded-full bg-sand-100 px-3 py-1 text-xs tracking-wider text-ink-soft uppercase">
      {category}
    </span>
  );
}
