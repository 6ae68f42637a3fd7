import { addToCart } from "~/cart/add-to-cart";
import type { ResolvedImage } from "~/images/types";
import { FeatureList } from "./feature-list";
import { ProductPhoto, ShopPage } from "./shop-page";
import type { PrintCheckoutView } from "~/shared/shop/shop-views";

/** A print in one size with its "Add to Cart" button (SPEC §2.6 checkout page). */
export function PrintCheckout({ view, image }: { view: PrintCheckoutView; image: ResolvedImage }) {
  const add = () =>
    addToCart(view.cartItem, {
      title: "Added to Cart",
      description: `${view.title} (${view.size}) has been added to your cart.`,
    });
  return (
    <ShopPage back={view.backLink}>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ProductPhoto image={image} alt={view.title} position={view.imagePosition} />
        <div className="flex flex-col gap-5">
          <h1 className="text-4xl sm:text-5xl">{view.title}</h1>
          <p className="text-lg">{`Size: ${view.size}`}</p>
          <p className="text-3xl font-semibold text-clay">{view.price}</p>
          <div>
            <button type="button" className="btn-primary" onClick={add}>
              Add to Cart
            </button>
          </div>
          <FeatureList features={view.features} />
        </div>
      </div>
    </ShopPage>
  );
}
