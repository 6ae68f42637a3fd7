import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { Database } from "~/server/db/schema";
import { ledgerBalance } from "~/server/shop/gift-cards.server";

/** A card's balance, checked to be the sum of its ledger (decision 046: they never differ). */
export async function checkedBalance(db: Kysely<Database>, cardId: number): Promise<number> {
  const row = await db
    .selectFrom("gift_cards")
    .select("balance_cents")
    .where("id", "=", cardId)
    .executeTakeFirstOrThrow();
  expect(Number(row.balance_cents)).toBe(await ledgerBalance(cardId, db));
  return Number(row.balance_cents);
}
