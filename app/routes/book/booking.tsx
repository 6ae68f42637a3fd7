import { data, redirect } from "react-router";
import { ExpiredProposal, InvalidLink, TooManyTries, UpdatingProposal } from "~/components/booking/booking-messages";
import { OpenProposal } from "~/components/booking/open-proposal";
import { SignedProposal } from "~/components/booking/signed-proposal";
import { applyCodesFromLink, asksToApplyCodes } from "~/server/payments/apply-codes.server";
import { readPayRefusal } from "~/server/payments/pay-refusal.server";
import { loadBookingPage } from "~/server/proposals/booking-page.server";
import { signProposal } from "~/server/proposals/sign-proposal.server";
import { previewBookingCodes } from "~/server/scheduling/session-checkout.server";
import { privateHeaders, privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/booking";

// /book/<token>: the client's booking page (issue 28 §5, docs/decisions/032-booking.md). Private
// like a client gallery: rendered per request (never in the render cache's fixed list or the
// sitemap), no-store and noindex. GET shows the proposal (?option= picks a package without
// JavaScript); POST signs it, then redirects here to show the signed state; once signed, the pay
// form's Apply button (intent=apply-codes) posts here too and sees what its codes take off.

export async function loader({ request, params }: Route.LoaderArgs) {
  const option = new URL(request.url).searchParams.get("option");
  const page = await loadBookingPage(request, params.token, option);
  const payRefused = page.data.view === "signed" ? await readPayRefusal(request, params.token) : null;
  return data({ ...page.data, payRefused }, { status: page.status, headers: privateHeaders(page.retryAfterSeconds) });
}

export async function action({ request, params }: Route.ActionArgs) {
  if (await asksToApplyCodes(request)) {
    return applyCodesFromLink(request, params.token, {
      preview: (token, typed) => previewBookingCodes(token, typed),
      invalidLink: "This booking link is not valid.",
    });
  }
  const outcome = await signProposal(request, params.token);
  if (outcome.ok) return redirect(`/book/${params.token}`, { status: 303, headers: privateHeaders() });
  return data(
    { error: outcome.error, fields: outcome.fields },
    { status: outcome.status, headers: privateHeaders(outcome.retryAfterSeconds) },
  );
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

const TITLES = {
  limited: "Too many tries",
  unknown: "Booking link not valid",
  updating: "Proposal being updated",
  expired: "Proposal expired",
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.view === "open" || loaderData?.view === "signed"
      ? loaderData.proposal.title
      : TITLES[loaderData?.view ?? "unknown"],
  );

export default function BookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "limited":
      return <TooManyTries contact={loaderData.contact} retryAfter={loaderData.retryAfter} />;
    case "unknown":
      return <InvalidLink contact={loaderData.contact} />;
    case "updating":
      return <UpdatingProposal contact={loaderData.contact} title={loaderData.title} earlier={loaderData.earlier} />;
    case "expired":
      return <ExpiredProposal contact={loaderData.contact} title={loaderData.title} expiredOn={loaderData.expiredOn} />;
    case "open":
      return <OpenProposal data={loaderData} failed={actionData && "error" in actionData ? actionData : undefined} />;
    case "signed":
      return (
        <SignedProposal
          data={loaderData}
          payAction={`/book/${params.token}/pay`}
          applyAction={`/book/${params.token}`}
          applied={actionData && "apply" in actionData ? actionData.apply : null}
          payRefused={loaderData.payRefused}
        />
      );
  }
}
