import { Link } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { PrintGalleryData } from "~/shared/shop/shop-views";
import { ShopPage } from "./shop-page";

/** /floral-gallery and /landscape-gallery: a grid of print cards and the custom-sizes box. */
export function PrintGallery({ gallery }: { gallery: PrintGalleryData }) {
  return (
    <ShopPage back={gallery.backLink}>
      <h1 className="mt-6 text-center text-4xl sm:text-5xl">{gallery.heading}</h1>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {gallery.cards.map((card, index) => (
          <li
            key={card.id}
            data-testid="print-card"
            className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm"
          >
            {/* A second way in for pointer users; keyboard and screen readers use "View Details". */}
            <Link
              to={card.path}
              tabIndex={-1}
              aria-hidden="true"
              className="block aspect-[4/3] overflow-hidden bg-sand-100"
            >
              <Picture
                image={card.image}
                alt=""
                fill
                priority={index === 0}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="block h-full w-full"
                imgClassName="transition-transform duration-500 hover:scale-105"
              />
            </Link>
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h2 className="text-2xl">{card.title}</h2>
              <p className="line-clamp-2 text-sm text-ink-soft">{card.summary}</p>
              <p className="mt-auto pt-2 text-lg font-semibold text-clay">{card.price}</p>
              <Link to={card.path} className="btn-outline mt-2" aria-label={`View Details: ${card.title}`}>
                View Details
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <section
        className="mx-auto mt-16 max-w-3xl rounded-lg bg-sand-100 p-8 text-center"
        aria-labelledby="custom-sizes"
      >
        <h2 id="custom-sizes" className="text-3xl">
          {gallery.customSizes.heading}
        </h2>
        <p className="mt-3 text-ink-soft">{gallery.customSizes.text}</p>
        <Link to={gallery.customSizes.link.to} className="btn-primary mt-6">
          {gallery.customSizes.link.label}
        </Link>
      </section>
    </ShopPage>
  );
}
