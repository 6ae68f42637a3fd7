import type { ClientItem } from "./gallery-types";
import { HeartIcon } from "./heart-icon";
import { useFavourites } from "./favourites-context";

/** The favourite toggle of one photo, on its grid tile and in the lightbox. */
export function HeartButton({ item, where }: { item: ClientItem; where: "grid" | "lightbox" }) {
  const favourites = useFavourites();
  const on = favourites.isHearted(item.itemId);
  const size = where === "grid" ? "h-10 w-10" : "h-12 w-12";
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`Favourite photo ${item.number}`}
      title={on ? "In your favourites" : "Add to your favourites"}
      data-testid="heart"
      onClick={() => favourites.toggle(item.itemId)}
      className={`flex ${size} items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm transition-colors hover:bg-black/65 ${on ? "text-rose-400" : ""}`}
    >
      <HeartIcon filled={on} className={where === "grid" ? "h-5 w-5" : "h-6 w-6"} />
    </button>
  );
}
