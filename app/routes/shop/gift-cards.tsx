import { GiftCardsPage } from "~/components/shop/gift-cards-page";
import { readGiftCardAmounts } from "~/server/shop/gift-card-amounts.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/gift-cards";
import { shopMeta } from "./shop-meta";

// /gift-cards (issue 31 §6, decision 051): her gift-card amounts (her gift-card settings, page
// content: a change re-renders it) and the form that puts a gift card in the cart.
export async function loader() {
  return { amounts: (await readGiftCardAmounts()).amounts, siteName: env().SITE_NAME };
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, {
    title: "Gift Cards",
    description: "Give prints and albums: a gift card e-mailed to someone you love, at the amount you choose.",
  });

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  return <GiftCardsPage siteName={loaderData.siteName} amounts={loaderData.amounts} />;
}
