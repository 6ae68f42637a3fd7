import { data } from "react-router";
import { ADMIN_ORDER_STATUSES, trackingSchema, type AdminOrderStatus } from "~/shared/orders/order-status.schema";
import { galleryLineInfo } from "../galleries/gallery-prints.server";
import { deliveryState } from "../mail/outbox-store.server";
import { orderStatusLabels, orderTransitions } from "../orders/order-types";
import { findById } from "../orders/orders-repository.server";
import { notFound, refused, saved, type EditResult } from "./editor/edit-result.server";
import { parseOne } from "./editor/form-values.server";
import { idParam } from "./editor/route-params.server";
import { changeOrderStatus } from "./order-fulfilment.server";

// One order in the admin (/admin/orders/:id): what its page shows, and moving its status along.
// Orders carry no version: setStatus only moves from the status it read, so two tabs cannot race.

export const NO_SUCH_ORDER = "No such order.";

/** The order page: the order (its checkout token stays on the server), its mails, its next steps. */
export async function orderPage(idText: string | undefined) {
  const found = await findById(idParam(idText, NO_SUCH_ORDER));
  if (!found) throw data({ error: NO_SUCH_ORDER }, { status: 404 });
  const { accessToken: _token, ...order } = found;
  const mails = await deliveryState({ type: "order", id: order.id });
  const next = orderTransitions[order.status].filter((s) => s !== "paid" && s !== "failed");
  // Prints from client galleries: the photo, its original for the lab, and its MD5.
  const galleryPhotos = await galleryLineInfo(order.lines.flatMap((line) => line.printPhotoId ?? []));
  return { order, statusLabel: orderStatusLabels[order.status], next, mails, galleryPhotos };
}

export async function updateOrderStatus(
  id: number,
  input: { status: string; confirm: string; trackingUrl: string },
): Promise<EditResult> {
  const status = ADMIN_ORDER_STATUSES.find((s) => s === input.status);
  if (!status) return refused("Unknown status.");
  if (status === "refunded" && input.confirm !== "yes") {
    return refused("Tick the box to confirm the payment was refunded.");
  }
  const tracking = parseOne(trackingSchema, input.trackingUrl || undefined, "Check the tracking link.");
  if (!tracking.ok) return tracking.refusal;
  const result = await changeOrderStatus(id, status, { trackingUrl: tracking.value ?? null });
  if (!result.ok) return result.error === "Order not found" ? notFound(result.error) : refused(result.error, 409);
  return saved(statusNotice(status, result.order.customerEmail));
}

function statusNotice(status: AdminOrderStatus, customerEmail: string | null): string {
  switch (status) {
    case "in_production":
      return "Marked as in production.";
    case "shipped":
      return customerEmail
        ? `Marked as shipped; ${customerEmail} will get an e-mail.`
        : "Marked as shipped (no customer e-mail on file, so none was sent).";
    case "delivered":
      return "Marked as delivered.";
    case "refunded":
      return "Marked as refunded.";
  }
}
