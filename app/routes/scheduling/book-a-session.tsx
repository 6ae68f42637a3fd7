import { data, Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { bookASessionPage } from "~/server/scheduling/booking-pages.server";
import { ARIZONA_TIME_NOTE } from "~/shared/scheduling/slot-words";
import type { Route } from "./+types/book-a-session";

// /book-a-session (issue 30 §4): the session types a client can book herself and the coming
// mini-session days. Rendered per request, not through the render cache: the list of mini days
// depends on today's date as well as on the content (a day that has passed leaves the list with no
// content change), and two small indexed reads keep the page fast. No client script is needed.

export async function loader() {
  return data(await bookASessionPage(), { headers: { "Cache-Control": "no-cache" } });
}

export const headers = () => ({ "Cache-Control": "no-cache" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Book a Session",
    description:
      "Book a family, maternity, newborn or senior session in Phoenix online: pick a free time, sign and pay the retainer.",
    path: "/book-a-session",
  });

export default function BookASession({ loaderData }: Route.ComponentProps) {
  const { sessionTypes, miniDays } = loaderData;
  return (
    <div className="page-shell max-w-4xl">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <header className="mt-8 text-center">
        <h1 className="text-4xl sm:text-5xl">Book a Session</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-soft">
          Pick your session and a free time, give your details, sign and pay the retainer: your date is yours.
        </p>
        <p className="mt-3 font-medium">{ARIZONA_TIME_NOTE}</p>
      </header>

      <section aria-labelledby="types-heading" className="mt-12">
        <h2 id="types-heading" className="text-3xl">
          Sessions
        </h2>
        {sessionTypes.length === 0 ? (
          <p className="mt-4">No sessions can be booked online just now: please use the inquiry form.</p>
        ) : (
          <ul className="mt-6 grid gap-8 sm:grid-cols-2">
            {sessionTypes.map((type, i) => (
              <li key={type.slug} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                {type.image && (
                  <Picture
                    image={type.image}
                    alt={type.alt}
                    sizes="(min-width: 640px) 430px, 100vw"
                    priority={i === 0}
                    className="block aspect-[3/2] overflow-hidden"
                    fill
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-2xl">{type.name}</h3>
                  <p className="mt-1 text-sm text-ink-soft">
                    {`${type.length} · ${type.price} · ${type.deposit} retainer to book`}
                  </p>
                  {type.description && <p className="mt-3 flex-1">{type.description}</p>}
                  <Link
                    to={`/book-a-session/${type.slug}`}
                    className="btn-primary mt-5"
                    aria-label={`Choose a time for the ${type.name}`}
                  >
                    Choose a time
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {miniDays.length > 0 && (
        <section aria-labelledby="minis-heading" className="mt-14">
          <h2 id="minis-heading" className="text-3xl">
            Mini-session days
          </h2>
          <ul className="mt-6 grid gap-4">
            {miniDays.map((day) => (
              <li key={day.slug} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="text-2xl">
                  <Link to={`/minis/${day.slug}`} className="underline-offset-4 hover:underline">
                    {day.title}
                  </Link>
                </h3>
                <p className="mt-1">{`${day.date}, ${day.hours} (Arizona time)`}</p>
                <p className="text-ink-soft">{day.place}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
