import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueueMail } from "~/server/mail/outbox.server";
import { claimNextMail, deliveryState, markFailed, retryNow } from "~/server/mail/outbox-store.server";
import { deliverDueMail, LEASE_MS } from "~/server/mail/outbox-worker.server";
import type { MailTransport, QueuedMail } from "~/server/mail/transport.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// Claiming, back-off and dead letters of the outbox, on SQLite and PostgreSQL, in process.

/** A transport that records what it was given; it can be told to fail and to take its time. */
function recordingTransport(options: { fail?: () => boolean; delayMs?: number } = {}) {
  const sent: QueuedMail[] = [];
  const transport: MailTransport = {
    description: "recording",
    async send(mail) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.fail?.()) throw new Error("451 try again later");
      sent.push(mail);
    },
    close() {},
  };
  return { sent, transport };
}

const mail = (n: number) => ({
  kind: "test",
  to: "a@example.com",
  subject: `Mail ${n}`,
  text: "hi",
  related: { type: "test", id: n },
});

describe.each(databaseKinds)("outbox on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
  });

  it("claims a due row once, and again only after its lease runs out", async () => {
    const id = await enqueueMail(mail(1), database.db);
    const now = new Date(Date.now() + 1000);
    const claimed = await claimNextMail(now, LEASE_MS, database);
    expect(claimed).toMatchObject({ id, subject: "Mail 1", attempts: 0 });
    expect(await claimNextMail(now, LEASE_MS, database)).toBeUndefined();
    const afterLease = new Date(now.getTime() + LEASE_MS + 1);
    expect(await claimNextMail(afterLease, LEASE_MS, database)).toMatchObject({ id });
  });

  it("does not claim a row before it is due", async () => {
    const id = await enqueueMail(mail(1), database.db);
    await database.db
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(Date.now() + 60_000) })
      .where("id", "=", id)
      .execute();
    expect(await claimNextMail(new Date(), LEASE_MS, database)).toBeUndefined();
  });

  it("sends each row exactly once with many workers claiming at the same time", async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await enqueueMail(mail(i), database.db);
    const { sent, transport } = recordingTransport({ delayMs: 5 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => deliverDueMail({ transport, maxAttempts: 3, baseDelayMs: 1000, app: database })),
    );
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
    expect(sent.map((m) => m.subject).sort()).toEqual(Array.from({ length: count }, (_, i) => `Mail ${i}`).sort());
    const statuses = await database.db.selectFrom("outbox").select("status").distinct().execute();
    expect(statuses).toEqual([{ status: "sent" }]);
  });

  it("backs off exponentially, then keeps the row as dead", async () => {
    const id = await enqueueMail(mail(7), database.db);
    const policy = { maxAttempts: 3, baseDelayMs: 1000 };
    let now = new Date(Date.now() + 10);
    const first = await claimNextMail(now, LEASE_MS, database);
    expect(await markFailed(first!, "451 busy", now, policy, database)).toBe("pending");
    let [state] = await deliveryState({ type: "test", id: 7 }, database);
    expect(state).toMatchObject({ status: "pending", attempts: 1, lastError: "451 busy" });
    expect(Date.parse(state!.nextAttemptAt) - now.getTime()).toBe(1000);

    now = new Date(now.getTime() + 1000);
    expect(await markFailed((await claimNextMail(now, LEASE_MS, database))!, "451 busy", now, policy, database)).toBe(
      "pending",
    );
    [state] = await deliveryState({ type: "test", id: 7 }, database);
    expect(Date.parse(state!.nextAttemptAt) - now.getTime()).toBe(2000);

    now = new Date(now.getTime() + 2000);
    expect(await markFailed((await claimNextMail(now, LEASE_MS, database))!, "550 no", now, policy, database)).toBe(
      "dead",
    );
    [state] = await deliveryState({ type: "test", id: 7 }, database);
    expect(state).toMatchObject({ id, status: "dead", attempts: 3, lastError: "550 no", sentAt: null });
    expect(await claimNextMail(new Date(now.getTime() + 86_400_000), LEASE_MS, database)).toBeUndefined();

    // The admin's retry makes it due at once; a success then marks it sent.
    expect(await retryNow(id, database)).toBe(true);
    const { sent, transport } = recordingTransport();
    await deliverDueMail({ transport, ...policy, app: database });
    expect(sent).toHaveLength(1);
    [state] = await deliveryState({ type: "test", id: 7 }, database);
    expect(state).toMatchObject({ status: "sent", lastError: null });
    expect(state!.sentAt).not.toBeNull();
    expect(await retryNow(id, database)).toBe(false);
  });

  it("delivers through deliverDueMail, counting failures and dead rows", async () => {
    await enqueueMail(mail(1), database.db);
    const { transport } = recordingTransport({ fail: () => true });
    expect(await deliverDueMail({ transport, maxAttempts: 1, baseDelayMs: 10, app: database })).toEqual({
      sent: 0,
      failed: 0,
      dead: 1,
    });
    expect(await database.db.selectFrom("outbox").select("status").executeTakeFirst()).toEqual({ status: "dead" });
  });
});
