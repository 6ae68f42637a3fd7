import { useState } from "react";
import { addToCart } from "~/cart/add-to-cart";
import { AlbumOptionCard } from "./album-option-card";
import { AlbumPage } from "./album-page";
import { ConfirmDialog } from "./confirm-dialog";
import type { AlbumOptionView, AlbumPageData } from "~/shared/shop/shop-views";

/**
 * /photo-albums and /signature-wedding-albums, reading (b): a card per size opens the "Add to
 * Cart" confirmation before adding (SPEC §2.6, §4.5; DECISIONS §1).
 */
export function ConfirmedAlbumPage({
  album,
  heading,
  kind,
  added,
}: {
  album: AlbumPageData;
  heading: string;
  /** After the size on the cards (for a screen reader) and in the question, e.g. "Photo Album". */
  kind?: string;
  /** After the size in the toast: what has been added, e.g. "Photo Album". */
  added: string;
}) {
  const [chosen, setChosen] = useState<AlbumOptionView | null>(null);
  const confirm = () => {
    if (!chosen) return;
    addToCart(chosen.cartItem, {
      title: "Added to cart",
      description: `${chosen.size} ${added} has been added to your cart.`,
    });
    setChosen(null);
  };
  const named = (option: AlbumOptionView) => (kind ? `${option.size} ${kind}` : option.size);
  return (
    <>
      <AlbumPage
        album={album}
        heading={heading}
        cards={album.options.map((option) => (
          <AlbumOptionCard key={option.size} option={option} onChoose={setChosen} kind={kind} />
        ))}
      />
      <ConfirmDialog
        open={chosen !== null}
        title="Add to Cart"
        message={chosen ? `Would you like to add the ${named(chosen)} (${chosen.price}) to your cart?` : ""}
        confirmLabel="Add to Cart"
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
