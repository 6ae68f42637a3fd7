import { useState } from "react";
import { addToCart } from "~/cart/add-to-cart";
import { AlbumOptionCard } from "./album-option-card";
import { AlbumPage } from "./album-page";
import { ConfirmDialog } from "./confirm-dialog";
import type { AlbumOptionView, AlbumPageData } from "~/shared/shop/shop-views";

/** /photo-albums: a card per size opens the "Add to Cart" confirmation (SPEC §2.6, §4.5). */
export function PhotoAlbumsPage({ album }: { album: AlbumPageData }) {
  const [chosen, setChosen] = useState<AlbumOptionView | null>(null);
  const confirm = () => {
    if (!chosen) return;
    addToCart(chosen.cartItem, {
      title: "Added to cart",
      description: `${chosen.size} Photo Album has been added to your cart.`,
    });
    setChosen(null);
  };
  return (
    <>
      <AlbumPage
        album={album}
        heading="Signature Photo Albums"
        cards={album.options.map((option) => (
          <AlbumOptionCard key={option.size} option={option} onChoose={setChosen} kind="Photo Album" />
        ))}
      />
      <ConfirmDialog
        open={chosen !== null}
        title="Add to Cart"
        message={chosen ? `Would you like to add the ${chosen.size} Photo Album (${chosen.price}) to your cart?` : ""}
        confirmLabel="Add to Cart"
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
