import { Link } from "react-router";
import type { PrintView } from "~/shared/shop/shop-views";
import { ShopPage } from "./shop-page";

/** "Select Your Size": one card per size of the print, each leading to its checkout page. */
export function PrintSelectSize({ print }: { print: PrintView }) {
  return (
    <ShopPage back={print.backLinks.selectSize}>
      <div className="mt-6 text-center">
        <h1 className="text-4xl sm:text-5xl">Select Your Size</h1>
        <p className="mt-3 text-ink-soft">{`Choose the perfect size for your ${print.title}`}</p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-6 sm:grid-cols-3">
        {print.sizes.map((option) => (
          <li
            key={option.size}
            data-testid="size-card"
            className="flex flex-col items-center gap-3 rounded-lg border border-ink/10 bg-white p-8 text-center shadow-sm"
          >
            <h2 className="text-3xl">{option.size}</h2>
            <p className="text-xl font-semibold text-clay">{option.price}</p>
            <Link to={option.checkoutPath} className="btn-primary mt-2" aria-label={`Select Size ${option.size}`}>
              Select Size
            </Link>
          </li>
        ))}
      </ul>
    </ShopPage>
  );
}
