import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { payFromLink, payGet } from "~/server/payments/pay-request.server";
import type { Route } from "./+types/pay";

// POST /book/:token/pay: "Pay the retainer" (or the next instalment), started for the ledger's
// amount; the checkout, or back to the booking page when nothing is due.

export function action({ request, params }: Route.ActionArgs) {
  return payFromLink(request, params.token, {
    start: startInvoiceCheckout,
    page: `/book/${params.token}`,
    invalidLink: "This booking link is not valid.",
  });
}

export const loader = payGet;
