import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { updateCart } from "~/cart/cart-updates";
import { useHydrated } from "./use-hydrated";
import { LineIcon } from "~/components/ui/line-icon";

/**
 * /payment-success. The page is cached for every visitor, so the session id is read in the browser only
 * (after hydration, so the server's HTML and the first client render agree).
 */
export function PaymentSuccessView() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const sessionId = hydrated ? params.get("session_id") : null;

  // The order is paid: the cart is done with (SPEC §2.7), and the badge follows "cartUpdated".
  useEffect(() => {
    updateCart({ type: "clear" });
  }, []);

  return (
    <div className="page-shell flex min-h-[60vh] flex-col items-center justify-center text-center">
      <LineIcon className="h-16 w-16 text-clay" strokeWidth={1.5}>
        <circle cx="12" cy="12" r="10" />
        <path d="M7 12.5l3 3 7-7" />
      </LineIcon>
      <h1 className="mt-6 text-4xl sm:text-5xl">Payment Successful!</h1>
      <p className="mt-4 max-w-xl text-ink-soft">
        Thank you for your purchase. Your order has been confirmed and you will receive an email confirmation shortly.
      </p>
      {sessionId && (
        <p className="mt-4 text-sm break-all text-ink-soft" data-testid="order-reference">
          {`Order Reference: ${sessionId}`}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/all-products" className="btn-primary">
          Continue Shopping
        </Link>
        <Link to="/" className="btn-outline">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
