import { Picture } from "~/components/ui/picture";
import type { SetGroup } from "./gallery-items";
import type { PhotoActionsRender } from "./photo-actions";

// The client's grid: full-bleed justified rows (each photo as wide as its shape asks, every row
// one height), grouped by set. Pure CSS: a tile's flex-basis and flex-grow are both its aspect
// ratio, so a row's photos share one height and keep their shape; the last row's filler keeps it
// from stretching. Every tile has its size before its photo arrives (aspect-ratio), painted in the
// photo's own colour under the blurred placeholder, so nothing moves as photos load or a new page
// is appended below. Off-screen tiles skip layout and paint (content-visibility).

const SIZES = "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

export function GalleryGrid({
  groups,
  onOpen,
  actions,
}: {
  groups: readonly SetGroup[];
  /** Opens the lightbox at this index among all loaded photos. */
  onOpen: (index: number) => void;
  /** The buttons on each tile (heart; downloads and prints drop in through photo-actions.tsx). */
  actions: PhotoActionsRender;
}) {
  return (
    <div data-testid="gallery-grid">
      {groups.map((group) => {
        const headingId = group.set ? `set-${group.set.id}-${group.start}` : undefined;
        return (
          <section key={`${group.set?.id ?? "none"}-${group.start}`} aria-labelledby={headingId} className="mb-1">
            {group.set && (
              <h2 id={headingId} className="px-4 pt-10 pb-4 text-2xl sm:px-6 sm:text-3xl">
                {group.set.title}
              </h2>
            )}
            <ul className="flex flex-wrap items-start gap-1 [--row:7.5rem] sm:[--row:11rem] lg:[--row:15rem]">
              {group.items.map((item, i) => {
                const ratio = item.image.width / item.image.height;
                return (
                  <li
                    key={item.itemId}
                    data-item={item.itemId}
                    className="relative overflow-hidden [content-visibility:auto]"
                    style={{
                      flexGrow: ratio,
                      flexBasis: `calc(var(--row) * ${ratio.toFixed(4)})`,
                      aspectRatio: `${item.image.width} / ${item.image.height}`,
                      backgroundColor: item.color ?? undefined,
                    }}
                  >
                    <button
                      type="button"
                      onClick={() => onOpen(group.start + i)}
                      aria-label={`Open photo ${item.number}: ${item.alt}`}
                      className="block h-full w-full cursor-zoom-in"
                    >
                      <Picture image={item.image} alt="" sizes={SIZES} fill className="block h-full w-full" />
                    </button>
                    <div className="absolute right-1.5 bottom-1.5 flex gap-1.5">{actions(item, "grid")}</div>
                  </li>
                );
              })}
              {/* The last row keeps its photos' height instead of stretching them across. */}
              <li aria-hidden="true" className="h-0 grow-[1000] basis-0" />
            </ul>
          </section>
        );
      })}
    </div>
  );
}
