import { useId, useState } from "react";
import { addToCart } from "~/cart/add-to-cart";
import { updateCart } from "~/cart/cart-updates";
import { galleryPrintCartId } from "~/catalogue/gallery-prints";
import type { SizeOption } from "~/catalogue/sizes";
import { MAX_LINE_QUANTITY } from "~/shared/cart-limits";
import { formatPrice } from "~/shared/money";

/**
 * Order a print of a gallery photo: a size from the prints' price sheet (with their prices),
 * a quantity, "Add to cart" into the shop's cart. The page renders it only when the gallery takes
 * print orders; checkout checks that again, sells it only to a browser with the gallery's cookie, and
 * prices the line itself (the shown price and title are for display only).
 */
export function PrintOrder({
  slug,
  printKey,
  filename,
  image,
  sizes,
}: {
  slug: string;
  /** The photo's print key (ClientItem.printKey). */
  printKey: string;
  filename: string;
  /** A same-site path of the photo for the cart's thumbnail (the gallery's cookie opens it). */
  image: string;
  /** The sizes and prices the page's loader read (at least one). */
  sizes: readonly SizeOption[];
}) {
  const id = useId();
  const [size, setSize] = useState(sizes[0]!.size);
  const [quantity, setQuantity] = useState(1);
  const chosen = sizes.find((option) => option.size === size) ?? sizes[0]!;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const cartId = galleryPrintCartId(printKey, chosen.size);
    const count = Math.min(Math.max(1, Math.floor(quantity) || 1), MAX_LINE_QUANTITY);
    addToCart(
      {
        id: cartId,
        title: `Print of ${filename}`,
        size: chosen.size,
        price: formatPrice(chosen.cents),
        // Only same-site paths are kept by the cart.
        image: image.startsWith("/") && !image.startsWith("//") ? image : "",
      },
      {
        title: "Added to Cart",
        description: `${count} × ${filename} (${chosen.size}) ${count === 1 ? "has" : "have"} been added to your cart.`,
      },
    );
    for (let i = 1; i < count; i++) updateCart({ type: "plus", id: cartId });
  };

  return (
    <form onSubmit={add} className="flex flex-col gap-3" data-testid="print-order" data-gallery={slug}>
      <div className="flex flex-wrap gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-size`} className="field-label">
            Print size (inches)
          </label>
          <select
            id={`${id}-size`}
            className="field-input"
            value={chosen.size}
            onChange={(event) => setSize(event.target.value)}
          >
            {sizes.map((option) => (
              <option key={option.size} value={option.size}>
                {`${option.size} — ${formatPrice(option.cents)}`}
              </option>
            ))}
          </select>
        </div>
        <div className="w-24">
          <label htmlFor={`${id}-quantity`} className="field-label">
            Quantity
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            className="field-input"
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          />
        </div>
      </div>
      <div>
        <button type="submit" className="btn-primary">
          Add to cart ·{" "}
          {formatPrice(chosen.cents * Math.min(Math.max(1, Math.floor(quantity) || 1), MAX_LINE_QUANTITY))}
        </button>
      </div>
    </form>
  );
}
