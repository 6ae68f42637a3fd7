import { Badge } from "./admin-ui";

const TONES: Record<string, "neutral" | "good" | "warn" | "bad"> = {
  paid: "warn",
  in_production: "warn",
  shipped: "good",
  delivered: "good",
  refunded: "bad",
  failed: "bad",
};

/** The label comes from the server's order types (orderStatusLabels), passed by the loader. */
export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{label}</Badge>;
}

/** Orders taken by the built-in test checkout: nobody paid, nothing is to be made or shipped. */
export function TestOrderBadge() {
  return (
    <span title="Placed through the test checkout: no card was charged">
      <Badge tone="bad">TEST</Badge>
    </span>
  );
}
