import { data, Link } from "react-router";
import { adminMeta, formatDateTime } from "~/components/admin/admin-ui";
import { AddressLines } from "~/components/admin/order-bits";
import { packingSlip } from "~/server/admin/order-actions.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import type { Route } from "./+types/packing-slip";

// A printable packing slip per order (issue 31 §7, decision 047): her studio and address from the
// site settings, the customer's shipping address, the items with sizes and quantities; no prices.
// The print styles hide everything else on the page and keep the slip to one page.

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Packing slip, order #${loaded.order.id}` : "Packing slip");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data(await packingSlip(params.id), { headers: session.headers });
}

const PRINT_CSS = `@media print {
  @page { size: auto; margin: 12mm; }
  body * { visibility: hidden; }
  .packing-slip, .packing-slip * { visibility: visible; }
  .packing-slip { position: absolute; inset: 0 auto auto 0; width: 100%; font-size: 11pt; break-inside: avoid; }
  .packing-slip .no-print { display: none; }
}`;

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { studio, order } = loaderData;
  const address = order.shippingAddress;
  const items = order.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <article className="packing-slip mx-auto max-w-2xl bg-white p-4 text-ink sm:p-8" data-testid="packing-slip">
        <div className="no-print mb-6 flex flex-wrap items-center gap-3">
          <Link to={`/admin/orders/${order.id}`} className="back-link">
            ← Order #{order.id}
          </Link>
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            Print
          </button>
        </div>
        <header className="flex flex-wrap justify-between gap-6 border-b border-ink/20 pb-4">
          <div>
            <h1 className="text-2xl">{studio.name}</h1>
            {studio.address && <p className="whitespace-pre-line">{studio.address}</p>}
            <p>{studio.email}</p>
          </div>
          <div className="text-right">
            <p className="text-xl">Packing slip</p>
            <p>Order #{order.id}</p>
            <p>{formatDateTime(order.placedAt)}</p>
            {order.test && <p className="font-bold">TEST ORDER: not paid, do not ship</p>}
          </div>
        </header>
        <section className="mt-4" aria-labelledby="ship-to">
          <h2 id="ship-to" className="text-sm font-semibold tracking-wide uppercase">
            {order.shippingChoice === "pickup" ? "Local pick-up" : "Ship to"}
          </h2>
          {order.shippingChoice === "pickup" ? (
            <p>
              Collected by the customer in the Phoenix area{order.customerEmail ? ` (${order.customerEmail})` : ""}.
            </p>
          ) : address ? (
            <AddressLines address={address} />
          ) : (
            <p>No shipping address was collected.</p>
          )}
        </section>
        <table className="mt-6 w-full border-collapse text-left">
          <caption className="sr-only">Items in this parcel</caption>
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-2 pr-2">
                Item
              </th>
              <th scope="col" className="py-2 pr-2">
                Size
              </th>
              <th scope="col" className="py-2 text-right">
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i} className="border-b border-ink/10 align-top">
                <td className="py-2 pr-2 break-words">
                  {line.title}
                  {line.note?.trim() && <span className="block text-sm">Session date: {line.note}</span>}
                </td>
                <td className="py-2 pr-2 whitespace-nowrap">{line.size}</td>
                <td className="py-2 text-right">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2} className="py-2 text-right font-medium">
                Items in parcel
              </td>
              <td className="py-2 text-right font-medium">{items}</td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-8 text-sm">Thank you for your order! Questions? Write to {studio.email}.</p>
      </article>
    </>
  );
}
