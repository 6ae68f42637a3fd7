import { isAlbumItem, type CartItem } from "~/cart/cart-item";
import { updateCart } from "~/cart/cart-updates";
import { LineIcon } from "~/components/ui/line-icon";

/** One cart item: thumbnail, title, size, price, quantity −/+, remove, album session date. */
export function CartLine({ item }: { item: CartItem }) {
  const noteId = `note-${item.id}`;
  return (
    <li data-testid="cart-item" className="flex gap-4 py-6">
      <div className="h-24 w-24 shrink-0 overflow-hidden rounded-md bg-sand-100">
        {item.image && <img src={item.image} alt="" width={96} height={96} className="h-24 w-24 object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="font-serif text-2xl">{item.title}</h2>
            {item.giftCard ? (
              <p className="text-sm text-ink-soft">{`From ${item.giftCard.fromName}`}</p>
            ) : (
              <p className="text-sm text-ink-soft">{`Size: ${item.size}`}</p>
            )}
          </div>
          <p className="font-semibold text-clay">{item.price}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* A gift card is one card per line (decision 051): no quantity to change. */}
          {!item.giftCard && (
            <div className="flex items-center rounded-full border border-ink/20">
              <button
                type="button"
                aria-label={`Decrease quantity of ${item.title}`}
                onClick={() => updateCart({ type: "minus", id: item.id })}
                className="flex h-9 w-9 items-center justify-center rounded-full hover:bg-sand-100"
              >
                <span aria-hidden="true">−</span>
              </button>
              <span className="min-w-8 text-center" data-testid="quantity" aria-label={`Quantity ${item.quantity}`}>
                {item.quantity}
              </span>
              <button
                type="button"
                aria-label={`Increase quantity of ${item.title}`}
                onClick={() => updateCart({ type: "plus", id: item.id })}
                className="flex h-9 w-9 items-center justify-center rounded-full hover:bg-sand-100"
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          )}
          <button
            type="button"
            aria-label={`Remove ${item.title}`}
            onClick={() => updateCart({ type: "remove", id: item.id })}
            className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-danger hover:underline"
          >
            <LineIcon>
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
            </LineIcon>
            Remove
          </button>
        </div>
        {isAlbumItem(item) && (
          <div className="mt-1 max-w-sm">
            <label htmlFor={noteId} className="field-label">
              What was/will be your session date
            </label>
            <input
              id={noteId}
              type="text"
              className="field-input"
              placeholder="e.g. June 14, 2026"
              maxLength={200}
              value={item.note ?? ""}
              onChange={(event) => updateCart({ type: "set-note", id: item.id, note: event.target.value })}
            />
          </div>
        )}
      </div>
    </li>
  );
}
