import { data, Link } from "react-router";
import { adminMeta, Notice, PageTitle } from "~/components/admin/admin-ui";
import { PhotoCard } from "~/components/admin/photos/photo-card";
import { Pagination } from "~/components/admin/photos/pagination";
import { PhotoSearch } from "~/components/admin/photos/photo-search";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { field } from "~/server/admin/editor/form-values.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { retryLibraryPhoto, saveLibraryAlt } from "~/server/admin/photo-library.server";
import { libraryPage } from "~/server/admin/photo-library-page.server";
import { PHOTO_CARD_INTENTS } from "~/shared/media/photo-library.schema";
import type { Route } from "./+types/photos";

// The media library: every photo with its size, date, where it is used and its description.
// Actions: edit the description (alt text), retry a failed photo; delete has its own page.

export const meta: Route.MetaFunction = () => adminMeta("Photos");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data(await libraryPage(new URL(request.url)), { headers: session.headers });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(request, PHOTO_CARD_INTENTS, {
    async alt({ form }) {
      return answer(await saveLibraryAlt({ id: field(form, "id"), alt: field(form, "alt") }));
    },
    async retry({ form }) {
      return answer(await retryLibraryPhoto({ id: field(form, "id") }));
    },
  });
}

export default function Photos({ loaderData }: Route.ComponentProps) {
  const { photos, total, search, page, pages, deleted } = loaderData;
  const missingAlt = photos.filter(({ photo }) => !photo.altText && photo.source !== "bundled").length;
  return (
    <>
      <PageTitle lead="Every photo the site can show. Give each one a short description: it is read aloud to people who cannot see it and helps Google find your work.">
        Photos
      </PageTitle>
      {deleted && <Notice>The photo was deleted.</Notice>}
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <Link to="/admin/photos/add" className="btn-primary">
          Upload photos
        </Link>
        <PhotoSearch id="photo-search" search={search} className="sm:ml-auto" />
      </div>
      <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
        {total === 0
          ? search
            ? `No photo's file name contains “${search}”.`
            : "No photos yet. Upload your first ones."
          : `${total} ${total === 1 ? "photo" : "photos"}${search ? ` matching “${search}”` : ""}.`}
        {missingAlt > 0 && ` ${missingAlt} on this page still ${missingAlt === 1 ? "needs" : "need"} a description.`}
      </p>
      {photos.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map(({ photo, usages }) => (
            <PhotoCard key={photo.id} photo={photo} usages={usages} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} search={search} />
    </>
  );
}
