import type { ReactNode } from "react";

/** A library photo offered for ticking: its thumbnail, its file name and a line under it. */
export interface PickablePhoto {
  id: number;
  thumb: string | null;
  filename: string;
  /** Under the file name: its description, or why it cannot be added. */
  note: string | null;
  /** Shown faded, without a checkbox to tick (e.g. already in the gallery). */
  disabled?: boolean;
}

const TICKABLE = "cursor-pointer has-[:checked]:border-clay has-[:checked]:ring-2 has-[:checked]:ring-clay";

/**
 * The grid of library photos the gallery and portfolio pickers show: each a checkbox "photoId"
 * in a card, the cards of the ticked ones ringed (CSS only: the form works without JavaScript).
 */
export function PhotoPicker({ legend, photos }: { legend: ReactNode; photos: PickablePhoto[] }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm text-ink-soft">{legend}</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.id}>
            <label
              className={`block rounded-lg border border-ink/10 bg-white p-2 ${photo.disabled ? "opacity-70" : TICKABLE}`}
            >
              <div className="aspect-square overflow-hidden rounded bg-sand-100">
                {photo.thumb && <img src={photo.thumb} alt="" loading="lazy" className="h-full w-full object-cover" />}
              </div>
              <span className="mt-2 flex items-start gap-2 text-sm">
                <input type="checkbox" name="photoId" value={photo.id} disabled={photo.disabled} className="mt-1" />
                <span className="min-w-0 break-words">
                  {photo.filename}
                  {photo.note && <span className="block text-ink-soft">{photo.note}</span>}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
