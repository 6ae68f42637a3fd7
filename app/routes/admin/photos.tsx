import { data, Form, Link } from "react-router";
import { adminMeta, Notice, PageTitle } from "~/components/admin/admin-ui";
import { PhotoCard } from "~/components/admin/photos/photo-card";
import { Pagination } from "~/components/admin/photos/pagination";
import { MAX_SEARCH_LENGTH } from "~/components/admin/photos/photo-format";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { libraryQuery, photoAction } from "~/server/admin/photo-library.server";
import { db } from "~/server/db/db.server";
import { listPhotos, photoUsages } from "~/server/media/library.server";
import type { Route } from "./+types/photos";

// The media library: every photo with its size, date, where it is used and its description.
// Actions: edit the description (alt text), retry a failed photo; delete has its own page.

export const meta: Route.MetaFunction = () => adminMeta("Photos");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const url = new URL(request.url);
  const query = libraryQuery(url);
  const { photos, total } = await listPhotos(db(), {
    search: query.search || undefined,
    limit: query.limit,
    offset: query.offset,
  });
  const withUsages = await Promise.all(
    photos.map(async (photo) => ({ photo, usages: await photoUsages(db(), photo.id) })),
  );
  return data(
    {
      photos: withUsages,
      total,
      search: query.search,
      page: query.page,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      deleted: url.searchParams.has("deleted"),
      csrfToken: session.csrfToken,
    },
    { headers: session.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request);
  return photoAction(form);
}

export default function Photos({ loaderData }: Route.ComponentProps) {
  const { photos, total, search, page, pages, deleted, csrfToken } = loaderData;
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
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2 sm:ml-auto">
          <div>
            <label htmlFor="photo-search" className="field-label">
              Search by file name
            </label>
            <input
              id="photo-search"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={MAX_SEARCH_LENGTH}
              className="field-input w-56"
            />
          </div>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </Form>
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
            <PhotoCard key={photo.id} photo={photo} usages={usages} csrfToken={csrfToken} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} search={search} />
    </>
  );
}
