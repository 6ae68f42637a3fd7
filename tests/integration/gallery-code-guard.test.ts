import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  claimCodeCheck,
  codeFormPause,
  releaseCodeCheck,
  WRONG_CODES_BEFORE_PAUSE,
} from "~/server/galleries/code-guard.server";
import { createGallery } from "~/server/galleries/galleries.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// A gallery's codes counted across every address (issue 26, decision 027), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL, with a chosen clock: 30 wrong codes pause the form until the
// window ends; guessing that goes on right after a pause meets windows twice as long each time (up
// to 32 hours), so over days many addresses guess no faster than one; a quiet spell starts over.

const HOUR = 3600;

describe.each(databaseKinds)("the per-gallery code guard on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  const newGallery = async () =>
    (
      await createGallery(database.db, {
        title: "Guarded",
        clientName: "Ana",
        clientEmail: "ana@example.com",
        sessionDate: null,
        accessCode: "482193",
        expiresOn: null,
      })
    ).id;
  const t0 = new Date("2031-01-10T12:00:00Z");
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  /** `n` wrong codes at `seconds`: the claims as counted. */
  const wrong = async (galleryId: number, n: number, seconds: number) => {
    const claims = [];
    for (let i = 0; i < n; i++) claims.push(await claimCodeCheck(database.db, galleryId, at(seconds)));
    return claims;
  };

  it("pauses the form after 30 codes until the hour is over; a right code gives its count back", async () => {
    const id = await newGallery();
    expect(await codeFormPause(database.db, id, at(0))).toBeUndefined();
    const right = await claimCodeCheck(database.db, id, at(0));
    await releaseCodeCheck(database.db, id, right);
    const claims = await wrong(id, WRONG_CODES_BEFORE_PAUSE, 10);
    expect(claims.map((c) => c.claims)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(claims.every((c) => c.pausedFor === undefined)).toBe(true);
    expect(claims[0]!.endsAt).toEqual(at(HOUR));
    // Paused for everyone until the window that began with the first code ends.
    expect(await codeFormPause(database.db, id, at(100))).toBe(HOUR - 100);
    expect((await claimCodeCheck(database.db, id, at(100))).pausedFor).toBe(HOUR - 100);
    expect(await codeFormPause(database.db, id, at(HOUR))).toBeUndefined();
  });

  it("makes each window twice as long while the guessing goes on, up to 32 hours, and starts over after a quiet spell", async () => {
    const id = await newGallery();
    let start = 0;
    for (const hours of [1, 2, 4, 8, 16, 32, 32]) {
      const claims = await wrong(id, WRONG_CODES_BEFORE_PAUSE, start);
      expect(claims[0]!.endsAt, `${hours} h window`).toEqual(at(start + hours * HOUR));
      expect(await codeFormPause(database.db, id, at(start + 1))).toBe(hours * HOUR - 1);
      start += hours * HOUR;
    }
    // Over those 95 hours, 7 × 30 = 210 codes; one address alone gets about 100 (5 at once, then
    // a doubling wait up to one an hour, decision 014).
    // A window that ends without a pause starts the next one at an hour again.
    await wrong(id, 5, start);
    const later = await wrong(id, 1, start + 32 * HOUR);
    expect(later[0]!.endsAt).toEqual(at(start + 33 * HOUR));
    // So does a pause followed by a quiet spell as long as the window was.
    const other = await newGallery();
    await wrong(other, WRONG_CODES_BEFORE_PAUSE, 0);
    const afterQuiet = await wrong(other, 1, 2 * HOUR);
    expect(afterQuiet[0]!.endsAt).toEqual(at(3 * HOUR));
  });
});
