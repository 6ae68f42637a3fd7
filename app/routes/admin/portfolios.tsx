import { data, Link } from "react-router";
import { adminMeta, formatDateTime, PageTitle } from "~/components/admin/admin-ui";
import { portfolioList } from "~/server/admin/portfolio-admin.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { portfolioPath } from "~/shared/portfolio-slugs";
import type { Route } from "./+types/portfolios";

// The eight portfolios: pick one to edit its words, photos, order and cover.

export const meta: Route.MetaFunction = () => adminMeta("Portfolios");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data({ portfolios: await portfolioList() }, { headers: session.headers });
}

export default function Portfolios({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle lead="The eight collections on your Portfolio page. Open one to change its words, add, order or remove photos, and choose its cover.">
        Portfolios
      </PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2">
        {loaderData.portfolios.map((p) => (
          <li key={p.slug} className="flex gap-4 rounded-lg border border-ink/10 bg-white p-4">
            <div className="h-24 w-20 shrink-0 overflow-hidden rounded bg-sand-100">
              {p.cover && (
                <img src={p.cover} alt="" width={80} height={96} loading="lazy" className="h-24 w-20 object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <h2 className="text-2xl">
                <Link to={`/admin/portfolios/${p.slug}`} className="hover:text-clay hover:underline">
                  {p.title}
                </Link>
              </h2>
              <p className="text-sm text-ink-soft">
                {p.count} {p.count === 1 ? "photo" : "photos"}
                {p.processing > 0 && `, ${p.processing} still processing`} · changed {formatDateTime(p.updatedAt)}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
                <Link to={`/admin/portfolios/${p.slug}`} className="font-medium text-clay underline">
                  Edit<span className="sr-only"> {p.title}</span>
                </Link>
                <a href={portfolioPath(p.slug)} className="text-clay underline">
                  View on site<span className="sr-only">: {p.title}</span>
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
