import { useRef, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { CartWidget } from "~/components/cart/cart-widget";
import { Picture } from "~/components/ui/picture";
import type { AllProductsData } from "~/shared/shop/shop-views";
import { CategoryBadge } from "./category-badge";

const ALL = "All";

/**
 * The cards drawn at first (decision 055): a shop of a few dozen products shows them all (the seeded
 * one has 54); a larger one draws this many and a "Show all" link, so a 200-product page is not
 * 200 cards of HTML to parse and hydrate on a phone before it responds.
 */
export const FIRST_CARDS = 60;

/** /all-products: every product with a category filter (SPEC §2.7). */
export function AllProductsPage({ data }: { data: AllProductsData & { everyCard?: boolean } }) {
  const [category, setCategory] = useState(ALL);
  const [everyCard, setEveryCard] = useState(data.everyCard === true);
  const list = useRef<HTMLUListElement>(null);
  const matching = category === ALL ? data.products : data.products.filter((p) => p.category === category);
  const shown = everyCard ? matching : matching.slice(0, FIRST_CARDS);
  const showAll = (event: MouseEvent) => {
    event.preventDefault();
    setEveryCard(true);
    // Keyboard and screen-reader users go on from the first card they had not seen.
    requestAnimationFrame(() => list.current?.children[FIRST_CARDS]?.querySelector<HTMLElement>("a")?.focus());
  };
  return (
    <div className="page-shell">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl sm:text-5xl">All Prints &amp; Products</h1>
          <p className="mt-2 text-ink-soft">Premium fine art prints and custom photo albums</p>
        </div>
        <CartWidget variant="inline" />
      </div>
      <div role="group" aria-label="Filter by category" className="mt-8 flex flex-wrap gap-2">
        {[ALL, ...data.categories].map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
            className={`rounded-full border px-4 py-2 text-sm transition-colors ${
              category === name ? "border-clay bg-clay text-white" : "border-ink/20 bg-white text-ink hover:border-clay"
            }`}
          >
            {name}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length} products shown
      </p>
      <ul ref={list} className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((product, index) => (
          // Off screen, a card skips style, layout and paint until scrolled near (content-visibility),
          // so the display font's arrival re-lays out only the cards on screen. The estimated
          // height holds a card's place until it has been laid out once.
          <li
            key={product.id}
            data-testid="product-card"
            className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm [contain-intrinsic-block-size:auto_560px] [content-visibility:auto]"
          >
            <div className="aspect-[4/3] overflow-hidden bg-sand-100">
              <Picture
                image={product.image}
                alt={product.title}
                fill
                priority={index === 0}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="block h-full w-full"
              />
            </div>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <CategoryBadge category={product.category} />
              <h2 className="text-2xl">{product.title}</h2>
              <p className="line-clamp-3 text-sm text-ink-soft">{product.description}</p>
              <p className="mt-auto pt-2 font-semibold text-clay">{product.startingAt}</p>
              <Link to={product.path} className="btn-primary mt-2" aria-label={`Select Size: ${product.title}`}>
                Select Size
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {shown.length < matching.length && (
        <p className="mt-10 text-center">
          {/* Without JavaScript the link opens the full list; with it the cards are drawn in place. */}
          <Link to="/all-products/all" onClick={showAll} className="btn-outline">
            Show all {matching.length} products
          </Link>
        </p>
      )}
      {/* Gift cards are their own page and cart line (decision 051), not a product of the list. */}
      <p className="mt-12 border-t border-ink/10 pt-8 text-lg">
        Giving a gift?{" "}
        <Link to="/gift-cards" className="font-medium text-clay underline underline-offset-4">
          Send a gift card
        </Link>{" "}
        by e-mail, at the amount you choose.
      </p>
    </div>
  );
}
