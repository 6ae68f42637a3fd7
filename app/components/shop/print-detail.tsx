import { Link } from "react-router";
import type { ResolvedImage } from "~/images/types";
import { FeatureList } from "./feature-list";
import { ProductPhoto, ShopPage } from "./shop-page";
import type { PrintView } from "~/shared/shop/shop-views";

/** The detail page of every print flow: floral, landscape, tulip, Golden Coast and legacy. */
export function PrintDetail({ print, image }: { print: PrintView; image: ResolvedImage }) {
  return (
    <ShopPage back={print.backLinks.detail}>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ProductPhoto image={image} alt={print.title} position={print.imagePosition} />
        <div className="flex flex-col gap-6">
          <h1 className="text-4xl sm:text-5xl">{print.title}</h1>
          <p className="leading-relaxed text-ink-soft">{print.description}</p>
          <p className="text-2xl font-semibold text-clay" data-testid="starting-at">
            {print.startingAt}
          </p>
          <div>
            <h2 className="mb-2 text-sm font-medium tracking-wider text-ink-soft uppercase">Available Sizes</h2>
            <ul className="flex flex-wrap gap-2">
              {print.sizes.map((option) => (
                <li key={option.size} className="rounded-full border border-ink/20 bg-white px-3 py-1 text-sm">
                  {option.size}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={print.selectSizePath} className="btn-primary">
              Add to Cart
            </Link>
            {print.extraLinks.map((link) => (
              <Link key={link.to} to={link.to} className="btn-outline">
                {link.label}
              </Link>
            ))}
          </div>
          <FeatureList features={print.features} />
        </div>
      </div>
    </ShopPage>
  );
}
