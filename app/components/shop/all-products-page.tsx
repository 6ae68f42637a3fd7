import { useState } from "react";
import { Link } from "react-router";
import { CartWidget } from "~/components/cart/cart-widget";
import { Picture } from "~/components/ui/picture";
import type { AllProductsData } from "~/shared/shop/shop-views";
import { CategoryBadge } from "./category-badge";

const ALL = "All";

/** /all-products: every product with a category filter (SPEC §2.7). */
export function AllProductsPage({ data }: { data: AllProductsData }) {
  const [category, setCategory] = useState(ALL);
  const shown = category === ALL ? data.products : data.products.filter((p) => p.category === category);
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
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
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
