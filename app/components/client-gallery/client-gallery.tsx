import { useCallback, useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Lightbox } from "~/components/ui/lightbox";
import { Picture } from "~/components/ui/picture";
import { DownloadAll } from "./download-all";
import { ClientGalleryProvider } from "./gallery-context";
import { GalleryGrid } from "./gallery-grid";
import { appendPage, groupBySet, moreLabel } from "./gallery-items";
import type { ClientGalleryInfo, ClientPage, PhotographerContact } from "./gallery-types";
import { FavouritesProvider } from "./favourites-context";
import { FavouritesBar } from "./favourites-panel";
import { NameDialog } from "./name-dialog";
import { photoActions, type PhotoActionsRender } from "./photo-actions";

// An open gallery: its cover and words, the grid one page at a time ("Show more photos" is a link
// to ?page=N that works without JavaScript, and with it loads the next page in place), the
// portfolios' lightbox, and the client's favourites.

interface Props {
  gallery: ClientGalleryInfo;
  page: ClientPage;
  contact: PhotographerContact;
  /** The buttons on each photo; photo-actions.tsx by default. */
  actions?: PhotoActionsRender;
}

export function ClientGalleryView({ gallery, page, contact, actions = photoActions }: Props) {
  const [items, setItems] = useState(page.items);
  const [lastPage, setLastPage] = useState(page.page);
  const [open, setOpen] = useState<number | null>(null);
  const more = useFetcher<{ view: string; page?: ClientPage }>();

  // A page the fetcher brought joins the grid (state adjusted while rendering, React's pattern for
  // state that follows a changed value; no effect and no second paint).
  const [appended, setAppended] = useState(more.data);
  if (more.data !== appended) {
    setAppended(more.data);
    const next = more.data?.view === "open" ? more.data.page : undefined;
    if (next) {
      setItems((loaded) => appendPage(loaded, next.items));
      setLastPage((current) => Math.max(current, next.page));
    }
  }

  const groups = useMemo(() => groupBySet(items, page.sets), [items, page.sets]);
  const images = useMemo(() => items.map((item) => ({ image: item.image, alt: item.alt })), [items]);
  const filenames = useMemo(() => new Map(items.map((item) => [item.itemId, item.filename])), [items]);
  const filenameOf = useCallback((itemId: number) => filenames.get(itemId) ?? "", [filenames]);
  const hasMore = lastPage < page.pageCount;
  const loadMore = () => {
    if (hasMore && more.state === "idle") void more.load(`/g/${gallery.slug}?page=${lastPage + 1}`);
  };
  const shown = items.at(-1)?.number ?? 0;
  const current = open === null ? undefined : items[open];

  return (
    <ClientGalleryProvider value={{ gallery, sets: page.sets, contact }}>
      <FavouritesProvider slug={gallery.slug} filenameOf={filenameOf}>
        <GalleryHeader gallery={gallery} page={page} />
        {items.length > 0 && (
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            <DownloadAll
              slug={gallery.slug}
              galleryAllowed={gallery.downloads}
              sets={page.sets.map((set) => ({ id: set.id, title: set.title, allowed: set.downloads }))}
            />
          </div>
        )}
        {page.page > 1 && (
          <p className="px-4 py-4 sm:px-6">
            <Link to={`?page=${page.page - 1}`} className="back-link">
              ← Earlier photos
            </Link>
          </p>
        )}
        {items.length === 0 ? (
          <p className="page-shell pt-10 text-center text-ink-soft">
            The photos are on their way: please check back soon.
          </p>
        ) : (
          <GalleryGrid groups={groups} onOpen={setOpen} actions={actions} />
        )}
        {hasMore && (
          <nav aria-label="More photos" className="flex flex-col items-center gap-2 px-4 pt-8 pb-28">
            <Link
              to={`?page=${lastPage + 1}`}
              preventScrollReset
              data-testid="show-more"
              className="btn-outline"
              onClick={(e) => {
                e.preventDefault();
                loadMore();
              }}
            >
              {more.state === "loading" ? "Loading…" : "Show more photos"}
            </Link>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {moreLabel(shown, page.total)}
            </p>
          </nav>
        )}
        {!hasMore && <div className="pb-28" />}
        {current && open !== null && (
          <Lightbox
            images={images}
            index={open}
            onIndexChange={(index) => {
              setOpen(index);
              // Nearing the last loaded photo: the next page comes in, so "next" goes on rather than back to the start.
              if (index >= items.length - 3) loadMore();
            }}
            onClose={() => setOpen(null)}
            toolbar={
              <div className="flex items-center gap-2 rounded-full bg-black/55 py-1.5 pr-1.5 pl-4 text-white">
                <span className="max-w-[40vw] truncate text-sm text-white/85">{current.filename}</span>
                {actions(current, "lightbox")}
              </div>
            }
          />
        )}
        <FavouritesBar />
        <NameDialog />
      </FavouritesProvider>
    </ClientGalleryProvider>
  );
}

function GalleryHeader({ gallery, page }: { gallery: ClientGalleryInfo; page: ClientPage }) {
  const words = (
    <>
      <h1 className="text-4xl sm:text-6xl">{gallery.title}</h1>
      <p className="mt-3 text-lg">
        {gallery.clientName}
        {gallery.sessionDate && <> · {gallery.sessionDate}</>}
      </p>
      <p className="mt-2 text-sm opacity-85">
        {page.total.toLocaleString("en-US")} photo{page.total === 1 ? "" : "s"}
        {gallery.closesOn && <> · open until {gallery.closesOn}</>} · tap ♥ to choose your favourites
      </p>
    </>
  );
  if (!page.cover || page.page > 1) {
    return <header className="px-4 pt-28 pb-8 text-center sm:px-6">{words}</header>;
  }
  return (
    <header className="relative flex h-[72vh] min-h-[22rem] items-end overflow-hidden bg-ink text-white">
      <Picture image={page.cover} alt="" sizes="100vw" priority fill className="absolute inset-0 block h-full w-full" />
      <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
      <div className="relative w-full px-4 pb-10 text-center sm:px-6">{words}</div>
    </header>
  );
}
