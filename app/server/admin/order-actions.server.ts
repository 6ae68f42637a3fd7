import { data } from "react-router";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { goodsLines } from "~/shared/shop/gift-card-sale";
import { ADMIN_ORDER_STATUSES, trackingSchema, type AdminOrderStatus } from "~/shared/orders/order-status.schema";
import { galleryLineInfo } from "../galleries/gallery-prints.server";
import { deliveryState } from "../mail/outbox-store.server";
import { orderStatusLabels, orderTransitions } from "../orders/order-types";
import { findById } from "../orders/order-reads.server";
import { orderRefunds, refundOptions } from "../orders/order-refund-page.server";
import { refundOrder } from "../orders/refund-order.server";
import type { RefundRequest } from "~/shared/shop/refund-allocation";
import { db as sharedDb } from "../db/db.server";
import { readSiteSettings } from "../content/site-settings.server";
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
  const { accessToken: _token, ...whole } = found;
  // A card this order sold is named masked here; its own page holds the code (decision 046).
  const order = {
    ...whole,
    lines: whole.lines.map((line) =>
      line.issuedCard ? { ...line, issuedCard: { ...line.issuedCard, code: maskedCode(line.issuedCard.code) } } : line,
    ),
  };
  const mails = await deliveryState({ type: "order", id: order.id });
  const next = orderTransitions[order.status].filter((s) => s !== "paid" && s !== "failed");
  // Prints from client galleries: the photo, its original for the lab, and its MD5.
  const galleryPhotos = await galleryLineInfo(order.lines.flatMap((line) => line.printPhotoId ?? []));
  // Fulfilment (decision 047): what to print for a paid order, and what is left to refund.
  const paid = order.paidAt !== null && order.status !== "failed" && order.status !== "pending";
  const refunds = await orderRefunds(sharedDb(), order.id);
  const refundable = await refundOptions(found);
  return { order, statusLabel: orderStatusLabels[order.status], next, mails, galleryPhotos, paid, refunds, refundable };
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

/** The refund forms' fields: kind "full" (confirmed) or "lines" with qty-<position> per line. */
export async function refundFromForm(id: number, form: FormData): Promise<EditResult> {
  const kind = form.get("kind");
  let request: RefundRequest;
  if (kind === "full") {
    if (form.get("confirm") !== "yes") return refused("Tick the box to confirm you want to refund everything left.");
    request = { kind: "full" };
  } else if (kind === "lines") {
    const lines: { position: number; quantity: number }[] = [];
    for (const [name, value] of form) {
      const match = /^qty-(\d{1,3})$/.exec(name);
      if (!match) continue;
      const typed = typeof value === "string" ? value.trim() : "";
      if (typed === "" || typed === "0") continue;
      if (!/^\d{1,4}$/.test(typed))
        return refused(`Enter how many of item ${Number(match[1]) + 1} to refund, as a whole number.`);
      lines.push({ position: Number(match[1]), quantity: Number(typed) });
    }
    request = { kind: "lines", lines };
  } else return refused("Choose what to refund.");
  return refundOrder(id, request);
}

/** The packing slip (/admin/orders/:id/packing-slip): her studio, the customer's address, the lines. */
export async function packingSlip(idText: string | undefined) {
  const found = await findById(idParam(idText, NO_SUCH_ORDER));
  if (!found) throw data({ error: NO_SUCH_ORDER }, { status: 404 });
  const settings = await readSiteSettings();
  return {
    studio: {
      name: settings.values.siteName,
      address: settings.shop.studioAddress,
      email: settings.values.contactEmail,
    },
    order: {
      id: found.id,
      status: found.status,
      test: found.paymentProvider === "test",
      placedAt: found.paidAt ?? found.createdAt,
      customerEmail: found.customerEmail,
      shippingChoice: found.shippingChoice,
      shippingAddress: found.shippingAddress,
      // Gift cards sold go by e-mail (decision 051): not in the parcel.
      lines: goodsLines(found.lines).map((l) => ({ title: l.title, size: l.size, quantity: l.quantity, note: l.note })),
    },
  };
}
