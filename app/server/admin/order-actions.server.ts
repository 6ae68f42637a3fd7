import { data } from "react-router";
import { z } from "zod";
import type { OrderStatus } from "../orders/order-types";
import { field } from "./guard.server";
import { retryMailFromForm } from "./mail-actions.server";
import { changeOrderStatus } from "./order-fulfilment.server";

// The actions of /admin/orders/:id: move the status along, or retry one of its mails.

/** What the admin may move an order to; pending → paid/failed belongs to the payment flow. */
export const ADMIN_ORDER_STATUSES = ["in_production", "shipped", "delivered", "refunded"] as const;

const trackingSchema = z
  .url({ protocol: /^https?$/, error: "The tracking link must start with http:// or https://" })
  .max(2000)
  .optional();

export async function orderAction(id: number, form: FormData) {
  const intent = field(form, "intent");
  if (intent === "retry-mail") return retryMailFromForm(form);
  if (intent !== "status") return data({ error: "Unknown action." }, { status: 400 });
  const status = ADMIN_ORDER_STATUSES.find((s) => s === field(form, "status"));
  if (!status) return data({ error: "Unknown status." }, { status: 400 });
  if (status === "refunded" && form.get("confirm") !== "yes") {
    return data({ error: "Tick the box to confirm the payment was refunded." }, { status: 400 });
  }
  const tracking = trackingSchema.safeParse(field(form, "trackingUrl") || undefined);
  if (!tracking.success) {
    return data({ error: tracking.error.issues[0]?.message ?? "Check the tracking link." }, { status: 400 });
  }
  const result = await changeOrderStatus(id, status as OrderStatus, { trackingUrl: tracking.data ?? null });
  if (!result.ok) return data({ error: result.error }, { status: result.error === "Order not found" ? 404 : 409 });
  const notices: Record<(typeof ADMIN_ORDER_STATUSES)[number], string> = {
    in_production: "Marked as in production.",
    shipped: result.order.customerEmail
      ? `Marked as shipped; ${result.order.customerEmail} will get an e-mail.`
      : "Marked as shipped (no customer e-mail on file, so none was sent).",
    delivered: "Marked as delivered.",
    refunded: "Marked as refunded.",
  };
  return { notice: notices[status] };
}
