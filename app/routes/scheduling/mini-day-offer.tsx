import { useId } from "react";
import { data, Link, redirect } from "react-router";
import { MiniLinkProblem } from "~/components/scheduling/mini-link-messages";
import { MiniSlotList } from "~/components/scheduling/mini-slot-list";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { MINI_INTENTS } from "~/shared/scheduling/mini-day-intents";
import { openOfferLink, sessionDetailsPath } from "~/server/scheduling/waitlist-links.server";
import { privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/mini-day-offer";

// /minis/<slug>/offer/<token>: the link of a waitlist offer. While the spot is held for her it goes
// straight on to the details step; once the offer has passed she is told so and sees what is free
// now, to book like anyone.

const LINK_STATUS = { unknown: 404, limited: 429 } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openOfferLink(request, params.slug, params.token);
  if (opened.state !== "found") {
    return data({ ...opened, outcome: undefined }, { status: LINK_STATUS[opened.state], headers: PRIVATE_HEADERS });
  }
  const outcome = opened.found;
  if (outcome.offer === "stands")
    throw redirect(sessionDetailsPath(outcome.bookingToken), { status: 303, headers: PRIVATE_HEADERS });
  return data({ state: "found" as const, outcome }, { headers: PRIVATE_HEADERS });
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = () => privatePageMeta("Your waitlist offer");

export default function OfferPage({ loaderData, params }: Route.ComponentProps) {
  const headingId = useId();
  if (loaderData.state !== "found" || !loaderData.outcome) {
    return <MiniLinkProblem link={loaderData} />;
  }
  const { outcome } = loaderData;
  if (outcome.offer === "booked") {
    return (
      <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
        <h1 className="text-4xl">{outcome.title}</h1>
        <p className="mt-4 text-lg">You have booked this spot. See you there!</p>
      </div>
    );
  }
  const day = outcome.day;
  const free = day?.state === "open" ? day.slots : [];
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-4xl">This offer has passed</h1>
      <p className="mt-4 text-lg" data-testid="offer-passed">
        The spot held for you was not taken in time, so it has gone to the next person on the list.
      </p>
      {day && free.length > 0 ? (
        <section className="mt-8" aria-labelledby={headingId}>
          <h2 id={headingId} className="text-3xl">
            Still free on {day.date}
          </h2>
          <p className="mt-2 text-sm font-medium">All times are Arizona time.</p>
          <MiniSlotList
            slots={free}
            action={`/minis/${params.slug}`}
            intent={MINI_INTENTS.hold}
            headingId={headingId}
          />
        </section>
      ) : (
        day && (
          <Link to={`/minis/${day.slug}`} className="back-link mt-8">
            See {day.title}
          </Link>
        )
      )}
    </div>
  );
}
