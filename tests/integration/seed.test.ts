import { describe, expect, it } from "vitest";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { productionReason, SAMPLE_MARK, seedDevelopmentData } from "../../scripts/seed-data";
import { createTestDatabase, databaseKinds } from "../helpers/databases";

// Issue 14 item 9: `npm run seed` fills a development database with marked samples, once.
describe.each(databaseKinds)("seedDevelopmentData (%s)", (kind) => {
  it("adds approved sample testimonials to both pages, enquiries and an order, and nothing twice", async () => {
    const database = await createTestDatabase(kind);
    try {
      const first = await seedDevelopmentData(database.db);
      expect(first.testimonials.added).toBeGreaterThanOrEqual(5);
      expect(first.testimonials.loveStories).toBeGreaterThan(0);
      expect(first.testimonials.lifeStories).toBeGreaterThan(0);
      // The rows the built-in photos were made for come first.
      expect(first.testimonials.firstIds.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(first.enquiries).toBe(2);
      expect(first.orders).toBe(1);

      const repo = testimonialsRepository(database.db);
      const love = await repo.listApproved("love_stories");
      const life = await repo.listApproved("life_stories");
      expect(love.length + life.length).toBe(first.testimonials.added);
      for (const row of [...love, ...life]) expect(row.reviewText).toContain(SAMPLE_MARK);
      const order = await database.db.selectFrom("order_lines").select(["title", "unit_cents"]).execute();
      expect(order.length).toBe(2);
      expect(order.every((line) => Number(line.unit_cents) > 0)).toBe(true);

      const second = await seedDevelopmentData(database.db);
      expect(second).toEqual({
        testimonials: { added: 0, loveStories: 0, lifeStories: 0, firstIds: [] },
        enquiries: 0,
        orders: 0,
      });
      const count = async (table: "testimonials" | "enquiries" | "orders") =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("testimonials")).toBe(first.testimonials.added);
      expect(await count("enquiries")).toBe(2);
      expect(await count("orders")).toBe(1);
    } finally {
      await database.cleanup();
    }
  });
});

describe("productionReason", () => {
  it("refuses what looks like production", () => {
    expect(productionReason({ NODE_ENV: "production" })).toMatch(/NODE_ENV/);
    expect(productionReason({ SITE_URL: "https://photos.example.com" })).toMatch(/SITE_URL/);
    expect(productionReason({ DATABASE_URL: "postgres://site:secret@db.internal:5432/site" })).toMatch(
      /another machine/,
    );
  });

  it("allows a local development setup", () => {
    expect(productionReason({})).toBeUndefined();
    expect(productionReason({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/dev" })).toBeUndefined();
    expect(productionReason({ SITE_URL: "http://localhost:4599", NODE_ENV: "development" })).toBeUndefined();
  });
});
