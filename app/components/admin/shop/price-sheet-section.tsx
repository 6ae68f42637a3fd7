import { Section } from "~/components/admin/admin-ui";
import { FieldsetList } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import {
  MAX_EXTRAS,
  MAX_SIZES,
  type ExtraDraft,
  type PriceSheetName,
  type SizeDraft,
} from "~/shared/shop/price-sheets.schema";

// One price sheet of /admin/prices: its sizes, each with its price (and an album's pages and name).
// Field names are the size's path ("prints.1.price"), as the server's messages name them.

const PRICE_HELP = "In dollars, e.g. 45 or 45.00.";

/** Each sheet's title, what it applies to, and how one size is called. */
const SHEETS: Record<PriceSheetName, { title: string; lead: string; add: string; pages: boolean; name: boolean }> = {
  prints: {
    title: "Fine-art prints",
    lead: "Every floral and landscape print in the shop, and prints your clients order from their galleries. Write portrait sizes (8x10): a landscape print is the same paper turned (10x8), at the same price.",
    add: "Add a print size",
    pages: false,
    name: false,
  },
  photoAlbum: {
    title: "Signature Photo Album",
    lead: "The photo album's sizes, on /photo-albums, its product page and the home page's print carousel.",
    add: "Add a photo album size",
    pages: true,
    name: false,
  },
  weddingAlbum: {
    title: "Signature Wedding Album",
    lead: "The wedding album's sizes, on /wedding-albums, /signature-wedding-albums and its product page.",
    add: "Add a wedding album size",
    pages: true,
    name: true,
  },
};

export function PriceSheetSection({
  sheet,
  sizes,
  errors,
}: {
  sheet: PriceSheetName;
  sizes: SizeDraft[];
  errors: FieldErrors;
}) {
  const { title, lead, add, pages, name } = SHEETS[sheet];
  return (
    <Section title={title}>
      <p className="mb-4 text-sm text-ink-soft">{lead}</p>
      <FieldsetList
        list={sheet}
        items={sizes}
        max={MAX_SIZES}
        errors={errors}
        noun={(i) => `size ${i + 1}`}
        legend={(i) => `Size ${i + 1}`}
        title={(size) => size.size}
        addLabel={add}
        className="space-y-4"
        fields={(_, { field }) => (
          <div className="grid gap-4 sm:grid-cols-2">
            {field("size", "Size (inches)", 'Width x height, e.g. "8x10".')}
            {field("price", "Price", PRICE_HELP)}
            {name && field("name", "Album name", "e.g. The Highlights Reel.")}
            {pages && field("pages", "Pages", "e.g. 30.")}
          </div>
        )}
      />
    </Section>
  );
}

/** "Additional Products & Services" under the wedding albums: shown with their prices, never in the cart. */
export function AlbumExtrasSection({ extras, errors }: { extras: ExtraDraft[]; errors: FieldErrors }) {
  return (
    <Section title="Wedding album extras">
      <p className="mb-4 text-sm text-ink-soft">
        The &quot;Additional Products &amp; Services&quot; list on /wedding-albums: shown with their prices, not sold
        through the cart (you add them to a client&apos;s order yourself). Remove them all to hide the list.
      </p>
      <FieldsetList
        list="weddingAlbumExtras"
        items={extras}
        max={MAX_EXTRAS}
        errors={errors}
        noun={(i) => `extra ${i + 1}`}
        legend={(i) => `Extra ${i + 1}`}
        title={(extra) => extra.title}
        addLabel="Add an extra"
        className="space-y-4"
        fields={(_, { field }) => (
          <div className="grid gap-4 sm:grid-cols-3">
            {field("title", "What it is", "e.g. Premium Leather Cover.")}
            {field("price", "Price", PRICE_HELP)}
            {field("unit", "After the price (optional)", "e.g. per page, each.")}
          </div>
        )}
      />
    </Section>
  );
}
