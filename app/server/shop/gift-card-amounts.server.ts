import { sql, type Kysely } from "kysely";
import { parseAmounts } from "~/shared/shop/gift-card-rules";
import { checkAmounts, type AmountsForm } from "~/shared/shop/gift-card.schema";
import { formatPrice } from "~/shared/money";
import { invalid, saved, type EditResult } from "../admin/editor/edit-result.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { GIFT_CARDS_AREA as AREA, type Executor } from "./gift-cards.server";

// The amounts she offers when issuing a card and on /gift-cards (one settings row, versioned).

export async function readGiftCardAmounts(db: Executor = sharedDb()): Promise<{ amounts: number[]; version: number }> {
  const row = await db
    .selectFrom("gift_card_settings")
    .select(["amounts", "version"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? { amounts: parseAmounts(row.amounts), version: Number(row.version) } : { amounts: [], version: 1 };
}

export async function saveGiftCardAmounts(
  input: AmountsForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const checked = checkAmounts(input.amounts);
  if (!checked.ok) return invalid(checked.fields);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("gift_card_settings")
      .set({ amounts: checked.amounts.join(","), version: sql<number>`version + 1`, updated_at: new Date() })
      .where("id", "=", 1)
      .execute();
    await recordActivity(trx, {
      actorEmail,
      area: AREA,
      summary: `Set the gift-card amounts to ${checked.amounts.map(formatPrice).join(", ")}`,
    });
  });
  return saved("Saved: the amounts you offer when issuing a card.");
}
