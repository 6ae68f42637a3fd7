import { addToCart } from "~/cart/add-to-cart";
import { AlbumOptionCard } from "./album-option-card";
import { AlbumPage } from "./album-page";
import type { AlbumOptionView, AlbumPageData } from "~/shared/shop/shop-views";

/** /wedding-albums, reading (a): a card click adds at once; the extras are display only. */
export function WeddingAlbumsPage({ album }: { album: AlbumPageData }) {
  const add = (option: AlbumOptionView) =>
    addToCart(option.cartItem, {
      title: "Added to cart",
      description: `${option.cartItem.title} has been added to your cart.`,
    });
  return (
    <AlbumPage
      album={album}
      heading="Wedding Albums"
      cards={album.options.map((option) => (
        <AlbumOptionCard key={option.size} option={option} onChoose={add} action="add to cart" />
      ))}
      after={
        album.extras.length > 0 && (
          <section className="mx-auto mt-16 max-w-3xl rounded-lg bg-sand-100 p-8" aria-labelledby="album-extras">
            <h2 id="album-extras" className="text-center text-3xl">
              Additional Products &amp; Services
            </h2>
            <dl className="mt-6 divide-y divide-ink/10">
              {album.extras.map((extra) => (
                <div key={extra.title} className="flex justify-between gap-4 py-3">
                  <dt>{extra.title}</dt>
                  <dd className="font-semibold text-clay">{extra.price}</dd>
                </div>
              ))}
            </dl>
          </section>
        )
      }
    />
  );
}
