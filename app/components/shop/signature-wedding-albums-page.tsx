import { useState } from "react";
import { addToCart } from "~/cart/add-to-cart";
import { AlbumOptionCard } from "./album-option-card";
import { AlbumPage } from "./album-page";
import { ConfirmDialog } from "./confirm-dialog";
import type { AlbumOptionView, AlbumPageData } from "~/shared/shop/shop-views";

/** /signature-wedding-albums, reading (b): a confirmation dialog before adding (DECISIONS §1). */
export function SignatureWeddingAlbumsPage({ album }: { album: AlbumPageData }) {
  const [chosen, setChosen] = useState<AlbumOptionView | null>(null);
  const confirm = () => {
    if (!chosen) return;
    addToCart(chosen.cartItem, {
      title: "Added to cart",
      description: `${chosen.size} Signature Wedding Album has been added to your cart.`,
    });
    setChosen(null);
  };
  return (
    <>
      <AlbumPage
        album={album}
        heading="Signature Wedding Albums"
        cards={album.options.map((option) => (
          <AlbumOptionCard key={option.size} option={option} onChoose={setChosen} />
        ))}
      />
      <ConfirmDialog
        open={chosen !== null}
        title="Add to Cart"
        message={chosen ? `Would you like to add the ${chosen.size} (${chosen.price}) to your cart?` : ""}
        confirmLabel="Add to Cart"
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
