import { ShopNav } from "~/components/admin/shop/shop-nav";
import { adminMeta, Badge, Cell, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { couponsPage } from "~/server/shop/coupon-actions.server";
import { formatPrice } from "~/shared/money";
import type { Route } from "./+types/coupons";

// Her shop coupons (issue 31 §5, decision 045): what each takes off, its conditions, its uses.

export const meta: Route.MetaFunction = () => adminMeta("Coupons");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, couponsPage);
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { coupons } = loaderData;
  return (
    <>
      <PageTitle lead="Codes buyers type in the shop's cart for a discount on their prints and albums. The discount comes off before sales tax; shipping stays as it is.">
        Coupons
      </PageTitle>
      <ShopNav />
      <NewRecordLink to="/admin/coupons/new">New coupon</NewRecordLink>
      <RecordTable
        caption="Coupons"
        columns={["Code", "Discount", "Applies to", "Dates", "Uses", "Status"]}
        records={coupons}
        empty="No coupons yet."
        cells={(c) => (
          <>
            <NameCell label="Code" to={`/admin/coupons/${c.id}`} name={c.code} />
            <Cell label="Discount">
              {c.kind === "percent" ? `${c.percentOff}% off` : `${formatPrice(c.amountOffCents ?? 0)} off`}
              {c.minOrderCents !== null && ` (orders of ${formatPrice(c.minOrderCents)} or more)`}
            </Cell>
            <Cell label="Applies to">{c.category ?? "The whole order"}</Cell>
            <Cell label="Dates">
              {c.startsOn || c.endsOn ? `${c.startsOn ?? "now"} to ${c.endsOn ?? "no end"}` : "Any day"}
            </Cell>
            <Cell label="Uses">{c.maxUses === null ? `${c.uses}` : `${c.uses} of ${c.maxUses}`}</Cell>
            <Cell label="Status">{c.active ? <Badge tone="good">Active</Badge> : <Badge>Inactive</Badge>}</Cell>
          </>
        )}
      />
    </>
  );
}
