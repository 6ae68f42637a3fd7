import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createGallery } from "~/server/galleries/galleries.server";
import { databaseKinds, emptyDatabase, migrateBefore } from "../helpers/databases";
import { insertGalleryPhotoRow } from "./media-helpers";

// Migration 0019 (issue 26): every gallery photo gets a random print key, the rows of an existing
// install included, and every photo added later gets one from the database itself, whatever code
// inserts it. On SQLite and (with TEST_DATABASE_URL) PostgreSQL.

const KEY = /^[0-9a-f]{32}$/;

describe.each(databaseKinds)("gallery print keys on %s", (kind) => {
  let app: AppDatabase | undefined;
  let cleanup: (() => Promise<void> | void) | undefined;
  afterAll(async () => {
    await app?.db.destroy();
    await cleanup?.();
  });

  const addPhoto = async (db: AppDatabase["db"], galleryId: number, position: number) => {
    const sha256 = crypto.randomBytes(32).toString("hex");
    const photoId = await insertGalleryPhotoRow(db, { sha256, md5: sha256.slice(0, 32), filename: "a.jpg", bytes: 1 });
    const row = await db
      .insertInto("gallery_photos")
      .values({ gallery_id: galleryId, photo_id: photoId, set_id: null, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const keyOf = async (db: AppDatabase["db"], itemId: number) =>
    (await db.selectFrom("gallery_photos").select("print_key").where("id", "=", itemId).executeTakeFirstOrThrow())
      .print_key;

  it("gives the photos of an existing install a key each, and every new photo one too", async () => {
    const empty = await emptyDatabase(kind, "print-keys");
    cleanup = empty.drop;
    app = openDatabase(empty.url);
    const db = app.db;
    // The database as the previous release left it: up to 0018, a gallery with three photos.
    await migrateBefore(app, "0019-gallery-hardening");
    const gallery = await createGallery(db, {
      title: "Old",
      clientName: "Ana",
      clientEmail: "ana@example.com",
      sessionDate: null,
      accessCode: "4821",
      expiresOn: null,
    });
    const old = [
      await addPhoto(db, gallery.id, 0),
      await addPhoto(db, gallery.id, 1),
      await addPhoto(db, gallery.id, 2),
    ];

    expect(await migrate(app)).toContain("0019-gallery-hardening");
    const oldKeys = await Promise.all(old.map((id) => keyOf(db, id)));
    for (const key of oldKeys) expect(key).toMatch(KEY);
    expect(new Set(oldKeys).size).toBe(3);

    // A photo added afterwards, by an insert that knows nothing of keys.
    const added = await addPhoto(db, gallery.id, 3);
    const addedKey = await keyOf(db, added);
    expect(addedKey).toMatch(KEY);
    expect(oldKeys).not.toContain(addedKey);

    // Keys are unique: a copied key is refused.
    await expect(
      db.updateTable("gallery_photos").set({ print_key: oldKeys[0]! }).where("id", "=", added).execute(),
    ).rejects.toThrow();
  });
});
