import { useState } from "react";
import { addToCart } from "~/cart/add-to-cart";
import type { ResolvedImage } from "~/images/types";
import { FeatureList } from "./feature-list";
import { ALL_PRODUCTS, ProductPhoto, ShopPage } from "./shop-page";
import { ShopMessage } from "./shop-message";
import type { ProductDetailData, ProductDetailView, ProductSizeView } from "~/shared/shop/shop-views";
import { CategoryBadge } from "./category-badge";

/** /product-detail/{id}: choose a size, then "Add to Cart - {price}" (SPEC §2.7, §4.5). */
export function ProductDetailPage({ data }: { data: ProductDetailData }) {
  return data.found ? (
    <ProductDetail product={data.product} image={data.image} />
  ) : (
    <ShopMessage view={data.notFound} />
  );
}

function ProductDetail({ product, image }: { product: ProductDetailView; image: ResolvedImage }) {
  const [chosen, setChosen] = useState<ProductSizeView | null>(null);
  const add = () => {
    if (!chosen) return;
    addToCart(chosen.cartItem, {
      title: "Added to Cart",
      description: `${product.title} (${chosen.size}) has been added to your cart.`,
    });
    setChosen(null);
  };
  return (
    <ShopPage back={ALL_PRODUCTS}>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ProductPhoto image={image} alt={product.title} />
        <div className="flex flex-col gap-6">
          <CategoryBadge category={product.category} />
          <h1 className="text-4xl sm:text-5xl">{product.title}</h1>
          <p className="leading-relaxed text-ink-soft">{product.description}</p>
          <div>
            <h2 className="mb-3 text-2xl">Available Sizes</h2>
            <div className="grid gap-2" role="group" aria-label="Available Sizes">
              {product.sizes.map((option) => (
                <button
                  key={option.size}
                  type="button"
                  aria-pressed={chosen?.size === option.size}
                  onClick={() => setChosen(option)}
                  className={`flex items-center justify-between rounded-md border px-4 py-3 text-left transition-colors ${
                    chosen?.size === option.size
                      ? "border-clay bg-sand-100"
                      : "border-ink/20 bg-white hover:border-clay"
                  }`}
                >
                  <span>{product.showInches ? `${option.size} inches` : option.size}</span>
                  <span className="font-semibold text-clay">{option.price}</span>
                </button>
              ))}
            </div>
          </div>
          {chosen && (
            <button type="button" className="btn-primary self-start" onClick={add}>
              {`Add to Cart - ${chosen.price}`}
            </button>
          )}
          <FeatureList heading="Product Information" features={product.information} />
        </div>
      </div>
    </ShopPage>
  );
}
