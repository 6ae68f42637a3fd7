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
