import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { createOrder, markPaid } from "~/server/orders/order-writes.server";
import type { OrderLine } from "~/server/orders/order-types";
import { orderShares, unitsRefund } from "~/shared/shop/refund-allocation";
import { orderFigures } from "~/shared/shop/shop-charges";
import { insertGalleryPhotoRow } from "./media-helpers";

// A paid shop order to fulfil (decision 047), as the checkout stores one: a print of a gallery
// photo (a landscape original, 3000 × 2000) twice and a catalogue print, $10 off, shipping $8
// taxed, 8.6 % sales tax, shipped to Phoenix. For the fulfilment tests, the e2e walk and axe.

export const FULFIL_PHOTO = { width: 3000, height: 2000, md5: "0123456789abcdef0123456789abcdef" };

export const FULFIL_LINES: OrderLine[] = [
  { cartId: "gallery-x-8x10", title: "Print of IMG_1.jpg", size: "8x10", unitCents: 4500, quantity: 2, note: null },
  { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents: 4500, quantity: 1, note: null },
];

export async function insertPaidPrintOrder(
  db: Kysely<Database>,
  options: { provider?: "stripe" | "test"; paymentRef?: string; token?: string } = {},
): Promise<number> {
  const key = (options.token ?? "a").repeat(64).slice(0, 64);
  const photoId = await insertGalleryPhotoRow(db, {
    sha256: key,
    md5: FULFIL_PHOTO.md5,
    filename: "IMG_1.jpg",
    bytes: 10,
    width: FULFIL_PHOTO.width,
    height: FULFIL_PHOTO.height,
  });
  const figures = orderFigures(
    FULFIL_LINES,
    {
      taxRateMillis: 8600,
      taxShipping: true,
      shipping: { flatCents: 800, perExtraCents: 0, freeOverCents: null },
      pickup: null,
    },
    "ship",
    { code: "TEN", kind: "amount", percentOff: null, amountOffCents: 1000, category: null, minOrderCents: null },
  );
  if (!figures.ok) throw new Error(figures.error);
  const order = await createOrder(
    {
      lines: [{ ...FULFIL_LINES[0]!, printPhotoId: photoId }, FULFIL_LINES[1]!],
      figures: figures.figures,
      paymentProvider: options.provider ?? "stripe",
      accessToken: (options.token ?? "f").repeat(64).slice(0, 64),
    },
    db,
  );
  await db.transaction().execute((trx) =>
    markPaid(
      {
        orderId: order.id,
        sessionId: `cs_test_fulfil_${order.id}`,
        customerEmail: "buyer@example.com",
        paymentRef: options.paymentRef ?? `pi_fulfil_${order.id}`,
        shippingAddress: {
          name: "Ana Buyer",
          line1: "1 Camelback Rd",
          line2: null,
          city: "Phoenix",
          state: "AZ",
          postalCode: "85016",
          country: "US",
        },
      },
      trx,
    ),
  );
  return order.id;
}

/** What refunding `units` more of the order's gallery print gives back, by the allocation's rules. */
export async function expectedPrintRefund(db: Kysely<Database>, orderId: number, already: number, units: number) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const shares = orderShares({
    totalCents: Number(order.total_cents),
    shippingCents: Number(order.shipping_cents),
    taxCents: Number(order.tax_cents),
    taxRateMillis: Number(order.tax_rate_millis),
    discountCents: Number(order.discount_cents),
    lines: FULFIL_LINES,
  });
  return unitsRefund(shares.lines[0]!, already, units).cents;
}
