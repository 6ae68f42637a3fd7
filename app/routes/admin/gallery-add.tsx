import { Form, Link } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { SetSelect } from "~/components/admin/galleries/set-select";
import { Pagination } from "~/components/admin/photos/pagination";
import { PhotoPicker } from "~/components/admin/photos/photo-picker";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { galleryFromUrl } from "~/server/galleries/gallery-admin.server";
import { libraryPickerData } from "~/server/galleries/gallery-admin-library.server";
import { GALLERY_INTENTS } from "~/shared/galleries/gallery-admin.schema";
import type { Route } from "./+types/gallery-add";

// The picker: her Photos library, newest first, searchable by file name. Ticking some and pressing
// Add posts them to the gallery editor's action (a plain form: no JavaScript needed), which appends
// them to the gallery, in the set chosen here, in the order shown.

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(`Add photos to ${loaderData?.gallery.title ?? "a gallery"}`);

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => libraryPickerData(await galleryFromUrl(params.id), new URL(request.url)));
}

export default function AddFromLibrary({ loaderData }: Route.ComponentProps) {
  const { gallery, sets, photos, search, page, pages } = loaderData;
  const editorUrl = `/admin/galleries/${gallery.id}`;
  const pickerUrl = `${editorUrl}/add`;
  const addable = photos.some((p) => p.unavailable === null);
  return (
    <>
      <Link to={editorUrl} className="back-link mb-4">
        ← Back to {gallery.title}
      </Link>
      <PageTitle lead="Tick the photos to add. They go to the end of the gallery (or of the set you choose), where you can move them. They stay in your Photos library too.">
        Add photos from your Photos library
      </PageTitle>
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="picker-search" className="field-label">
            Search by file name
          </label>
          <input id="picker-search" name="q" type="search" defaultValue={search} className="field-input w-56" />
        </div>
        <button type="submit" className="btn-outline">
          Search
        </button>
      </Form>
      {photos.length === 0 ? (
        <p>
          {search
            ? "No photo of your library has that in its file name."
            : "Your Photos library has no photos of your own yet."}{" "}
          Upload them in{" "}
          <Link to="/admin/photos" className="text-clay underline">
            Photos
          </Link>
          , or straight into the gallery from{" "}
          <Link to={`${editorUrl}#upload`} className="text-clay underline">
            its page
          </Link>
          .
        </p>
      ) : (
        <Form method="post" action={editorUrl}>
          <CsrfField />
          <PhotoPicker
            legend={
              <>
                Your photos (page {page} of {pages}). The site&apos;s built-in photos are not listed: they have no
                original file for your client to download or print.
              </>
            }
            photos={photos.map((p) => ({ ...p, note: p.unavailable, disabled: p.unavailable !== null }))}
          />
          {addable && (
            <div className="mt-6 flex flex-wrap items-end gap-3">
              {sets.length > 0 && (
                <SetSelect id="targetSet" name="targetSet" defaultValue="none" label="Put them in" sets={sets} />
              )}
              <button type="submit" name="intent" value={GALLERY_INTENTS["add-from-library"]} className="btn-primary">
                Add the ticked photos to the gallery
              </button>
            </div>
          )}
        </Form>
      )}
      <Pagination page={page} pages={pages} search={search} path={pickerUrl} />
    </>
  );
}
