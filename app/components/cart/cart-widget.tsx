import { Link } from "react-router";
import { totalQuantity } from "~/cart/cart-item";
import { useCart } from "~/cart/use-cart";

/**
 * Link to /cart labelled "Cart", with a badge of the total quantity when above 0 (SPEC §2.7).
 * The cart lives in the browser, so the server always renders it empty and the badge appears
 * after hydration; it follows "cartUpdated" and other tabs' "storage" events.
 */
export function CartWidget({ variant = "header" }: { variant?: "header" | "inline" }) {
  const count = totalQuantity(useCart());
  const look =
    variant === "header"
      ? "h-10 rounded-full bg-white/90 px-3 shadow-sm backdrop-blur hover:bg-white"
      : "rounded-full border border-ink/20 bg-white px-4 py-2 hover:border-clay";
  return (
    <Link
      to="/cart"
      data-testid={variant === "header" ? "cart-widget" : "cart-widget-inline"}
      className={`relative inline-flex items-center gap-2 text-sm font-medium text-ink ${look}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.5 12.5h12L22 7H6.2" />
      </svg>
      <span className={variant === "header" ? "sr-only sm:not-sr-only" : ""}>Cart</span>
      {count > 0 && (
        <>
          {" "}
          <span
            data-testid="cart-badge"
            className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-xs font-semibold text-white"
          >
            {count}
          </span>
          {/* The link's name reads "Cart 2 items": its own text, so what is seen is what is said. */}
          <span className="sr-only">{count === 1 ? " item" : " items"}</span>
        </>
      )}
    </Link>
  );
}
