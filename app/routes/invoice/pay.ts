import { startOneOffCheckout } from "~/server/payments/invoice-checkout.server";
import { payFromLink, payGet } from "~/server/payments/pay-request.server";
import type { Route } from "./+types/pay";

// POST /invoice/:token/pay: "Pay <amount>" on a one-off invoice's page, started for what the
// ledger says is still owed; the checkout, or back to the invoice's page when nothing is due.

export function action({ request, params }: Route.ActionArgs) {
  return payFromLink(request, params.token, {
    start: startOneOffCheckout,
    page: `/invoice/${params.token}`,
    invalidLink: "This invoice link is not valid.",
  });
}

export const loader = payGet;
