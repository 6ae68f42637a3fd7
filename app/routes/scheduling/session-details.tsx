import { data, Link, redirect } from "react-router";
import { DetailsForm } from "~/components/scheduling/details-form";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { env } from "~/server/env.server";
import { clientAddress } from "~/server/security/client-address.server";
import { isBot } from "~/server/security/honeypot";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import { createSelfBookedProposal } from "~/server/scheduling/self-booking.server";
import { loadDetailsPage } from "~/server/scheduling/session-details.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/session-details";

// /session/<token>/details (issue 30 §4): what is held and until when, and "Your details"; on
// success the proposal is written (app/server/scheduling/self-booking.server.ts) and she goes on to
// /book/<proposal token> to sign and pay. Used for sessions and mini-session slots alike. Private:
// the token is the key, never cached or indexed.

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadDetailsPage(params.token);
  if (page.view === "linked") throw redirect(`/book/${page.proposalToken}`, { headers: PRIVATE_HEADERS });
  return data(page, {
    status: page.view === "unknown" ? 404 : page.view === "lapsed" ? 410 : 200,
    headers: PRIVATE_HEADERS,
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const limit = await hitRateLimit("session-details", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed)
    return data(
      { errors: {}, values: {}, message: "Too many tries from your connection. Please wait a few minutes." },
      { status: 429, headers: PRIVATE_HEADERS },
    );
  const form = Object.fromEntries(((await request.formData().catch(() => null)) ?? new FormData()).entries());
  // A bot that fills the hidden field is answered as if nothing happened, and nothing is written.
  if (isBot(form)) return redirect(`/session/${params.token}/details`, { status: 303, headers: PRIVATE_HEADERS });
  const outcome = await createSelfBookedProposal(params.token, form);
  if (outcome.ok) return redirect(`/book/${outcome.proposalToken}`, { status: 303, headers: PRIVATE_HEADERS });
  if (outcome.reason === "invalid")
    return data(
      { errors: outcome.errors, values: outcome.values, message: null },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  // Unknown or lapsed: the page (its loader runs again) says which.
  return data(
    { errors: {}, values: {}, message: null },
    { status: outcome.reason === "unknown" ? 404 : 410, headers: PRIVATE_HEADERS },
  );
}

export const headers = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.view === "held" ? `Your details — ${loaderData.name}` : "Your booking");

export default function SessionDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <div className="page-shell max-w-2xl">
      {page.view === "unknown" && (
        <>
          <h1 className="text-4xl">Booking link not valid</h1>
          <p className="mt-4">
            This link does not lead to a booking. <Link to="/book-a-session">Pick a session and a time</Link>.
          </p>
        </>
      )}
      {page.view === "lapsed" && (
        <>
          <h1 className="text-4xl">This time is no longer held</h1>
          <p className="mt-4">
            {`The hold on ${page.name}, ${page.when} (Arizona time) has run out, so the time may have gone to someone else.`}
          </p>
          <p className="mt-4">
            <Link to={page.pickAgainPath} className="btn-primary">
              Pick a time again
            </Link>
          </p>
        </>
      )}
      {page.view === "held" && (
        <>
          <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">Your details</p>
          <h1 className="mt-2 text-4xl">{page.name}</h1>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">When</dt>
            <dd>{`${page.when} (Arizona time), ${page.length}`}</dd>
            {page.placeQuestion === null && (
              <>
                <dt className="font-medium">Where</dt>
                <dd>{page.place}</dd>
              </>
            )}
            <dt className="font-medium">Price</dt>
            <dd>{`${page.price}, of which ${page.deposit} retainer to book`}</dd>
          </dl>
          <p role="status" className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950">
            {`This time is held for you until ${page.heldUntil}, Arizona time.`}
          </p>
          {actionData?.message && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-red-900">
              {actionData.message}
            </p>
          )}
          <DetailsForm
            placeQuestion={page.placeQuestion}
            values={actionData?.values ?? {}}
            errors={actionData?.errors ?? {}}
          />
          <p className="mt-4 text-sm text-ink-soft">
            Next you read and sign the agreement and pay the retainer by card.
          </p>
        </>
      )}
    </div>
  );
}
