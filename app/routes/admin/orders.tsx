import { data, Link } from "react-router";
import { adminMeta, Cell, formatDateTime, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { OrderStatusBadge, TestOrderBadge } from "~/components/admin/order-bits";
import { formatPrice } from "~/shared/money";
import { requireAdminPage } from "~/server/admin/guard.server";
import { orderStatusLabels } from "~/server/orders/order-types";
import { list } from "~/server/orders/order-reads.server";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => adminMeta("Orders");

const FILTERS = [
  { value: "open", label: "To fulfil" },
  { value: "all", label: "All" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const show = new URL(request.url).searchParams.get("show") === "all" ? "all" : "open";
  const orders =
    show === "all"
      ? await list({ limit: 500 })
      : (await Promise.all([list({ status: "paid", limit: 500 }), list({ status: "in_production", limit: 500 })]))
          .flat()
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  // The list needs no access tokens or addresses; keep them out of the page.
  const rows = orders.map((o) => ({
    id: o.id,
    status: o.status,
    statusLabel: orderStatusLabels[o.status],
    totalCents: o.totalCents,
    customerEmail: o.customerEmail,
    createdAt: o.createdAt,
    test: o.paymentProvider === "test",
    items: o.lines.reduce((n, l) => n + l.quantity, 0),
  }));
  return data({ show, rows }, { headers: session.headers });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { show, rows } = loaderData;
  return (
    <>
      <PageTitle lead="Paid orders waiting to be made and sent, or every order.">Orders</PageTitle>
      <FilterTabs
        label="Show orders"
        current={show}
        tabs={FILTERS.map((f) => ({ ...f, href: `/admin/orders?show=${f.value}` }))}
      />
      {rows.length === 0 ? (
        <p className="text-ink-soft">Nothing here.</p>
      ) : (
        <ResponsiveTable caption="Orders" columns={["Order", "Placed", "Customer", "Items", "Total", "Status"]}>
          {rows.map((o) => (
            <Row key={o.id} highlight={o.status === "paid"}>
              <Cell label="Order">
                <Link to={`/admin/orders/${o.id}`} className="text-clay underline-offset-4 hover:underline">
                  #{o.id}
                </Link>
                {o.test && (
                  <>
                    {" "}
                    <TestOrderBadge />
                  </>
                )}
              </Cell>
              <Cell label="Placed">{formatDateTime(o.createdAt)}</Cell>
              <Cell label="Customer">
                <span className="break-all">{o.customerEmail ?? "—"}</span>
              </Cell>
              <Cell label="Items">{o.items}</Cell>
              <Cell label="Total">{formatPrice(o.totalCents)}</Cell>
              <Cell label="Status">
                <OrderStatusBadge status={o.status} label={o.statusLabel} />
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
