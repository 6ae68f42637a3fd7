import { data, Form, Link } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { Pagination } from "~/components/admin/photos/pagination";
import { PhotoPicker } from "~/components/admin/photos/photo-picker";
import { PhotoSearch } from "~/components/admin/photos/photo-search";
import { requireAdminPage } from "~/server/admin/guard.server";
import { portfolioPickerData, slugParam } from "~/server/admin/portfolio-admin.server";
import { PORTFOLIO_INTENTS } from "~/shared/content/portfolio.schema";
import type { Route } from "./+types/portfolio-add";

// The picker: ready library photos not yet in this portfolio, newest first, searchable by file
// name. Ticking some and pressing Add posts them to the editor's action (a plain form: no
// JavaScript needed), which appends them in the order shown.

export const meta: Route.MetaFunction = () => adminMeta("Add photos to a portfolio");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const picker = await portfolioPickerData(slugParam(params.slug), new URL(request.url));
  return data(picker, { headers: session.headers });
}

export default function AddToPortfolio({ loaderData }: Route.ComponentProps) {
  const { slug, title, photos, search, page, pages } = loaderData;
  const editorUrl = `/admin/portfolios/${slug}`;
  return (
    <>
      <Link to={editorUrl} className="back-link mb-4">
        ← Back to {title}
      </Link>
      <PageTitle lead="Tick the photos to add; they go to the end of the portfolio, where you can move them.">
        Add photos to {title}
      </PageTitle>
      <PhotoSearch id="picker-search" search={search} className="mb-6" />
      {photos.length === 0 ? (
        <p>No other ready photos on this page of the library. Upload new ones from the portfolio&apos;s page.</p>
      ) : (
        <Form method="post" action={editorUrl}>
          <CsrfField />
          <PhotoPicker
            legend={
              <>
                Library photos (page {page} of {pages})
              </>
            }
            photos={photos.map((p) => ({ ...p, note: p.altText }))}
          />
          <button type="submit" name="intent" value={PORTFOLIO_INTENTS.add} className="btn-primary mt-6">
            Add the ticked photos
          </button>
        </Form>
      )}
      <Pagination page={page} pages={pages} search={search} path={`${editorUrl}/add`} />
    </>
  );
}
