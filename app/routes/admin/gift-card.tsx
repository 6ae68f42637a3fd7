import { Form, Link } from "react-router";
import {
  adminMeta,
  Badge,
  Cell,
  dangerButton,
  Notice,
  ResponsiveTable,
  Row,
  Section,
} from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome, refusedInput } from "~/components/admin/editor/save-outcome";
import { ShopNav } from "~/components/admin/shop/shop-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { giftCardAction, giftCardPage } from "~/server/shop/gift-card-actions.server";
import { formatPrice } from "~/shared/money";
import { formatDateTime } from "~/shared/studio-time";
import { GIFT_CARD_INTENTS } from "~/shared/shop/gift-card.schema";
import type { Route } from "./+types/gift-card";

// One gift card (decision 046): its code, its ledger (issued, redeemed by orders and invoices,
// released, refunded by an order's or an invoice payment's refund (decisions 047, 052), cancelled)
// and balance; resend the card's mail, or cancel it (its balance taken off by an entry).

export const meta: Route.MetaFunction = () => adminMeta("Gift card");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await giftCardPage(params.id)),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return giftCardAction(request, params.id);
}

const KIND_WORDS = {
  issued: "Issued",
  redeemed: "Paid an order",
  released: "Put back",
  refunded: "Refunded to the card",
  cancelled: "Cancelled",
} as const;

export default function GiftCardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, entries, created, sent, waiting } = loaderData;
  const { errors } = refusedInput(actionData);
  return (
    <>
      <ShopNav />
      <EditorPageHead
        backTo="/admin/gift-cards"
        back="All gift cards"
        lead={`${formatPrice(card.amountCents)} for ${card.recipientName} (${card.recipientEmail}); balance ${formatPrice(card.balanceCents)}.`}
      >
        <span className="font-mono break-all">{card.code}</span>
      </EditorPageHead>
      {created && !actionData && <Notice>Issued. The card is on its way to {card.recipientEmail}.</Notice>}
      <SaveOutcome result={actionData} />
      <p className="mb-6">
        {card.status === "cancelled" ? <Badge>Cancelled</Badge> : <Badge tone="good">Active</Badge>}{" "}
        <span className="text-ink-soft">
          Sent {sent} time{sent === 1 ? "" : "s"}
          {waiting > 0 ? `; ${waiting} sending now` : ""}.
        </span>
      </p>
      {card.orderId !== null && (
        <p className="mb-6" data-testid="gift-card-bought">
          {`Bought in the shop by ${card.fromName || "a visitor"}: `}
          <Link to={`/admin/orders/${card.orderId}`} className="text-clay underline">
            {`order #${card.orderId}`}
          </Link>
          .
        </p>
      )}
      {card.message && <p className="mb-6 whitespace-pre-line italic">“{card.message}”</p>}
      <ResponsiveTable
        caption="The card's ledger"
        columns={["Date (Arizona time)", "What", "Amount", "Order or invoice"]}
      >
        {entries.map((entry) => (
          <Row key={entry.id}>
            <Cell label="Date (Arizona time)">{formatDateTime(entry.createdAt)}</Cell>
            <Cell label="What">
              {entry.kind === "redeemed" && entry.invoiceId !== null ? "Paid an invoice" : KIND_WORDS[entry.kind]}
              {entry.note && <span className="block text-sm text-ink-soft">{entry.note}</span>}
            </Cell>
            <Cell label="Amount">{formatPrice(entry.amountCents)}</Cell>
            <Cell label="Order or invoice">
              {entry.orderId !== null ? (
                <Link to={`/admin/orders/${entry.orderId}`} className="text-clay underline">
                  {`#${entry.orderId}`}
                </Link>
              ) : entry.invoiceId !== null ? (
                <Link to={`/admin/invoices/${entry.invoiceId}`} className="text-clay underline">
                  {`Invoice #${entry.invoiceId}`}
                </Link>
              ) : (
                "—"
              )}
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
      <p className="mt-3 text-right font-semibold" data-testid="gift-card-balance">
        {`Balance ${formatPrice(card.balanceCents)}`}
      </p>
      {card.status === "active" && (
        <>
          <Section title="Resend the card">
            <Form method="post">
              <CsrfField />
              <p className="mb-3">Sends the e-mail with the code and the PDF card to {card.recipientEmail} again.</p>
              <button type="submit" name="intent" value={GIFT_CARD_INTENTS.resend} className="btn-outline">
                Resend the card
              </button>
            </Form>
          </Section>
          <Section title="Cancel the card">
            <EditorForm>
              <p className="mb-3">
                Takes its balance of {formatPrice(card.balanceCents)} off by a ledger entry; the cart refuses the code
                from then on. This cannot be undone.
              </p>
              <label className="mb-3 flex items-center gap-2">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? "confirm-error" : undefined}
                />
                Yes, cancel this card
              </label>
              {errors.confirm && (
                <p id="confirm-error" className="mb-3 text-sm text-danger">
                  {errors.confirm}
                </p>
              )}
              <button type="submit" name="intent" value={GIFT_CARD_INTENTS.cancel} className={dangerButton}>
                Cancel the card
              </button>
            </EditorForm>
          </Section>
        </>
      )}
    </>
  );
}
