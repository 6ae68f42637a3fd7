import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "~/server/db/db.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

describe.each(databaseKinds)("database layer on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("runs migrations once: a second run applies nothing", async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it("creates the testimonials table with exactly the columns of SPEC.md §3", async () => {
    const tables = await database.db.introspection.getTables();
    const table = tables.find((t) => t.name === "testimonials");
    const columns = table?.columns.map((c) => c.name).sort();
    expect(columns).toEqual(
      expect.arrayContaining([
        "bride_name",
        "category",
        "created_at",
        "groom_name",
        "id",
        "is_approved",
        "photo_url",
        "rating",
        "review_text",
      ]),
    );
  });

  it("stores a public submission pending, with no category, and reads it back typed", async () => {
    const repo = testimonialsRepository(database.db);
    const saved = await repo.submit({ brideName: "Ana", groomName: null, reviewText: "Wonderful.", rating: 4 });
    expect(saved).toMatchObject({
      brideName: "Ana",
      groomName: null,
      reviewText: "Wonderful.",
      rating: 4,
      isApproved: false,
      category: null,
      photoUrl: null,
    });
    expect(typeof saved.id).toBe("number");
    expect(new Date(saved.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await repo.listApproved("love_stories")).toEqual([]);
  });

  it("refuses a rating outside 1–5 at the database too", async () => {
    const repo = testimonialsRepository(database.db);
    await expect(repo.submit({ brideName: "B", groomName: null, reviewText: "x", rating: 6 })).rejects.toThrow();
  });
});
