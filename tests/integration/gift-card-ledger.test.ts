import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { deliverDueMail } from "~/server/mail/outbox-worker.server";
import { createMailTransport, outboxFolder } from "~/server/mail/transport.server";
import { fileStorage, setMediaStorageForTests, type MediaStorage } from "~/server/media/storage.server";
import { createOrder, GiftCardChangedError, setStatus } from "~/server/orders/order-writes.server";
import { markFailed, attachPaymentSession } from "~/server/orders/order-writes.server";
import { mailGiftCard, registerGiftCardMailJob } from "~/server/shop/gift-card-job.server";
import { cancelGiftCard, giftCardEntries, giftCardFromUrl } from "~/server/shop/gift-cards.server";
import { issueGiftCard, resendGiftCard } from "~/server/shop/gift-card-issue.server";
import { checkGiftCard, releaseGiftCardRedemption } from "~/server/shop/gift-card-redemptions.server";
import { BLANK_GIFT_CARD } from "~/shared/shop/gift-card.schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { checkedBalance } from "./gift-card-fixtures";

// The gift-card ledger on SQLite and PostgreSQL, in process (decision 046): a card issued with its
// "issued" entry and a queued mailing; redeemed partly by an order in the order's transaction;
// put back when the order fails; cancelled by an entry; 50 orders racing for its last dollar never
// overspend it; and the mailing job's PDF card, delivered once, through the outbox.

registerGiftCardMailJob();

const ACTOR = "studio@example.com";
const line = (unitCents: number) => [
  { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents, quantity: 1, note: null },
];

describe.each(databaseKinds)("the gift-card ledger on %s", (kind) => {
  let database: TestDatabase;
  let storage: MediaStorage;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gift-card-"));
    storage = fileStorage(path.join(dir, "media"));
    setMediaStorageForTests(storage);
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const issue = async (amount: string, more: Partial<typeof BLANK_GIFT_CARD> = {}) => {
    const made = await issueGiftCard(
      { ...BLANK_GIFT_CARD, amount, recipientName: "Rosa Díaz", recipientEmail: "rosa@example.com", ...more },
      ACTOR,
      database.db,
    );
    if (!("id" in made)) throw new Error(JSON.stringify(made));
    return giftCardFromUrl(String(made.id), database.db);
  };
  const order = (cents: number, card: { id: number; code: string }, giftCents: number) =>
    createOrder(
      {
        lines: line(cents),
        paymentProvider: "test",
        accessToken: `t-${Math.random()}`,
        giftCard: { id: card.id, code: card.code, cents: giftCents },
      },
      database.db,
    );
  // The card's balance, checked against the sum of its ledger.
  const balance = (id: number) => checkedBalance(database.db, id);

  it("issues, redeems partly, shows the balance, puts it back on a failed order, and cancels", async () => {
    const card = await issue("10000", { message: "Happy birthday!" });
    expect(card.code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await balance(card.id)).toBe(10_000);
    expect(await checkGiftCard(card.code.toLowerCase().replaceAll("-", " "), database.db)).toEqual({
      ok: true,
      id: card.id,
      code: card.code,
      balanceCents: 10_000,
    });

    const first = await order(4500, card, 4500);
    expect(first).toMatchObject({ giftCardCode: card.code, giftCardCents: 4500, totalCents: 4500 });
    expect(await balance(card.id)).toBe(5500);
    const second = await order(6500, card, 5500);
    await attachPaymentSession(second.id, "cs_second", database.db);
    expect(await balance(card.id)).toBe(0);
    expect(await checkGiftCard(card.code, database.db)).toEqual({
      ok: false,
      error: "This gift card has no balance left.",
    });
    await expect(order(4500, card, 1)).rejects.toBeInstanceOf(GiftCardChangedError);
    // Nothing of the refused order was stored.
    expect(await database.db.selectFrom("orders").select("id").execute()).toHaveLength(2);

    // The second order's checkout expires unpaid: its $55 comes back, once.
    expect(await markFailed(second.id, "cs_second", database.db)).toBe(true);
    expect(await balance(card.id)).toBe(5500);
    expect(await releaseGiftCardRedemption(database.db, second.id)).toBe(0);
    expect(await balance(card.id)).toBe(5500);
    // The first fails from the checkout itself (setStatus failed): its $45 comes back too.
    expect((await setStatus(first.id, "failed", {}, database.db)).ok).toBe(true);
    expect(await balance(card.id)).toBe(10_000);

    const third = await order(3000, card, 3000);
    expect(await balance(card.id)).toBe(7000);
    expect(await cancelGiftCard(await giftCardFromUrl(String(card.id), database.db), ACTOR, database.db)).toMatchObject(
      {
        kind: "saved",
      },
    );
    expect(await balance(card.id)).toBe(0);
    expect(await checkGiftCard(card.code, database.db)).toEqual({
      ok: false,
      error: "This gift card has been cancelled.",
    });
    expect(await cancelGiftCard(card, ACTOR, database.db)).toMatchObject({ kind: "refused" });
    // An order released after the cancel: the value comes back and is cancelled again; still 0.
    expect((await setStatus(third.id, "failed", {}, database.db)).ok).toBe(true);
    expect(await balance(card.id)).toBe(0);
    expect((await giftCardEntries(card.id, database.db)).map((e) => [e.kind, e.amountCents, e.orderId])).toEqual([
      ["issued", 10_000, null],
      ["redeemed", -4500, first.id],
      ["redeemed", -5500, second.id],
      ["released", 5500, second.id],
      ["released", 4500, first.id],
      ["redeemed", -3000, third.id],
      ["cancelled", -7000, null],
      ["released", 3000, third.id],
      ["cancelled", -3000, null],
    ]);
  });

  it("gives the last dollar to exactly one of 50 orders racing for it", async () => {
    const card = await issue("5000");
    await order(4900, card, 4900);
    expect(await balance(card.id)).toBe(100);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => order(100, card, 100)));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(GiftCardChangedError);
    expect(await balance(card.id)).toBe(0);
    const redeemed = (await giftCardEntries(card.id, database.db)).filter((e) => e.kind === "redeemed");
    expect(redeemed.map((e) => e.amountCents)).toEqual([-4900, -100]);
  });

  it("mails the recipient once per mailing, with the code and the designed PDF card attached", async () => {
    // The earlier cards' mailings first, out of the way.
    await runDueJobs({ app: database, leaseMs: 60_000 });
    await database.db.updateTable("outbox").set({ status: "sent" }).execute();
    const card = await issue("25000", { recipientEmail: "gift@example.com", message: "For your new walls." });
    const run = await runDueJobs({ app: database, leaseMs: 60_000 });
    expect(run.dead).toBe(0);
    const [delivery] = await database.db
      .selectFrom("gift_card_deliveries")
      .selectAll()
      .where("gift_card_id", "=", card.id)
      .execute();
    expect(delivery!.pdf_key).toBe(`private/gift-card-${card.id}-${delivery!.id}.pdf`);
    // Run again (a retry after a crash): nothing more is queued.
    expect(await mailGiftCard(database.db, Number(delivery!.id), storage)).toBe("already-stored");
    const queued = await database.db.selectFrom("outbox").selectAll().where("status", "=", "pending").execute();
    expect(queued.map((m) => [m.kind, m.to_address])).toEqual([["gift-card", "gift@example.com"]]);

    const mailDir = path.join(dir, `mail-${kind}`);
    const transport = createMailTransport({ dataDir: mailDir, from: "studio@example.com", siteUrl: "http://x.test" });
    expect(await deliverDueMail({ transport, maxAttempts: 3, baseDelayMs: 1000, app: database })).toEqual({
      sent: 1,
      failed: 0,
      dead: 0,
    });
    transport.close();
    const eml = fs.readFileSync(path.join(outboxFolder(mailDir), fs.readdirSync(outboxFolder(mailDir))[0]!), "utf8");
    expect(eml).toContain("To: gift@example.com");
    expect(eml).toMatch(/Subject: A \$250\.00 gift card from/);
    const unfolded = eml.replace(/=\r?\n/g, "");
    expect(unfolded).toContain(card.code);
    const base64 = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? "";
    const pdfFile = path.join(dir, `card-${kind}.pdf`);
    fs.writeFileSync(pdfFile, Buffer.from(base64.replace(/\s+/g, ""), "base64"));
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Gift Card");
    expect(text).toContain("$250.00");
    expect(text).toContain("For Rosa Díaz");
    expect(text).toContain("For your new walls.");
    expect(text).toContain(card.code);

    // Resent: a second mailing, a second mail.
    expect(await resendGiftCard(card, ACTOR, database.db)).toMatchObject({ kind: "saved" });
    await runDueJobs({ app: database, leaseMs: 60_000 });
    expect(
      await database.db.selectFrom("outbox").select("id").where("to_address", "=", "gift@example.com").execute(),
    ).toHaveLength(2);
  });
});
