import { Link } from "react-router";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { adminMeta, Badge, Cell, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { giftCardsPage } from "~/server/shop/gift-card-actions.server";
import { formatPrice } from "~/shared/money";
import type { Route } from "./+types/gift-cards";

// Her gift cards (issue 31 §6, decision 046): who each is for, what it was issued at, what is left.

export const meta: Route.MetaFunction = () => adminMeta("Gift cards");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, giftCardsPage);
}

export default function GiftCards({ loaderData }: Route.ComponentProps) {
  const { cards } = loaderData;
  return (
    <>
      <PageTitle lead="Cards with a code buyers type in the shop's cart. A card pays after the coupon, shipping and sales tax, partly or in full; what is left stays on it.">
        Gift cards
      </PageTitle>
      <ShopNav />
      <NewRecordLink to="/admin/gift-cards/new">Issue a gift card</NewRecordLink>
      <RecordTable
        caption="Gift cards"
        columns={["Code", "Recipient", "Issued", "Balance", "Status"]}
        records={cards}
        empty="No gift cards yet."
        cells={(card) => (
          <>
            <NameCell label="Code" to={`/admin/gift-cards/${card.id}`} name={card.code} mono />
            <Cell label="Recipient">
              {card.recipientName}
              <span className="block text-sm break-all text-ink-soft">{card.recipientEmail}</span>
            </Cell>
            <Cell label="Issued">
              {formatPrice(card.amountCents)}
              {/* Bought in the shop (decision 051): the order it came from. */}
              {card.orderId !== null && (
                <span className="block text-sm" data-testid="gift-card-sold">
                  <Badge>Bought in the shop</Badge>{" "}
                  <Link to={`/admin/orders/${card.orderId}`} className="text-clay underline">
                    {`Order #${card.orderId}`}
                  </Link>
                </span>
              )}
            </Cell>
            <Cell label="Balance">{formatPrice(card.balanceCents)}</Cell>
            <Cell label="Status">
              {card.status === "cancelled" ? (
                <Badge>Cancelled</Badge>
              ) : card.balanceCents === 0 ? (
                <Badge>Used up</Badge>
              ) : (
                <Badge tone="good">Active</Badge>
              )}
            </Cell>
          </>
        )}
      />
    </>
  );
}
