import { data, Link } from "react-router";
import { adminMeta, Badge, Notice, PageTitle } from "~/components/admin/admin-ui";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { categoryLabel, Stars } from "~/components/admin/testimonial-bits";
import { requireAdminPage } from "~/server/admin/guard.server";
import { testimonialsRepository, type ModerationState } from "~/server/testimonials/testimonials-repository.server";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => adminMeta("Testimonials");

const STATES: ReadonlyArray<{ value: ModerationState; label: string }> = [
  { value: "waiting", label: "Waiting" },
  { value: "approved", label: "Approved" },
  { value: "hidden", label: "Hidden" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const url = new URL(request.url);
  const requested = url.searchParams.get("state");
  const state = STATES.find((s) => s.value === requested)?.value ?? "waiting";
  const testimonials = await testimonialsRepository().listByState(state);
  return data({ state, testimonials, deleted: url.searchParams.has("deleted") }, { headers: session.headers });
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { state, testimonials, deleted } = loaderData;
  return (
    <>
      <PageTitle lead="Approve new reviews, choose their page, fix typos, add a photo, pin favourites.">
        Testimonials
      </PageTitle>
      {deleted && <Notice>The testimonial was deleted.</Notice>}
      <FilterTabs
        label="Show testimonials"
        current={state}
        tabs={STATES.map((s) => ({ ...s, href: `/admin/testimonials?state=${s.value}` }))}
      />
      {testimonials.length === 0 ? (
        <p className="text-ink-soft">Nothing here.</p>
      ) : (
        <ul className="space-y-3">
          {testimonials.map((t) => (
            <li key={t.id} className="rounded-lg border border-ink/10 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/testimonials/${t.id}`}
                  className="font-serif text-xl text-clay underline-offset-4 hover:underline"
                >
                  {t.groomName ? `${t.brideName} & ${t.groomName}` : t.brideName}
                </Link>
                <Stars rating={t.rating} />
                {t.category && <Badge>{categoryLabel(t.category)}</Badge>}
                {t.pinPosition && (
                  <Badge tone="good">
                    Pinned {t.pinPosition} ({t.pinOrder})
                  </Badge>
                )}
              </div>
              <p className="mt-2 line-clamp-3 text-sm text-ink-soft">{t.reviewText}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
