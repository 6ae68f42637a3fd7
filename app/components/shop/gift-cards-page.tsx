import { useState, type FormEvent } from "react";
import { addToCart } from "~/cart/add-to-cart";
import { CartWidget } from "~/components/cart/cart-widget";
import { FieldError, invalidProps } from "~/components/forms/field-error";
import { PublicField, type PublicFieldProps } from "~/components/forms/public-field";
import type { FieldErrors } from "~/shared/field-errors";
import { formatPrice } from "~/shared/money";
import { checkGiftCardPurchase } from "~/shared/shop/gift-card-purchase";
import { GIFT_CARD_LINE_SIZE, giftCardLineTitle, newGiftCardLineId } from "~/shared/shop/gift-card-sale";

// /gift-cards (decision 051): the designed card's look, her amounts, the recipient, a message and
// the buyer's name. "Add to Cart" checks the fields with the rules the checkout applies again on
// the server (her amounts only) and puts one gift-card line in the browser's cart.

const MESSAGE_MAX = 500;

export function GiftCardsPage({ siteName, amounts }: { siteName: string; amounts: readonly number[] }) {
  const [amountCents, setAmountCents] = useState<number | null>(amounts[0] ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [recipientName, setRecipientName] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkGiftCardPurchase(
      {
        amountCents: amountCents ?? -1,
        recipientName: String(form.get("recipientName") ?? ""),
        recipientEmail: String(form.get("recipientEmail") ?? ""),
        message: String(form.get("message") ?? ""),
        fromName: String(form.get("fromName") ?? ""),
      },
      amounts,
    );
    if (!checked.ok) {
      setErrors(checked.fields);
      // The first refused field gets the focus, so a keyboard or screen-reader user hears why.
      const first = ["amount", "recipientName", "recipientEmail", "message", "fromName"].find((f) => checked.fields[f]);
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const purchase = checked.purchase;
    addToCart(
      {
        id: newGiftCardLineId(),
        title: giftCardLineTitle(purchase),
        size: GIFT_CARD_LINE_SIZE,
        price: formatPrice(purchase.amountCents),
        image: "",
        giftCard: purchase,
      },
      {
        title: "Added to Cart",
        description: `${formatPrice(purchase.amountCents)} gift card for ${purchase.recipientName}`,
      },
    );
    event.currentTarget.reset();
    setMessage("");
    setRecipientName("");
  };

  return (
    <div className="page-shell max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-4xl sm:text-5xl">Gift Cards</h1>
          <p className="mt-2 max-w-xl text-ink-soft">
            Give prints and albums to someone you love. The card is e-mailed to them with a code they enter in the cart;
            whatever they do not spend stays on the card for another order.
          </p>
        </div>
        <CartWidget variant="inline" />
      </div>
      {amounts.length === 0 ? (
        <p className="mt-10 text-lg">Gift cards are not on sale at the moment.</p>
      ) : (
        <div className="mt-10 grid gap-10 md:grid-cols-2">
          <CardPreview
            siteName={siteName}
            amount={amountCents === null ? "" : formatPrice(amountCents)}
            recipient={recipientName}
            message={message}
          />
          <form noValidate onSubmit={submit} className="space-y-5" aria-label="Buy a gift card">
            <fieldset>
              <legend className="field-label">Amount</legend>
              <div className="flex flex-wrap gap-2" {...invalidProps(errors, "amount", "gift-amount")}>
                {amounts.map((cents, index) => (
                  <label
                    key={cents}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-white px-4 py-2 has-[:checked]:border-clay has-[:checked]:bg-clay has-[:checked]:text-white"
                  >
                    <input
                      type="radio"
                      name="amount"
                      value={cents}
                      checked={amountCents === cents}
                      onChange={() => setAmountCents(cents)}
                      className="h-4 w-4"
                      {...(index === 0 ? { "data-field": "amount" } : {})}
                    />
                    {formatPrice(cents)}
                  </label>
                ))}
              </div>
              <FieldError errors={errors} name="amount" id="gift-amount" />
            </fieldset>
            <TextField id="gift-recipient-name" name="recipientName" label="Recipient's name" errors={errors}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  autoComplete="off"
                  maxLength={100}
                  value={recipientName}
                  onChange={(e) => setRecipientName(e.target.value)}
                />
              )}
            </TextField>
            <TextField id="gift-recipient-email" name="recipientEmail" label="Recipient's e-mail" errors={errors}>
              {(props) => <input {...props} type="email" autoComplete="off" maxLength={254} />}
            </TextField>
            <TextField id="gift-message" name="message" label="Message (optional)" errors={errors}>
              {(props) => (
                <>
                  <textarea
                    {...props}
                    rows={4}
                    maxLength={MESSAGE_MAX}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                  />
                  <p className="mt-1 text-sm text-ink-soft">{`${message.length} of ${MESSAGE_MAX} characters`}</p>
                </>
              )}
            </TextField>
            <TextField id="gift-from" name="fromName" label="From (your name)" errors={errors}>
              {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
            </TextField>
            <button type="submit" className="btn-primary w-full sm:w-auto">
              Add to Cart
            </button>
          </form>
        </div>
      )}
    </div>
  );
}

function TextField({
  id,
  name,
  label,
  errors,
  children,
}: PublicFieldProps & {
  children: (props: { id: string; name: string; className: string; "data-field": string }) => React.ReactNode;
}) {
  return (
    <PublicField id={id} name={name} label={label} errors={errors}>
      {children({ id, name, className: "field-input", "data-field": name, ...invalidProps(errors, name, id) })}
    </PublicField>
  );
}

/** The designed card (the PDF's look, decision 046): sand, clay and gold, the amount and the recipient. */
function CardPreview({
  siteName,
  amount,
  recipient,
  message,
}: {
  siteName: string;
  amount: string;
  recipient: string;
  message: string;
}) {
  return (
    <figure className="self-start">
      <div
        className="flex aspect-[7/5] flex-col items-center justify-center gap-1 rounded-lg border-4 border-double border-[#b8925a] bg-sand-100 p-6 text-center shadow-sm"
        aria-hidden="true"
      >
        <p className="font-serif text-xl text-clay">{siteName}</p>
        <p className="font-serif text-4xl">Gift Card</p>
        <p className="font-serif text-3xl text-clay">{amount}</p>
        <p className="text-sm">{`For ${recipient.trim() || "someone special"}`}</p>
        {message.trim() && <p className="line-clamp-3 max-w-xs text-xs text-ink-soft">{message}</p>}
      </div>
      <figcaption className="mt-2 text-sm text-ink-soft">
        The card is e-mailed to the recipient as a PDF, ready to print or to give.
      </figcaption>
    </figure>
  );
}
