import { useState } from "react";
import type { CartItem } from "~/cart/cart-item";
import { toast } from "~/components/ui/toast-store";
import { postJson } from "~/lib/post-json";

/** Asks the server for a hosted checkout and opens it (SPEC §4.4, §8). */
export function CheckoutButton({ items, total }: { items: readonly CartItem[]; total: string }) {
  const [busy, setBusy] = useState(false);

  const checkout = async () => {
    if (items.length === 0 || busy) return;
    setBusy(true);
    const result = await postJson<{ url?: unknown; error?: unknown } | undefined>("/functions/v1/create-payment", {
      items,
      customerEmail: null,
    });
    setBusy(false);
    if (!result.ok || result.body?.error) {
      toast({ title: "Error", description: "Checkout failed", variant: "destructive" });
      return;
    }
    const url = result.body?.url;
    if (typeof url !== "string" || !url) {
      toast({ title: "Error", description: "No checkout URL received" });
      return;
    }
    // Not "noopener" in the features: then window.open always returns null and we could
    // not tell a blocked tab from an opened one. The opener is cut right after instead.
    const tab = window.open(url, "_blank");
    if (!tab) {
      window.location.assign(url);
      return;
    }
    tab.opener = null;
    toast({ title: "Checkout Opened", description: "Complete your purchase in the new tab" });
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
