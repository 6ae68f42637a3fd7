import { data, Form, Link, redirect } from "react-router";
import { MiniLinkProblem } from "~/components/scheduling/mini-link-messages";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { openWaitlistLink } from "~/server/scheduling/waitlist-links.server";
import { leaveWaitlist } from "~/server/scheduling/waitlist.server";
import { database } from "~/server/db/db.server";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/mini-day-waitlist";

// /minis/<slug>/waitlist/<token>: her place on a day's waitlist, from the link in her mail, and
// "Leave the waitlist" (a POST). Private like every token link: no-store, noindex.

const LINK_STATUS = { unknown: 404, limited: 429 } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openWaitlistLink(request, params.slug, params.token);
  if (opened.state !== "found") {
    return data({ ...opened, view: undefined }, { status: LINK_STATUS[opened.state], headers: PRIVATE_HEADERS });
  }
  return data({ state: "found" as const, view: opened.found.view }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await openWaitlistLink(request, params.slug, params.token);
  if (opened.state !== "found")
    return data({ left: false }, { status: LINK_STATUS[opened.state], headers: PRIVATE_HEADERS });
  await leaveWaitlist(database(), Number(opened.found.entry.id), new Date());
  throw redirect(new URL(request.url).pathname, { status: 303, headers: PRIVATE_HEADERS });
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = () => privatePageMeta("Your place on the waitlist");

const STATUS_WORDS = {
  offered: "A spot is held for you: take it before the time in the e-mail we sent you runs out.",
  booked: "You have booked a spot on this day. See you there!",
  passed: "A spot was offered to you, and the time to take it has passed.",
  left: "You have left the waitlist. Thank you for letting us know.",
} as const;

export default function WaitlistEntryPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.state !== "found" || !loaderData.view) {
    return <MiniLinkProblem link={loaderData} />;
  }
  const { view } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      <h1 className="text-4xl">
        {view.title}, {formatCalendarDate(view.date)}
      </h1>
      <p className="mt-4 text-lg" data-testid="waitlist-status" role="status">
        {view.status === "waiting"
          ? `${view.names}, you are number ${view.place} on the waitlist.`
          : STATUS_WORDS[view.status]}
      </p>
      {view.status === "offered" && (
        <Link to={`/minis/${view.slug}/offer/${params.token}`} className="btn-primary mt-8">
          Take the spot
        </Link>
      )}
      {(view.status === "waiting" || view.status === "offered") && (
        <Form method="post" className="mt-8">
          <button type="submit" className="btn-outline">
            Leave the waitlist
          </button>
        </Form>
      )}
      <Link to={`/minis/${view.slug}`} className="back-link mt-8">
        See the day&apos;s times
      </Link>
    </div>
  );
}
