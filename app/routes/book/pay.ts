import { payFromLink, payGet } from "~/server/payments/pay-request.server";
import { startBookingCheckout } from "~/server/scheduling/session-checkout.server";
import type { Route } from "./+types/pay";

// POST /book/:token/pay: "Pay the retainer" (or the next instalment), started for the ledger's
// amount less what the typed codes take (decision 052); the checkout, or back to the booking page
// when nothing is due. A self-booked session's time is kept for the checkout first
// (app/server/scheduling/session-checkout.server.ts).

export function action({ request, params }: Route.ActionArgs) {
  return payFromLink(request, params.token, {
    start: startBookingCheckout,
    page: `/book/${params.token}`,
    invalidLink: "This booking link is not valid.",
  });
}

export const loader = payGet;
