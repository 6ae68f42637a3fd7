import type { ReactNode } from "react";

// What every test checkout page shows the same way (an order's, an invoice payment's): the banner
// that no card is charged, the answer to a bad link, and the pay and cancel buttons.

export function TestCheckoutBanner() {
  return (
    <p
      role="note"
      className="rounded-md border-2 border-dashed border-gold bg-sand-100 px-4 py-3 text-center font-semibold"
    >
      Test checkout — no card is charged
    </p>
  );
}

export function CheckoutNotFound({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-10 text-center">
      <h1 className="text-4xl">Checkout not found</h1>
      <p className="mt-3 text-ink-soft">This checkout link is not valid.</p>
      {children}
    </div>
  );
}

export function PayOrCancel({ busy, payLabel }: { busy: boolean; payLabel: string }) {
  return (
    <div className="mt-2 flex flex-wrap gap-3">
      <button type="submit" name="intent" value="pay" className="btn-primary" disabled={busy}>
        {busy ? "Processing..." : payLabel}
      </button>
      <button type="submit" name="intent" value="cancel" className="btn-outline" formNoValidate disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
