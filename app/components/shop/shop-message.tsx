import { Link } from "react-router";
import type { ShopMessageView } from "~/shared/shop/shop-views";

/** The spec's "Print not found" / "Invalid selection" screens: the message and a way back. */
export function ShopMessage({ view }: { view: ShopMessageView }) {
  return (
    <div className="page-shell flex min-h-[60vh] flex-col items-center justify-center text-center">
      <h1 className="text-4xl">{view.message}</h1>
      <Link to={view.link.to} className="btn-primary mt-8">
        {view.link.label}
      </Link>
    </div>
  );
}
