import { formatPrice } from "~/shared/money";
import { chargeLines, linesSubtotalCents } from "~/shared/shop/shop-charges";
import type { OutgoingMail } from "../mail/outbox.server";
import { giftCardLabel, maskedCode } from "~/shared/shop/gift-card-rules";
import { amountDueCents, asksForAddress, type Order, type OrderLine, type ShippingAddress } from "./order-types";

// The two mails a paid order sends (DECISIONS §3): the photographer's work order and the
// customer's receipt. Plain text: they are read in any mail client and printed.

/**
 * Every mail about an order taken by the built-in test checkout says so first: nobody ships,
 * or waits for, a print that no one paid for.
 */
export function orderSubject(order: Pick<Order, "paymentProvider">, subject: string): string {
  return order.paymentProvider === "test" ? `[TEST] ${subject}` : subject;
}

/** Which card a gift-card line issued (decision 051), its code masked: the recipient's mail alone holds it. */
function cardText(line: OrderLine): string {
  if (!line.giftCard) return "";
  const from = `from ${line.giftCard.fromName}`;
  return line.issuedCard
    ? `\n    Card ${maskedCode(line.issuedCard.code)} is on its way by e-mail to ${line.giftCard.recipientEmail} (${from})`
    : `\n    Sent by e-mail to ${line.giftCard.recipientEmail} (${from})`;
}

function lineText(order: Order): string[] {
  return order.lines.map((line) => {
    const amount = formatPrice(line.unitCents * line.quantity);
    const note = line.note?.trim() ? `\n    Session date: ${line.note.trim()}` : "";
    return `- ${line.title} — ${line.size} × ${line.quantity} @ ${formatPrice(line.unitCents)} = ${amount}${note}${cardText(line)}`;
  });
}

/**
 * The order's figures under its lines (decisions 044, 045): the subtotal, a coupon's discount, the delivery and the sales
 * tax, then the total; only the total for an order of the seeded shop (no shipping, no tax). A
 * gift card's part (decision 046) follows the total, then what the card provider charged.
 */
function totalsText(order: Order, totalLabel: string): string[] {
  const charges = chargeLines(order);
  const subtotal = linesSubtotalCents(order);
  return [
    ...(charges.length > 0 ? [`Subtotal: ${formatPrice(subtotal)}`] : []),
    ...charges.map((charge) => `${charge.label}: ${formatPrice(charge.cents)}`),
    ...(order.giftCardCode && order.giftCardCents > 0
      ? [
          `Total: ${formatPrice(order.totalCents)}`,
          `${giftCardLabel(order.giftCardCode)}: ${formatPrice(-order.giftCardCents)}`,
          amountDueCents(order) > 0
            ? `${totalLabel === "Total" ? "Charged to card" : "Paid by card"}: ${formatPrice(amountDueCents(order))}`
            : "Paid in full by gift card",
        ]
      : [`${totalLabel}: ${formatPrice(order.totalCents)}`]),
  ];
}

/** Where the order goes: the address, or the pick-up. */
function deliveryText(order: Order, heading: string, pickup: string): string[] {
  if (order.shippingChoice === "pickup") return ["Delivery:", pickup];
  if (!asksForAddress(order)) return ["Delivery:", "Gift cards only: each is sent by e-mail, nothing is shipped."];
  return [heading, addressText(order.shippingAddress)];
}

export function addressText(address: ShippingAddress | null): string {
  if (!address) return "(no shipping address collected)";
  return [
    address.name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postalCode}`.trim(),
    address.country,
  ]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join("\n");
}

export function photographerMail(order: Order, to: string, siteName: string): OutgoingMail {
  return {
    kind: "order-paid",
    to,
    ...(order.customerEmail ? { replyTo: order.customerEmail } : {}),
    subject: orderSubject(order, `New order #${order.id} — ${formatPrice(order.totalCents)}`),
    text: [
      order.paymentProvider === "test"
        ? `A TEST order went through the test checkout on ${siteName}: nobody paid for it.`
        : `A new order was paid on ${siteName}.`,
      "",
      `Order #${order.id}`,
      `Payment reference: ${order.paymentSessionId ?? "-"} (${order.paymentProvider})`,
      `Customer e-mail: ${order.customerEmail ?? "-"}`,
      "",
      "Items:",
      ...lineText(order),
      "",
      ...totalsText(order, "Total"),
      "",
      ...deliveryText(order, "Ship to:", "Local pick-up in the Phoenix area: the customer collects it."),
    ].join("\n"),
    related: { type: "order", id: order.id },
  };
}

export function customerReceipt(order: Order, to: string, siteName: string, replyTo: string): OutgoingMail {
  return {
    kind: "order-receipt",
    to,
    replyTo,
    subject: orderSubject(order, `Your order from ${siteName} (#${order.id})`),
    text: [
      ...(order.paymentProvider === "test"
        ? ["TEST ORDER: placed through the test checkout; no card was charged.", ""]
        : []),
      "Thank you for your purchase! Your order has been confirmed.",
      "",
      `Order #${order.id}`,
      `Order reference: ${order.paymentSessionId ?? "-"}`,
      "",
      ...lineText(order),
      "",
      ...totalsText(order, "Total paid"),
      "",
      ...deliveryText(
        order,
        "Shipping to:",
        "Local pick-up in the Phoenix area: reply to this e-mail to arrange a time.",
      ),
      "",
      "Prints ship within 3-5 business days; albums are designed with you first and take a few weeks to make.",
      `Questions? Simply reply to this e-mail.`,
      "",
      siteName,
    ].join("\n"),
    related: { type: "order", id: order.id },
  };
}
