import { CartView } from "~/components/cart/cart-view";
import type { Route } from "./+types/cart";
import { shopMeta } from "./shop-meta";
import { cartOffersData } from "~/server/shop/shop-views.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";
import { readShopCharges } from "~/server/content/site-settings.server";
import { NOINDEX } from "~/shared/robots";
import { readGiftCardAmounts } from "~/server/shop/gift-card-amounts.server";

// Rendered with the catalogue's price table and her shipping and tax settings (decision 044): the
// page prices whatever the visitor's stored cart holds without a catalogue in the browser bundle,
// and the checkout prices it again on the server. A settings change re-renders it (content version).
export async function loader() {
  return {
    ...cartOffersData(await shopCatalogue()),
    giftCardAmounts: (await readGiftCardAmounts()).amounts,
    charges: await readShopCharges(),
  };
}

export const meta: Route.MetaFunction = (args) =>
  shopMeta(args, { title: "Your Cart", description: "Your selected prints and albums.", robots: NOINDEX });

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <CartView
      offers={loaderData.offers}
      galleryPrintSizes={loaderData.galleryPrintSizes}
      giftCardAmounts={loaderData.giftCardAmounts}
      charges={loaderData.charges}
    />
  );
}
