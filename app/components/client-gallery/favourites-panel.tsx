import { useId, useState } from "react";
import { useClientGallery } from "./gallery-context";
import { useFavourites } from "./favourites-context";
import { HeartIcon } from "./heart-icon";
import { useModal } from "./use-modal";

// The client's favourites list: a button that stays at the bottom of the screen with the count,
// and the panel it opens to name the list, write a note per photo and send it to the photographer.

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function FavouritesBar() {
  const favourites = useFavourites();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-start gap-2 p-3">
        {favourites.error && !open && (
          <p
            role="alert"
            className="pointer-events-auto max-w-sm rounded-md bg-white px-3 py-2 text-sm text-danger shadow"
          >
            {favourites.error}
          </p>
        )}
        <button
          type="button"
          data-testid="favourites-open"
          onClick={() => (favourites.person ? setOpen(true) : favourites.askName())}
          className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg hover:bg-black"
        >
          <HeartIcon filled={favourites.count > 0} className="h-5 w-5 text-rose-400" />
          {favourites.person ? (
            <span>
              {favourites.count} in “{favourites.listName}”
            </span>
          ) : (
            <span>Choose favourites</span>
          )}
        </button>
      </div>
      <FavouritesPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function FavouritesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const favourites = useFavourites();
  const { contact } = useClientGallery();
  const ref = useModal(open);
  const titleId = useId();
  const list = favourites.list;
  const items = list?.favourites ?? [];
  const [sending, setSending] = useState(false);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-1.5rem))] overflow-hidden rounded-lg bg-white p-0 text-ink shadow-xl backdrop:bg-black/60 open:flex open:flex-col"
    >
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-ink/10 p-5">
        <div>
          <h2 id={titleId} className="text-2xl">
            Your favourites
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Choosing as <strong>{favourites.person}</strong>.{" "}
            <button type="button" className="text-clay underline" onClick={favourites.askName}>
              Not you?
            </button>
          </p>
        </div>
        <button type="button" className="btn-outline px-4 py-2" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="min-h-0 grow space-y-6 overflow-y-auto p-5">
        {/* Keyed by the name: a rename (or another list) starts the field afresh. */}
        <RenameForm key={favourites.listName} />

        {items.length === 0 ? (
          <p className="text-ink-soft">
            No favourites yet. Tap the heart on any photo to add it; you can add a note to each one here.
          </p>
        ) : (
          <ol className="space-y-4" data-testid="favourites-list">
            {items.map((f) => (
              // Keyed by the note too: the server's copy of it starts the field afresh.
              <FavouriteNote key={`${f.itemId}:${f.note}`} itemId={f.itemId} filename={f.filename} note={f.note} />
            ))}
          </ol>
        )}
      </div>
      {/* Always in view, however long the list: the status and the send button. */}
      <div className="shrink-0 space-y-3 border-t border-ink/10 p-5">
        <div aria-live="polite" className="text-sm">
          {favourites.error && <p className="text-danger">{favourites.error}</p>}
          {favourites.notice && <p className="text-ink">{favourites.notice}</p>}
          {!favourites.notice && list?.submittedAt && (
            <p className="text-ink-soft">
              Sent {dateFormat.format(new Date(list.submittedAt))}
              {list.unsent ? ": you have changed it since, so send it again when you are ready." : "."}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-soft">
            {items.length} photo{items.length === 1 ? "" : "s"} in this list, for {contact.siteName}
          </p>
          <button
            type="button"
            className="btn-primary"
            data-testid="favourites-send"
            // Not disabled while a note saves: leaving the note field for this button saves it, and
            // the send is queued behind it.
            disabled={items.length === 0 || sending || !(list?.unsent ?? true)}
            onClick={() => {
              setSending(true);
              void favourites.submit().finally(() => setSending(false));
            }}
          >
            {list?.submittedAt ? "Send the changes" : "Send to your photographer"}
          </button>
        </div>
      </div>
    </dialog>
  );
}

function RenameForm() {
  const favourites = useFavourites();
  const listNameId = useId();
  const [listName, setListName] = useState(favourites.listName);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void favourites.rename(listName);
      }}
    >
      <div className="min-w-0 grow">
        <label htmlFor={listNameId} className="field-label">
          Name of this list
        </label>
        <input
          id={listNameId}
          className="field-input"
          maxLength={60}
          value={listName}
          onChange={(e) => setListName(e.target.value)}
        />
      </div>
      <button type="submit" className="btn-outline" disabled={listName.trim() === favourites.listName}>
        Rename
      </button>
    </form>
  );
}

function FavouriteNote({ itemId, filename, note }: { itemId: number; filename: string; note: string }) {
  const favourites = useFavourites();
  const [text, setText] = useState(note);
  const id = useId();
  return (
    <li className="rounded-md border border-ink/10 p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium break-all">{filename}</span>
        <button
          type="button"
          className="text-sm text-clay underline"
          onClick={() => favourites.toggle(itemId)}
          aria-label={`Remove ${filename} from your favourites`}
        >
          Remove
        </button>
      </div>
      <label htmlFor={id} className="mt-2 block text-sm text-ink-soft">
        Note for your photographer (optional)
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text.trim() !== note) favourites.setNote(itemId, text.trim());
        }}
        className="field-input mt-1"
        placeholder="For example: black and white, please"
      />
    </li>
  );
}
