import { data, Link, redirect } from "react-router";
import { TimeButtons } from "~/components/scheduling/time-buttons";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { sessionTypePage } from "~/server/scheduling/booking-pages.server";
import { holdFromForm } from "~/server/scheduling/hold-request.server";
import { ARIZONA_TIME_NOTE } from "~/shared/scheduling/slot-words";
import type { Route } from "./+types/session-type";

// /book-a-session/<slug> (issue 30 §4): the days with free times, 14 at a time (?from= pages on),
// the free times of the day picked (?date=) as buttons; a button's POST holds that time and goes
// on to the details (/session/<token>/details), or says at once that it was just taken, with the
// times still free. Dynamic: rendered per request and never stored by a cache.

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = await sessionTypePage(params.slug, {
    from: url.searchParams.get("from"),
    date: url.searchParams.get("date"),
  });
  if (!page) throw data("No such session", { status: 404 });
  return data(page, { headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const answer = await holdFromForm(request, params.slug);
  if (answer.kind === "held") return redirect(`/session/${answer.token}/details`, { status: 303, headers: NO_STORE });
  return data(answer, { status: answer.status, headers: NO_STORE });
}

export const headers = () => NO_STORE;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: loaderData ? `Book a ${loaderData.type.name}` : "Book a Session",
    description: loaderData
      ? `Pick a free time for a ${loaderData.type.name} (${loaderData.type.length}, ${loaderData.type.price}).`
      : "Pick a free time for your session.",
    path: `/book-a-session/${params.slug}`,
  });

const dayLink = (from: string, date?: string) => `?from=${from}${date ? `&date=${date}` : ""}`;

export default function SessionTypePage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, days, picked, from, laterFrom, earlierFrom, holdMinutes } = loaderData;
  return (
    <div className="page-shell max-w-3xl">
      <Link to="/book-a-session" className="back-link">
        ← All sessions
      </Link>
      <header className="mt-8">
        <h1 className="text-4xl sm:text-5xl">{type.name}</h1>
        <p className="mt-2 text-ink-soft">{`${type.length} · ${type.price} · ${type.deposit} retainer to book`}</p>
        {type.description && <p className="mt-3">{type.description}</p>}
        <p className="mt-3 font-medium">{ARIZONA_TIME_NOTE}</p>
      </header>

      {actionData && (
        <section
          role="alert"
          aria-labelledby="taken-heading"
          className="mt-8 rounded-lg border border-clay/40 bg-amber-50 p-4"
        >
          <h2 id="taken-heading" className="text-xl">
            {actionData.message}
          </h2>
          {actionData.alternatives.length > 0 ? (
            <TimeButtons times={actionData.alternatives} label="Times still free" />
          ) : (
            <p className="mt-2">Please choose another date below.</p>
          )}
        </section>
      )}

      <section aria-labelledby="dates-heading" className="mt-10">
        <h2 id="dates-heading" className="text-2xl">
          1. Pick a date
        </h2>
        {days.length === 0 ? (
          <p className="mt-4">No free times in these two weeks.</p>
        ) : (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Dates with free times">
            {days.map((day) => (
              <li key={day.date}>
                <Link
                  to={dayLink(from, day.date)}
                  preventScrollReset
                  aria-current={picked?.date === day.date ? "date" : undefined}
                  className={`inline-block rounded-md border px-3 py-2 ${picked?.date === day.date ? "border-clay bg-clay text-white" : "border-ink/25 bg-white"}`}
                >
                  {day.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="More dates" className="mt-4 flex justify-between gap-4">
          {earlierFrom ? <Link to={dayLink(earlierFrom)}>← Earlier dates</Link> : <span />}
          {laterFrom && <Link to={dayLink(laterFrom)}>Later dates →</Link>}
        </nav>
      </section>

      {picked && (
        <section aria-labelledby="times-heading" className="mt-10">
          <h2 id="times-heading" className="text-2xl">
            {`2. Pick a time on ${picked.label}`}
          </h2>
          <TimeButtons times={picked.times} label={`Free times on ${picked.label}`} />
          <p className="mt-4 text-sm text-ink-soft">
            {`The time you pick is held for you for ${holdMinutes} minutes while you give your details, sign and pay the retainer.`}
          </p>
        </section>
      )}
    </div>
  );
}
