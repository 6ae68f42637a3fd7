import { TestCheckoutView } from "~/components/shop/test-checkout-view";
import { orderCheckoutPage } from "~/server/payments/order-checkout-page.server";
import { confirmGiftCardCheckout, openGiftCardCheckout } from "~/server/shop/gift-card-checkout.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
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

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
}

export const meta: Route.MetaFunction = () => [
  { title: "Paid by gift card" },
  { name: "robots", content: NOINDEX_NOFOLLOW },
];

export default function GiftCardCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutView data={loaderData} result={actionData} paidByGiftCard />;
}
