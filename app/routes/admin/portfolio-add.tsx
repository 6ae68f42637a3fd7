import { data, Form, Link } from "react-router";
import { adminMeta, CsrfField, PageTitle } from "~/components/admin/admin-ui";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { libraryQuery } from "~/server/admin/photo-library.server";
import { photoIdsIn, slugParam } from "~/server/admin/portfolio-admin.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { readPortfolioRow } from "~/server/content/portfolios.server";
import { db } from "~/server/db/db.server";
import { listPhotos } from "~/server/media/library.server";
import type { Route } from "./+types/portfolio-add";

// The picker: ready library photos not yet in this portfolio, newest first, searchable by file
// name. Ticking some and pressing Add posts them to the editor's action (a plain form: no
// JavaScript needed), which appends them in the order shown.

export const meta: Route.MetaFunction = () => adminMeta("Add photos to a portfolio");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const slug = slugParam(params.slug);
  const query = libraryQuery(new URL(request.url));
  const [row, present, library] = await Promise.all([
    readPortfolioRow(slug),
    photoIdsIn(slug),
    listPhotos(db(), { search: query.search || undefined, limit: query.limit, offset: query.offset }),
  ]);
  const photos = library.photos
    .filter((p) => p.state === "ready" && !present.has(p.id))
    .map((p) => ({ id: p.id, filename: p.filename, altText: p.altText, thumb: thumbnailUrl(p.variants, 200) ?? null }));
  return data(
    {
      slug,
      title: row.title,
      photos,
      search: query.search,
      page: query.page,
      pages: Math.max(1, Math.ceil(library.total / query.limit)),
      csrfToken: session.csrfToken,
    },
    { headers: session.headers },
  );
}

export default function AddToPortfolio({ loaderData }: Route.ComponentProps) {
  const { slug, title, photos, search, page, pages, csrfToken } = loaderData;
  const editorUrl = `/admin/portfolios/${slug}`;
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (search) params.set("q", search);
    if (n > 1) params.set("page", String(n));
    const q = params.toString();
    return q ? `${editorUrl}/add?${q}` : `${editorUrl}/add`;
  };
  return (
    <>
      <Link to={editorUrl} className="back-link mb-4">
        ← Back to {title}
      </Link>
      <PageTitle lead="Tick the photos to add; they go to the end of the portfolio, where you can move them.">
        Add photos to {title}
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
        <p>No other ready photos on this page of the library. Upload new ones from the portfolio&apos;s page.</p>
      ) : (
        <Form method="post" action={editorUrl}>
          <CsrfField token={csrfToken} />
          <fieldset>
            <legend className="mb-3 text-sm text-ink-soft">
              Library photos (page {page} of {pages})
            </legend>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <label className="block cursor-pointer rounded-lg border border-ink/10 bg-white p-2 has-[:checked]:border-clay has-[:checked]:ring-2 has-[:checked]:ring-clay">
                    <div className="aspect-square overflow-hidden rounded bg-sand-100">
                      {photo.thumb && (
                        <img src={photo.thumb} alt="" loading="lazy" className="h-full w-full object-cover" />
                      )}
                    </div>
                    <span className="mt-2 flex items-start gap-2 text-sm">
                      <input type="checkbox" name="photoId" value={photo.id} className="mt-1" />
                      <span className="min-w-0 break-words">
                        {photo.filename}
                        {photo.altText && <span className="block text-ink-soft">{photo.altText}</span>}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" name="intent" value="add" className="btn-primary mt-6">
            Add the ticked photos
          </button>
        </Form>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of photos" className="mt-8 flex items-center justify-center gap-4">
          {page > 1 && (
            <Link to={pageHref(page - 1)} className="btn-outline" rel="prev">
              ← Previous
            </Link>
          )}
          <p aria-current="page">
            Page {page} of {pages}
          </p>
          {page < pages && (
            <Link to={pageHref(page + 1)} className="btn-outline" rel="next">
              Next →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
