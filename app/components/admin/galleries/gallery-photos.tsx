import { Link } from "react-router";
import { GALLERY_INTENTS as I } from "~/shared/galleries/gallery-admin.schema";
import { smallButton } from "../admin-ui";
import { EditorForm } from "../editor/editor-form";
import { useDragReorder, type DragHandlers } from "../editor/use-drag-reorder";
import { RetryPhotoForm } from "../photos/retry-form";
import { SetSelect } from "./set-select";

// The gallery's photos, one page at a time, grouped by set in the grid's order. Every action is a
// plain form post (keyboard and no-JavaScript friendly): per photo its moves within its set, the
// cover and Remove; for several at once, tick their boxes and move them to a set or remove them.
// With JavaScript a photo can also be dragged onto another of its set to take its place.

interface GalleryPhotoItem {
  itemId: number;
  photoId: number;
  setId: number | null;
  /** 1-based, over the whole gallery in the grid's order. */
  number: number;
  /** 0-based place within its set (or among the photos in no set), and that group's size. */
  place: number;
  groupSize: number;
  filename: string;
  state: string;
  failureReason: string | null;
  thumb: string | null;
  placeholder: string | null;
  isCover: boolean;
  isPublicPhoto: boolean;
}

const STATE_WORDS: Record<string, string> = {
  queued: "Waiting to be processed",
  processing: "Processing",
  failed: "Processing failed",
};

const BULK_FORM = "bulk-photos";

export function GalleryPhotos({
  galleryId,
  items,
  sets,
  version,
  page,
  pages,
  total,
}: {
  galleryId: number;
  items: readonly GalleryPhotoItem[];
  sets: ReadonlyArray<{ id: number; title: string }>;
  version: number;
  page: number;
  pages: number;
  total: number;
}) {
  // A photo drops only on another of its set, taking its place there (the "Move the ticked photos
  // to" form moves between sets).
  const drag = useDragReorder<number>({ idField: "itemId", version });
  if (total === 0) return <p>No photos yet: upload some above.</p>;
  const setTitle = (id: number | null) =>
    id === null ? "Not in a set" : `Set: ${sets.find((s) => s.id === id)?.title ?? ""}`;
  const groups: Array<{ setId: number | null; items: GalleryPhotoItem[] }> = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.setId === item.setId) last.items.push(item);
    else groups.push({ setId: item.setId, items: [item] });
  }
  return (
    <div>
      <EditorForm
        version={version}
        id={BULK_FORM}
        preventScrollReset
        className="mb-6 flex flex-wrap items-end gap-3 rounded-md bg-sand-100 p-3"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (
            submitter?.value === I.remove &&
            !window.confirm("Remove the ticked photos from this gallery? Their files are deleted.")
          ) {
            event.preventDefault();
          }
        }}
      >
        <p className="w-full text-sm text-ink-soft">Tick photos below, then:</p>
        <SetSelect
          id="target-set"
          name="targetSet"
          defaultValue="none"
          label="Move the ticked photos to"
          sets={sets}
          plainTitles
        />
        <button type="submit" name="intent" value={I["to-set"]} className={smallButton}>
          Move
        </button>
        <button type="submit" name="intent" value={I.remove} className={`${smallButton} text-danger`}>
          Remove the ticked photos
        </button>
      </EditorForm>
      {groups.map((group) => (
        <section key={`${group.setId}-${group.items[0]!.itemId}`} className="mb-6">
          <h3 className="mb-2 text-xl">{setTitle(group.setId)}</h3>
          <ol className="space-y-2" data-testid="gallery-photos">
            {group.items.map((item) => (
              <PhotoRow
                key={item.itemId}
                item={item}
                version={version}
                dragging={drag.dragged === item.itemId}
                dragHandlers={drag.handlers({ id: item.itemId, index: item.place, group: item.setId })}
              />
            ))}
          </ol>
        </section>
      ))}
      <PhotoPages galleryId={galleryId} page={page} pages={pages} />
    </div>
  );
}

function PhotoRow({
  item,
  version,
  dragging,
  dragHandlers,
}: {
  item: GalleryPhotoItem;
  version: number;
  dragging: boolean;
  dragHandlers: DragHandlers;
}) {
  const label = `photo ${item.number} (${item.filename})`;
  const first = item.place === 0;
  const last = item.place === item.groupSize - 1;
  return (
    <li
      data-item={item.itemId}
      draggable
      {...dragHandlers}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-3 sm:flex-row sm:items-center ${
        dragging ? "border-clay opacity-60" : "border-ink/10"
      }`}
    >
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          name="itemId"
          value={item.itemId}
          form={BULK_FORM}
          id={`pick-${item.itemId}`}
          className="h-5 w-5 accent-clay"
          aria-label={`Tick ${label}`}
        />
        <div
          className="h-20 w-20 shrink-0 overflow-hidden rounded bg-sand-100 bg-cover bg-center"
          style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")` } : undefined}
        >
          {item.thumb && (
            <img src={item.thumb} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-cover" />
          )}
        </div>
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium" title={item.filename}>
            {item.number}. {item.filename}
          </p>
          {item.state !== "ready" && (
            <p className={item.state === "failed" ? "text-danger" : "text-ink-soft"} data-state={item.state}>
              {STATE_WORDS[item.state] ?? item.state}
              {item.state === "failed" && item.failureReason ? `: ${item.failureReason}` : ""}
            </p>
          )}
          {/* A failed photo is queued again by the library's own action; the editor's polling shows the rest. */}
          {item.state === "failed" && <RetryPhotoForm photoId={item.photoId} filename={label} className="" />}
          {item.isCover && <p className="text-ink-soft">Cover photo</p>}
          {item.isPublicPhoto && (
            <p className="text-ink-soft">Also in your Photos library: removing it here keeps it there.</p>
          )}
        </div>
      </div>
      <EditorForm version={version} preventScrollReset className="flex flex-wrap gap-2 sm:ml-auto">
        <input type="hidden" name="itemId" value={item.itemId} />
        <button type="submit" name="intent" value={I["move-up"]} className={smallButton} disabled={first}>
          Up<span className="sr-only"> {label}</span>
        </button>
        <button type="submit" name="intent" value={I["move-down"]} className={smallButton} disabled={last}>
          Down<span className="sr-only"> {label}</span>
        </button>
        <button type="submit" name="intent" value={I["move-top"]} className={smallButton} disabled={first}>
          Top<span className="sr-only"> {label}</span>
        </button>
        {!item.isCover && (
          <button type="submit" name="intent" value={I.cover} className={smallButton}>
            Make cover<span className="sr-only"> ({label})</span>
          </button>
        )}
        <button type="submit" name="intent" value={I.remove} className={`${smallButton} text-danger`}>
          Remove<span className="sr-only"> {label}</span>
        </button>
      </EditorForm>
    </li>
  );
}

function PhotoPages({ galleryId, page, pages }: { galleryId: number; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => `/admin/galleries/${galleryId}${n > 1 ? `?page=${n}` : ""}#photos`;
  return (
    <nav aria-label="Pages of photos" className="mt-6 flex flex-wrap items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} className="btn-outline" rel="prev">
          ← Previous
        </Link>
      )}
      <p aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages && (
        <Link to={href(page + 1)} className="btn-outline" rel="next">
          Next →
        </Link>
      )}
    </nav>
  );
}
