// The optional codes of an invoice's pay form (decision 052): a coupon and a gift card, typed as
// on the cart but sent with the plain form (no script needed). The server checks both against what
// the ledger says is owed and asks the card provider only for the rest; a refusal comes back in words.

const FIELDS = [
  { name: "coupon", label: "Coupon code", hint: "" },
  {
    name: "giftCard",
    label: "Gift card code",
    hint: "Like ABCD-EFGH-JKMN. It pays what it can; the card pays the rest.",
  },
] as const;

/** `refused`: why the last try with codes was not taken (the pay route's signed refusal), or null. */
export function PayCodes({ idPrefix, refused = null }: { idPrefix: string; refused?: string | null }) {
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm text-ink-soft">Have a coupon or a gift card? (optional)</legend>
      {refused && (
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 text-amber-950 sm:col-span-2">
          {`Nothing was charged: ${refused}`}
        </p>
      )}
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={id} className="font-serif text-lg">
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              className="field-input"
              aria-describedby={field.hint ? `${id}-hint` : undefined}
            />
            {field.hint && (
              <p id={`${id}-hint`} className="text-sm text-ink-soft">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
