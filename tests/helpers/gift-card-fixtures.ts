import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";

// A gift card she issued earlier, as the tests need one: the card at its full amount and its
// "issued" ledger entry, so its balance is its ledger's sum as the site's own cards are.

export async function insertIssuedGiftCard(
  db: Kysely<Database>,
  card: { code: string; cents: number; recipientName?: string; recipientEmail?: string; issuedBy?: string },
): Promise<number> {
  const row = await db
    .insertInto("gift_cards")
    .values({
      code: card.code,
      amount_cents: card.cents,
      balance_cents: card.cents,
      recipient_name: card.recipientName ?? "Lena",
      recipient_email: card.recipientEmail ?? "lena@example.com",
      issued_by: card.issuedBy ?? "maria@example.com",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("gift_card_entries")
    .values({ gift_card_id: row.id, kind: "issued", amount_cents: card.cents })
    .execute();
  return Number(row.id);
}
