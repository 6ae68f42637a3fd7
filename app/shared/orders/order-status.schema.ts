import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";
import { MAIL_INTENTS } from "~/shared/mail/mail-retry.schema";

// The forms of /admin/orders/:id: move the status along (shipping may carry a tracking link,
// refunding must be confirmed), save a print's crop, refund through the provider (decision 047), or
// retry one of the order's mails.

export const ORDER_INTENTS = defineIntents(["status", "crop", "refund", MAIL_INTENTS["retry-mail"]]);

/** What the admin may move an order to; pending → paid/failed belongs to the payment flow. */
export const ADMIN_ORDER_STATUSES = ["in_production", "shipped", "delivered", "refunded"] as const;

export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const trackingSchema = z
  .url({ protocol: /^https?$/, error: "The tracking link must start with http:// or https://" })
  .max(2000)
  .optional();
