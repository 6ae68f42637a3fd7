import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ResolvedImage } from "~/images/types";
import { Picture } from "~/components/ui/picture";
import type { LinkView } from "~/shared/shop/shop-views";

export const ALL_PRODUCTS: LinkView = { to: "/all-products", label: "← Back to All Products" };

/** A shop page under its back link ("← Back to All Products"). */
export function ShopPage({ back, children }: { back: LinkView; children: ReactNode }) {
  return (
    <div className="page-shell">
      <Link to={back.to} className="back-link">
        {back.label}
      </Link>
      {children}
    </div>
  );
}

/** The large photo of a product, print or album page: half the width from tablets on, loaded first. */
export function ProductPhoto({
  image,
  alt,
  position,
}: {
  image: ResolvedImage;
  alt: string;
  /** Which part of a print stays in view when it is cropped; the whole photo when unset. */
  position?: "center" | "top";
}) {
  return (
    <div className="overflow-hidden rounded-lg bg-sand-100 shadow-sm">
      <Picture
        image={image}
        alt={alt}
        priority
        sizes="(min-width: 768px) 50vw, 100vw"
        imgClassName={position ? `w-full ${position === "top" ? "object-top" : "object-center"}` : "w-full"}
      />
    </div>
  );
}
