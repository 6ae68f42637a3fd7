import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { submitEnquiry } from "~/server/enquiries/submit-enquiry.server";
import { enquirySchema } from "~/server/enquiries/enquiry-schema.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The enquiries repository and the store-plus-queue transaction, on SQLite and PostgreSQL.

const site = { siteEmail: "studio@example.com", siteName: "Studio", autoReply: false, autoReplyMaxPerHour: 20 };
const inquiry = enquirySchema.parse({
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "602-555-0100",
  sessionType: "maternity",
  dateTimeframe: "June 2026",
  location: "Scottsdale",
  howDidYouFind: "Google",
  story: "Baby due in July.",
});

describe.each(databaseKinds)("enquiries on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("creates, finds, lists newest first, files and reopens", async () => {
    const repo = enquiriesRepository(database.db);
    const first = await repo.create({
      kind: "contact",
      name: "A",
      email: "a@example.com",
      message: "one",
      dateText: "",
    });
    const second = await repo.create({ kind: "contact", name: "B", email: "b@example.com", message: "two" });
    expect(first).toMatchObject({ status: "new", handledAt: null, dateText: null, phone: null });
    expect(await repo.findById(first.id)).toEqual(first);
    expect(await repo.findById(999_999)).toBeUndefined();
    expect((await repo.list()).map((e) => e.id).slice(0, 2)).toEqual([second.id, first.id]);

    const handled = await repo.markHandled(first.id, new Date("2026-01-02T03:04:05.000Z"));
    expect(handled).toMatchObject({ status: "handled", handledAt: "2026-01-02T03:04:05.000Z" });
    expect((await repo.list({ status: "new" })).map((e) => e.id)).not.toContain(first.id);
    expect(await repo.countByStatus("handled")).toBe(1);

    expect(await repo.reopen(first.id)).toMatchObject({ status: "new", handledAt: null });
    expect(await repo.markHandled(999_999)).toBeUndefined();
  });

  it("stores an inquiry and queues the photographer's mail in one transaction", async () => {
    const enquiry = await submitEnquiry(inquiry, site, database.db);
    expect(enquiry).toMatchObject({
      kind: "inquiry",
      sessionType: "maternity",
      dateText: "June 2026",
      howFound: "Google",
    });
    const mail = await database.db
      .selectFrom("outbox")
      .selectAll()
      .where("related_type", "=", "enquiry")
      .where("related_id", "=", enquiry.id)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "enquiry",
      to_address: "studio@example.com",
      reply_to: "jane@example.com",
      subject: "New maternity inquiry from Jane Doe",
      status: "pending",
    });
  });

  it("queues the auto-reply too when it is on", async () => {
    const enquiry = await submitEnquiry(inquiry, { ...site, autoReply: true }, database.db);
    const mail = await database.db
      .selectFrom("outbox")
      .select(["kind", "to_address"])
      .where("related_id", "=", enquiry.id)
      .orderBy("id")
      .execute();
    expect(mail).toEqual([
      { kind: "enquiry", to_address: "studio@example.com" },
      { kind: "enquiry-auto-reply", to_address: "jane@example.com" },
    ]);
  });

  it("caps auto-replies per hour for the whole site, counted in the database", async () => {
    const capped = { ...site, autoReply: true, autoReplyMaxPerHour: 2, now: new Date("2031-05-05T10:15:00Z") };
    const replies = async (ids: number[]) =>
      (
        await database.db
          .selectFrom("outbox")
          .select(["kind"])
          .where("related_id", "in", ids)
          .where("related_type", "=", "enquiry")
          .execute()
      ).filter((m) => m.kind === "enquiry-auto-reply").length;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await submitEnquiry(inquiry, capped, database.db)).id);
    // Every enquiry is stored and reaches the photographer; only two visitors are answered.
    expect(ids).toHaveLength(4);
    expect(
      await database.db
        .selectFrom("outbox")
        .select("id")
        .where("related_id", "in", ids)
        .where("kind", "=", "enquiry")
        .execute(),
    ).toHaveLength(4);
    expect(await replies(ids)).toBe(2);
    // The next hour starts afresh.
    const later = await submitEnquiry(inquiry, { ...capped, now: new Date("2031-05-05T11:00:00Z") }, database.db);
    expect(await replies([later.id])).toBe(1);
    // A cap of 0 sends none.
    const none = await submitEnquiry(inquiry, { ...capped, autoReplyMaxPerHour: 0 }, database.db);
    expect(await replies([none.id])).toBe(0);
  });

  it("writes nothing when queueing the mail fails", async () => {
    const before = await enquiriesRepository(database.db).list({ limit: 1000 });
    // An address column that cannot be null makes the second insert of the transaction fail.
    await expect(
      submitEnquiry(inquiry, { ...site, siteEmail: null as unknown as string }, database.db),
    ).rejects.toThrow();
    expect(await enquiriesRepository(database.db).list({ limit: 1000 })).toHaveLength(before.length);
  });
});
