import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitTestimonial } from "~/server/testimonials/submit-testimonial.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The moderation API the studio admin builds on, and the public ordering, on both databases.
describe.each(databaseKinds)("testimonials repository on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("outbox").execute();
    await database.db.deleteFrom("testimonials").execute();
  });

  const repo = () => testimonialsRepository(database.db);
  const insert = async (name: string, createdAt: string, category = "love_stories", approved = true) => {
    const row = await database.db
      .insertInto("testimonials")
      .values({
        bride_name: name,
        groom_name: null,
        review_text: `${name} says hi`,
        rating: 5,
        is_approved: approved,
        category,
        photo_url: null,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const names = (rows: { brideName: string }[]) => rows.map((r) => r.brideName);

  it("lists approved rows pinned-first in pin order, then newest first, then pinned-last", async () => {
    const old = await insert("Old", "2021-01-01T00:00:00.000Z");
    await insert("Newest", "2025-06-01T12:00:00.000Z");
    const mid = await insert("Mid", "2023-03-03T00:00:00.000Z");
    const first = await insert("First", "2020-01-01T00:00:00.000Z");
    const second = await insert("Second", "2024-01-01T00:00:00.000Z");
    const last = await insert("Last", "2025-12-01T00:00:00.000Z");
    await insert("Other page", "2025-01-01T00:00:00.000Z", "life_stories");
    await insert("Waiting", "2025-01-01T00:00:00.000Z", "love_stories", false);

    await repo().pin(second, "top", 2);
    await repo().pin(first, "top", 1);
    await repo().pin(last, "bottom", 5);
    await repo().pin(old, "bottom", 1);
    expect(names(await repo().listApproved("love_stories"))).toEqual([
      "First",
      "Second",
      "Newest",
      "Mid",
      "Old",
      "Last",
    ]);

    await repo().unpin(first);
    await repo().pin(mid, "top", 0);
    expect(names(await repo().listApproved("love_stories"))).toEqual([
      "Mid",
      "Second",
      "Newest",
      "First",
      "Old",
      "Last",
    ]);
    expect(names(await repo().listApproved("life_stories"))).toEqual(["Other page"]);
  });

  it("moves a row through waiting → approved → hidden → approved, and lists each state", async () => {
    const { id } = await repo().submit({ brideName: "Ana", groomName: "Ben", reviewText: "Lovely", rating: 4 });
    expect(names(await repo().listByState("waiting"))).toEqual(["Ana"]);
    expect(await repo().listByState("approved")).toEqual([]);

    const approved = await repo().approve(id, "life_stories");
    expect(approved).toMatchObject({ isApproved: true, hidden: false, category: "life_stories" });
    expect(names(await repo().listApproved("life_stories"))).toEqual(["Ana"]);
    expect(names(await repo().listByState("approved"))).toEqual(["Ana"]);
    expect(await repo().listByState("waiting")).toEqual([]);

    expect(await repo().hide(id)).toMatchObject({ isApproved: false, hidden: true });
    expect(await repo().listApproved("life_stories")).toEqual([]);
    expect(names(await repo().listByState("hidden"))).toEqual(["Ana"]);
    expect(await repo().listByState("waiting")).toEqual([]);

    expect(await repo().approve(id, "love_stories")).toMatchObject({ hidden: false, category: "love_stories" });
    expect(names(await repo().listApproved("love_stories"))).toEqual(["Ana"]);
  });

  it("lists approved rows by page (love, then life), each in page order; waiting newest first", async () => {
    await insert("LifeOld", "2020-01-01T00:00:00.000Z", "life_stories");
    await insert("LoveOld", "2021-01-01T00:00:00.000Z");
    await insert("LifeNew", "2024-01-01T00:00:00.000Z", "life_stories");
    await insert("LoveNew", "2023-01-01T00:00:00.000Z");
    await insert("W1", "2022-01-01T00:00:00.000Z", "love_stories", false);
    await insert("W2", "2023-01-01T00:00:00.000Z", "love_stories", false);
    expect(names(await repo().listByState("approved"))).toEqual(["LoveNew", "LoveOld", "LifeNew", "LifeOld"]);
    expect(names(await repo().listByState("waiting"))).toEqual(["W2", "W1"]);
  });

  it("edits the words and rating, sets and clears the photo, and deletes", async () => {
    const { id } = await repo().submit({ brideName: "Ana", groomName: null, reviewText: "Nice", rating: 3 });
    const edited = await repo().edit(id, { brideName: "Anna", groomName: "Tom", reviewText: "Very nice", rating: 5 });
    expect(edited).toMatchObject({ brideName: "Anna", groomName: "Tom", reviewText: "Very nice", rating: 5 });
    expect(await repo().setPhoto(id, "/uploads/testimonials/1.jpg")).toMatchObject({
      photoUrl: "/uploads/testimonials/1.jpg",
    });
    expect(await repo().setPhoto(id, null)).toMatchObject({ photoUrl: null });
    expect(await repo().pin(id, "bottom", 3)).toMatchObject({ pinPosition: "bottom", pinOrder: 3 });
    expect(await repo().unpin(id)).toMatchObject({ pinPosition: null, pinOrder: null });
    expect(await repo().remove(id)).toBe(true);
    expect(await repo().findById(id)).toBeUndefined();
  });

  it("answers undefined or false for an unknown id and refuses bad values", async () => {
    expect(await repo().approve(999_999, "love_stories")).toBeUndefined();
    expect(await repo().hide(999_999)).toBeUndefined();
    expect(await repo().pin(999_999, "top", 1)).toBeUndefined();
    expect(await repo().remove(999_999)).toBe(false);
    const { id } = await repo().submit({ brideName: "Ana", groomName: null, reviewText: "Nice", rating: 3 });
    await expect(repo().pin(id, "top", 1.5)).rejects.toThrow(RangeError);
    await expect(repo().edit(id, { brideName: "A", groomName: null, reviewText: "x", rating: 0 })).rejects.toThrow();
  });

  it("stores a public review with its notice mail to the photographer in one transaction", async () => {
    const saved = await submitTestimonial(
      { bride_name: "Ana", groom_name: "Ben", review_text: "Lovely day", rating: 5 },
      database.db,
    );
    expect(saved).toMatchObject({ isApproved: false, hidden: false, category: null, pinPosition: null });
    const mails = await database.db.selectFrom("outbox").selectAll().execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "review",
      related_type: "testimonial",
      to_address: "hello@saguarobee.studio",
    });
    expect(Number(mails[0]?.related_id)).toBe(saved.id);
    expect(mails[0]?.text_body).toContain("Lovely day");

    // A review the database refuses leaves no notice behind either.
    await expect(
      submitTestimonial({ bride_name: "X", groom_name: null, review_text: "y", rating: 9 }, database.db),
    ).rejects.toThrow();
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(1);
  });
});
