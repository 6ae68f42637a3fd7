import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { migrate, openDatabase, type AppDatabase } from "../../db/db.server";
import { insertSeedRow, jsonColumn, readSeededRow } from "./record-row.server";

describe("one-row records", () => {
  let app: AppDatabase;
  beforeAll(async () => {
    app = openDatabase("file::memory:");
    await migrate(app);
  });
  afterAll(() => app.db.destroy());

  const columns = (aboutText: string) => ({
    availability: "[]",
    about_text: aboutText,
    based_in: "Based in Arizona",
    service_area: "Serving Phoenix",
  });

  it("seed the row on first read only, and never overwrite it", async () => {
    let seeded = 0;
    const ensure = async () => {
      seeded++;
      await insertSeedRow(app.db, "home_texts", 1, columns("The seed."));
    };
    expect(await readSeededRow(app.db, "home_texts", 1, ensure)).toMatchObject({ id: 1, about_text: "The seed." });
    await insertSeedRow(app.db, "home_texts", 1, columns("Another seed."));
    expect(await readSeededRow(app.db, "home_texts", 1, ensure)).toMatchObject({ about_text: "The seed." });
    expect(seeded).toBe(1);
  });

  it("check a JSON column as it is read", () => {
    const column = jsonColumn(z.array(z.object({ heading: z.string() })), "home_texts.availability");
    expect(column.parse('[{"heading":"Now Booking"}]')).toEqual([{ heading: "Now Booking" }]);
    expect(() => column.parse('[{"heading":1}]')).toThrow("home_texts.availability has the wrong shape");
  });
});
