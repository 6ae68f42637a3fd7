import { TestCheckoutView } from "~/components/shop/test-checkout-view";
import { orderCheckoutPage } from "~/server/payments/order-checkout-page.server";
import { confirmGiftCardCheckout, openGiftCardCheckout } from "~/server/shop/gift-card-checkout.server";
import { checkoutHeaders } from "./checkout-page";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/gift-card-checkout";

// An order a gift card pays in full (decision 046): no card provider; the buyer gives the e-mail
// and address here and the order is marked paid by gift card.

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return orderCheckoutPage(await openGiftCardCheckout(params.orderId, token));
}

export async function action({ params, request }: Route.ActionArgs) {
  return confirmGiftCardCheckout(request, params.orderId);
}

export const headers: Route.HeadersFunction = checkoutHeaders;

export const meta: Route.MetaFunction = () => privatePageMeta("Paid by gift card");

export default function GiftCardCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutView data={loaderData} result={actionData} paidByGiftCard />;
}
