import { data, Link } from "react-router";
import { adminMeta, Cell, formatDateTime, PageTitle, ResponsiveTable, Row, Section } from "~/components/admin/admin-ui";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { AddressLines, GalleryPrintPhoto, OrderStatusBadge, TestOrderBadge } from "~/components/admin/order-bits";
import { OrderStatusForms } from "~/components/admin/order-status-forms";
import { Fragment } from "react";
import { formatPrice } from "~/shared/money";
import { chargeLines, linesSubtotalCents } from "~/shared/shop/shop-charges";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import type { OrderLine } from "~/server/orders/order-types";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { field } from "~/server/admin/editor/form-values.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { retryMailHandler } from "~/server/admin/mail-actions.server";
import { NO_SUCH_ORDER, orderPage, refundFromForm, updateOrderStatus } from "~/server/admin/order-actions.server";
import { saveCrop } from "~/server/orders/print-crop.server";
import { OrderRefundForms } from "~/components/admin/shop/order-refund-forms";
import { WhatToPrint } from "~/components/admin/shop/what-to-print";
import { ORDER_INTENTS } from "~/shared/orders/order-status.schema";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded ? `Order #${loaded.order.id}` : "Order");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data(await orderPage(params.id), { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return editorAction(request, ORDER_INTENTS, {
    async status({ form }) {
      // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
      const id = idParam(params.id, NO_SUCH_ORDER);
      const input = {
        status: field(form, "status"),
        confirm: field(form, "confirm"),
        trackingUrl: field(form, "trackingUrl"),
      };
      return answer(await updateOrderStatus(id, input));
    },
    async crop({ form }) {
      const id = idParam(params.id, NO_SUCH_ORDER);
      const [position, x, y, w, h] = ["position", "x", "y", "w", "h"].map((name) => field(form, name));
      return answer(await saveCrop(id, { position: position!, x: x!, y: y!, w: w!, h: h! }));
    },
    async refund({ form }) {
      return answer(await refundFromForm(idParam(params.id, NO_SUCH_ORDER), form));
    },
    "retry-mail": retryMailHandler,
  });
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, statusLabel, next, mails, galleryPhotos, paid, refunds, refundable } = loaderData;
  const address = order.shippingAddress;
  return (
    <>
      <Link to="/admin/orders" className="back-link mb-4">
        ← Orders
      </Link>
      <PageTitle>Order #{order.id}</PageTitle>
      <SaveOutcome result={actionData} />
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} label={statusLabel} />
        {order.paymentProvider === "test" && <TestOrderBadge />}
        <span className="text-sm text-ink-soft">
          Placed {formatDateTime(order.createdAt)}
          {order.paidAt ? ` · paid ${formatDateTime(order.paidAt)}` : ""}
        </span>
        {paid && (
          <Link to={`/admin/orders/${order.id}/packing-slip`} className="text-clay underline">
            Packing slip
          </Link>
        )}
      </div>

      <Section title="Items">
        <ResponsiveTable caption="Items" columns={["Item", "Size", "Qty", "Price", "Album notes"]}>
          {order.lines.map((line, i) => (
            <Row key={i}>
              <Cell label="Item">
                {line.title}
                {line.printPhotoId !== undefined && <GalleryPrintPhoto photo={galleryPhotos[line.printPhotoId]} />}
                {line.giftCard && <SoldGiftCard line={line} />}
              </Cell>
              <Cell label="Size">{line.size}</Cell>
              <Cell label="Qty">{line.quantity}</Cell>
              <Cell label="Price">{formatPrice(line.unitCents * line.quantity)}</Cell>
              <Cell label="Album notes">
                <span className="whitespace-pre-wrap">{line.note || "—"}</span>
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>
        {chargeLines(order).length > 0 && (
          <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-right">
            <dt>Subtotal</dt>
            <dd>{formatPrice(linesSubtotalCents(order))}</dd>
            {chargeLines(order).map((charge) => (
              <Fragment key={charge.label}>
                <dt>{charge.label}</dt>
                <dd>{formatPrice(charge.cents)}</dd>
              </Fragment>
            ))}
          </dl>
        )}
        <p className="mt-4 text-right text-lg font-medium">Total {formatPrice(order.totalCents)}</p>
        {order.giftCardCode && order.giftCardCents > 0 && (
          <dl
            className="mt-2 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-right"
            data-testid="order-gift-card"
          >
            <dt>{giftCardLabel(order.giftCardCode)}</dt>
            <dd>{formatPrice(-order.giftCardCents)}</dd>
            <dt>{order.totalCents === order.giftCardCents ? "Paid in full by gift card" : "Charged to card"}</dt>
            <dd>{formatPrice(order.totalCents - order.giftCardCents)}</dd>
          </dl>
        )}
      </Section>

      {paid && (
        <Section title="What to print">
          <WhatToPrint lines={order.lines} photos={galleryPhotos} />
        </Section>
      )}

      <Section title="Customer">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm text-ink-soft">E-mail</dt>
          <dd className="break-all">
            {order.customerEmail ? <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a> : "—"}
          </dd>
          <dt className="text-sm text-ink-soft">Ship to</dt>
          <dd>{address ? <AddressLines address={address} /> : "—"}</dd>
          <dt className="text-sm text-ink-soft">Payment</dt>
          <dd className="break-all">
            {order.paymentProvider === "test" ? "TEST: the test checkout, no card was charged" : "Stripe"}
            {order.paymentSessionId ? ` · ${order.paymentSessionId}` : ""}
          </dd>
          {order.trackingUrl && (
            <>
              <dt className="text-sm text-ink-soft">Tracking</dt>
              <dd className="break-all">
                <a href={order.trackingUrl} rel="noreferrer" target="_blank" className="text-clay underline">
                  {order.trackingUrl}
                </a>
              </dd>
            </>
          )}
        </dl>
      </Section>

      <Section title="Status">
        <OrderStatusForms next={next} />
      </Section>

      {(paid || refunds.length > 0) && (
        <Section title="Refunds">
          <OrderRefundForms lines={order.lines} refundable={refundable} refunds={refunds} />
        </Section>
      )}

      <Section title="E-mails">
        <MailDeliveryList mails={mails} />
      </Section>
    </>
  );
}

/** A gift card this order sold (decision 051): who it is from, and its card (code masked by the loader) once issued. */
function SoldGiftCard({ line }: { line: Pick<OrderLine, "giftCard" | "issuedCard"> }) {
  if (!line.giftCard) return null;
  return (
    <span className="block text-sm text-ink-soft [overflow-wrap:anywhere]" data-testid="order-sold-gift-card">
      {`From ${line.giftCard.fromName}. `}
      {line.issuedCard ? (
        <Link to={`/admin/gift-cards/${line.issuedCard.id}`} className="text-clay underline">
          {`Card ${line.issuedCard.code}`}
        </Link>
      ) : (
        "The card is issued when the order is paid."
      )}
    </span>
  );
}
