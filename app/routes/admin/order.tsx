import { data, Link } from "react-router";
import {
  adminMeta,
  Cell,
  formatDateTime,
  Notice,
  PageTitle,
  ResponsiveTable,
  Row,
  Section,
} from "~/components/admin/admin-ui";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { OrderStatusBadge, TestOrderBadge } from "~/components/admin/order-bits";
import { OrderStatusForms } from "~/components/admin/order-status-forms";
import { formatPrice } from "~/catalogue/money";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { orderAction } from "~/server/admin/order-actions.server";
import { galleryLineInfo, type GalleryLineInfo } from "~/server/galleries/gallery-prints.server";
import { deliveryState } from "~/server/mail/outbox-store.server";
import { orderStatusLabels, orderTransitions } from "~/server/orders/order-types";
import { findById } from "~/server/orders/orders-repository.server";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded ? `Order #${loaded.order.id}` : "Order");

function idFrom(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ error: "No such order." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const found = await findById(idFrom(params));
  if (!found) throw data({ error: "No such order." }, { status: 404 });
  // The buyer's checkout token stays on the server.
  const { accessToken: _token, ...order } = found;
  const mails = await deliveryState({ type: "order", id: order.id });
  const next = orderTransitions[order.status].filter((s) => s !== "paid" && s !== "failed");
  // Prints from client galleries: the photo, its original for the lab, and its MD5.
  const galleryPhotos = await galleryLineInfo(order.lines.flatMap((line) => line.printPhotoId ?? []));
  return data(
    { order, statusLabel: orderStatusLabels[order.status], next, mails, galleryPhotos, csrfToken: session.csrfToken },
    { headers: session.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request);
  return orderAction(idFrom(params), form);
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, statusLabel, next, mails, galleryPhotos, csrfToken } = loaderData;
  const address = order.shippingAddress;
  return (
    <>
      <Link to="/admin/orders" className="back-link mb-4">
        ← Orders
      </Link>
      <PageTitle>Order #{order.id}</PageTitle>
      {actionData && "notice" in actionData && <Notice>{actionData.notice}</Notice>}
      {actionData && "error" in actionData && <Notice tone="bad">{actionData.error}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={order.status} label={statusLabel} />
        {order.paymentProvider === "test" && <TestOrderBadge />}
        <span className="text-sm text-ink-soft">
          Placed {formatDateTime(order.createdAt)}
          {order.paidAt ? ` · paid ${formatDateTime(order.paidAt)}` : ""}
        </span>
      </div>

      <Section title="Items">
        <ResponsiveTable caption="Items" columns={["Item", "Size", "Qty", "Price", "Album notes"]}>
          {order.lines.map((line, i) => (
            <Row key={i}>
              <Cell label="Item">
                {line.title}
                {line.printPhotoId !== undefined && <GalleryPrintPhoto photo={galleryPhotos[line.printPhotoId]} />}
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
        <p className="mt-4 text-right text-lg font-medium">Total {formatPrice(order.totalCents)}</p>
      </Section>

      <Section title="Customer">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="text-sm text-ink-soft">E-mail</dt>
          <dd className="break-all">
            {order.customerEmail ? <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a> : "—"}
          </dd>
          <dt className="text-sm text-ink-soft">Ship to</dt>
          <dd>
            {address ? (
              <address className="not-italic">
                {[
                  address.name,
                  address.line1,
                  address.line2,
                  `${address.city}, ${address.state} ${address.postalCode}`,
                  address.country,
                ]
                  .filter(Boolean)
                  .map((part, i) => (
                    <span key={i} className="block">
                      {part}
                    </span>
                  ))}
              </address>
            ) : (
              "—"
            )}
          </dd>
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
        <OrderStatusForms next={next} csrfToken={csrfToken} />
      </Section>

      <Section title="E-mails">
        <MailDeliveryList mails={mails} csrfToken={csrfToken} />
      </Section>
    </>
  );
}

/** A print from a client gallery: its photo, and its original with the MD5 the lab checks it against. */
function GalleryPrintPhoto({ photo }: { photo: GalleryLineInfo | undefined }) {
  if (!photo) return <p className="mt-1 text-sm text-danger">The photo of this print has been deleted.</p>;
  return (
    <div className="mt-2 flex items-start gap-3" data-testid="gallery-print">
      {photo.thumbnailUrl && (
        <img src={photo.thumbnailUrl} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" />
      )}
      <div className="min-w-0 text-sm">
        <a href={photo.originalUrl} download className="break-all text-clay underline">
          Download the original ({photo.filename})
        </a>
        <p className="break-all text-ink-soft">
          MD5 <code>{photo.md5}</code>
        </p>
      </div>
    </div>
  );
}
