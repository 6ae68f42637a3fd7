import { Badge } from "./admin-ui";
import type { ShippingAddress } from "~/shared/shop/shipping-address";

const TONES: Record<string, "neutral" | "good" | "warn" | "bad"> = {
  paid: "warn",
  in_production: "warn",
  shipped: "good",
  delivered: "good",
  refunded: "bad",
  failed: "bad",
};

/** The label comes from the server's order types (orderStatusLabels), passed by the loader. */
export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{label}</Badge>;
}

/** Orders taken by the built-in test checkout: nobody paid, nothing is to be made or shipped. */
export function TestOrderBadge() {
  return (
    <span title="Placed through the test checkout: no card was charged">
      <Badge tone="bad">TEST</Badge>
    </span>
  );
}

/** A gallery print's photo as the order page's loader sends it (GalleryLineInfo of app/server/galleries). */
export interface GalleryPrint {
  filename: string;
  md5: string;
  /** The original's pixel size; null when the library could not read it. */
  width?: number | null;
  height?: number | null;
  originalUrl: string;
  thumbnailUrl: string | null;
}

type Address = ShippingAddress;

/** A shipping address, a line each: on the order page and its packing slip. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className="not-italic">
      {[
        address.name,
        address.line1,
        address.line2,
        `${address.city}, ${address.state} ${address.postalCode}`,
        address.country,
      ]
        .filter(Boolean)
        .map((part, i) => (
          <span key={i} className="block">
            {part}
          </span>
        ))}
    </address>
  );
}

/** A print from a client gallery: its photo, and its original with the MD5 the lab checks it against. */
export function GalleryPrintPhoto({ photo }: { photo: GalleryPrint | undefined }) {
  if (!photo) return <p className="mt-1 text-sm text-danger">The photo of this print has been deleted.</p>;
  return (
    <div className="mt-2 flex items-start gap-3" data-testid="gallery-print">
      {photo.thumbnailUrl && (
        <img src={photo.thumbnailUrl} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" />
      )}
      <div className="min-w-0 text-sm">
        <a href={photo.originalUrl} download className="break-all text-clay underline">
          Download the original ({photo.filename})
        </a>
        <p className="break-all text-ink-soft">
          MD5 <code>{photo.md5}</code>
        </p>
      </div>
    </div>
  );
}
