import { useState } from "react";
import type { CartItem } from "~/cart/cart-item";
import { toast } from "~/components/ui/toast-store";

/** Asks the server for a hosted checkout and opens it (SPEC §4.4, §8). */
export function CheckoutButton({ items, total }: { items: readonly CartItem[]; total: string }) {
  const [busy, setBusy] = useState(false);

  const checkout = async () => {
    if (items.length === 0 || busy) return;
    setBusy(true);
    try {
      const response = await fetch("/functions/v1/create-payment", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ items, customerEmail: null }),
      });
      const body = (await response.json().catch(() => ({}))) as { url?: unknown; error?: unknown };
      if (!response.ok || body.error) {
        toast({ title: "Error", description: "Checkout failed", variant: "destructive" });
        return;
      }
      if (typeof body.url !== "string" || !body.url) {
        toast({ title: "Error", description: "No checkout URL received" });
        return;
      }
      // Not "noopener" in the features: then window.open always returns null and we could
      // not tell a blocked tab from an opened one. The opener is cut right after instead.
      const tab = window.open(body.url, "_blank");
      if (!tab) {
        window.location.assign(body.url);
        return;
      }
      tab.opener = null;
      toast({ title: "Checkout Opened", description: "Complete your purchase in the new tab" });
    } catch {
      toast({ title: "Error", description: "Checkout failed", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn-primary w-full sm:w-auto"
      disabled={busy}
      onClick={checkout}
      aria-live="polite"
    >
      {busy ? "Processing..." : `Proceed to Checkout - ${total}`}
    </button>
  );
}
