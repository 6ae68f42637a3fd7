import { useId } from "react";
import { data, redirect } from "react-router";
import { MiniDayIntro } from "~/components/scheduling/mini-day-intro";
import { MiniSlotList } from "~/components/scheduling/mini-slot-list";
import { MiniWaitlistForm } from "~/components/scheduling/mini-waitlist-form";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { database } from "~/server/db/db.server";
import { miniDayAction } from "~/server/scheduling/mini-day-page-actions.server";
import { MINI_INTENTS } from "~/shared/scheduling/mini-day-intents";
import { loadMiniDayPage } from "~/server/scheduling/mini-day-page.server";
import NotFound from "../_site/not-found";
import type { Route } from "./+types/mini-day";

// /minis/<slug> (issue 30 §3): a published mini-session day and its slots as they are this
// instant, rendered per request (never in the render cache: a hold changes it) and never stored by
// a cache. A free slot is a button that holds it and goes on to the details step; a full day
// offers the waitlist; an unknown or unpublished day is the site's 404.

const FRESH = { "Cache-Control": "no-store" } as const;

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadMiniDayPage(database().db, params.slug, new Date());
  if (!page) return data({ found: false as const }, { status: 404, headers: FRESH });
  return data({ found: true as const, day: page.view }, { headers: FRESH });
}

export async function action({ request, params }: Route.ActionArgs) {
  const result = await miniDayAction(request, params.slug);
  if (result.status === "redirect") throw redirect(result.location, { status: 303, headers: FRESH });
  if (result.status === "not-found")
    return data({ form: "hold" as const, message: "" }, { status: 404, headers: FRESH });
  return data(result, { status: result.status, headers: FRESH });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData?.found
    ? pageMeta({
        ...siteFromMatches(matches),
        title: loaderData.day.title,
        description: `${loaderData.day.title}: ${loaderData.day.length} on ${loaderData.day.date} at ${loaderData.day.place}. Book your spot online.`,
        path: `/minis/${params.slug}`,
        ...(loaderData.day.cover ? { image: loaderData.day.cover.image.src, imageAlt: loaderData.day.cover.alt } : {}),
      })
    : [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function MiniDayPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const headingId = useId();
  if (!loaderData.found) return <NotFound />;
  const { day } = loaderData;
  const waitlist = actionData?.form === "waitlist" ? actionData : undefined;
  // A waitlist answer on a day that is no longer full ("a spot is free") shows with the slots.
  const holdMessage = actionData?.form === "hold" || day.state !== "full" ? actionData?.message : undefined;
  const joined = waitlist && "joined" in waitlist ? waitlist.joined : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      <MiniDayIntro day={day} />
      <section className="mt-10" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-3xl">
          {day.state === "passed" ? "This day is over" : "Pick a time"}
        </h2>
        {holdMessage && (
          <p role="alert" data-testid="hold-message" className="mt-4 rounded-md bg-danger/10 px-3 py-2 text-danger">
            {holdMessage}
          </p>
        )}
        {day.state === "passed" ? (
          <p className="mt-4 text-lg" data-testid="mini-passed">
            This mini-session day has passed.
          </p>
        ) : (
          <MiniSlotList
            slots={day.slots}
            action={`/minis/${params.slug}`}
            intent={MINI_INTENTS.hold}
            headingId={headingId}
          />
        )}
      </section>
      {day.state === "full" && (
        <section className="mt-10" aria-labelledby={`${headingId}-waitlist`}>
          <h2 id={`${headingId}-waitlist`} className="text-3xl">
            Every spot is taken
          </h2>
          {joined && !joined.already ? (
            <p role="status" data-testid="waitlist-joined" className="mt-4 text-lg">
              You are number {joined.place} on the waitlist. We have sent you an e-mail with a link to leave the list.
              If a spot opens up, we will hold it for you and e-mail you.
            </p>
          ) : (
            <>
              <p className="mt-4">
                Join the waitlist: if a spot opens up, it is held for the first person on the list, who gets an e-mail
                with a link to book it.
              </p>
              <MiniWaitlistForm
                intent={MINI_INTENTS.waitlist}
                state={{
                  ...(waitlist?.message ? { message: waitlist.message } : {}),
                  ...(waitlist && "fields" in waitlist && waitlist.fields ? { fields: waitlist.fields } : {}),
                  ...(waitlist && "values" in waitlist && waitlist.values ? { values: waitlist.values } : {}),
                  ok: Boolean(joined),
                }}
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
