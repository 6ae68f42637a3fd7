import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { integer, text } from "../migration-columns";
import { addColumns, createUniqueIndex } from "../migration-kit";

// Gift cards sold in the shop (issue 31 §6, docs/decisions/051-gift-cards-sold-in-the-shop.md).
// An order line that sells a card keeps the purchase (`gift_card`: JSON of the amount, recipient,
// message and the buyer's "From" name), so the card can be issued when the order is paid. The
// card issued remembers the order and the line it came from (`order_id`, `order_line_position`):
// her list links to the order, the order to the card, and the unique pair makes a second issue
// of the same line impossible even if completion ran twice. `from_name` is printed on the card
// and named in the recipient's mail ('' for a card she issued herself). SQLite adds one column
// per statement. Her amounts (gift_card_settings) now show on the public /gift-cards page: the
// table becomes page content, with the content-version triggers, so a change re-renders it.
export const giftCardSales: AppMigration = {
  name: "0037-gift-card-sales",
  async up(db, ctx) {
    await db.schema.alterTable("order_lines").addColumn("gift_card", "text").execute();
    await addColumns(db, ctx, "gift_cards", {
      order_id: integer,
      order_line_position: integer,
      from_name: text.notNull().defaultTo(""),
    });
    await createUniqueIndex(db, "gift_cards_order_line_once", "gift_cards", ["order_id", "order_line_position"]);
    await addContentVersionTriggers(db, ctx.dialect, "gift_card_settings");
  },
};
