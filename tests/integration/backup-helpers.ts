import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { migrate, openDatabase, type AppDatabase } from "~/server/db/db.server";
import type { MediaStorage } from "~/server/media/storage.server";
import { emptyPostgresDatabase } from "../helpers/databases";
import { insertGalleryPhotoRow } from "./media-helpers";

// Shared by the backup tests: a migrated database with its URL (the backup reads it by URL, like
// the site), library photos with their stored files, and the two commands run as a person would.

export const sha256 = (bytes: Buffer | string) => crypto.createHash("sha256").update(bytes).digest("hex");

export interface UrlDatabase extends AppDatabase {
  url: string;
  cleanup(): Promise<void>;
}

/** Where a database can be made: a SQLite file in a new temp folder, or a new PostgreSQL database. */
export async function newDatabaseUrl(kind: "sqlite" | "postgres"): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === "postgres") return emptyPostgresDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-db-"));
  return {
    url: `file:${path.join(dir, "site.db")}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A migrated database, opened, with its URL (the backup reads it by URL, like the site). */
export async function databaseWithUrl(kind: "sqlite" | "postgres"): Promise<UrlDatabase> {
  const { url, drop } = await newDatabaseUrl(kind);
  const app = openDatabase(url);
  await migrate(app);
  return {
    ...app,
    url,
    async cleanup() {
      await app.db.destroy();
      await drop();
    },
  };
}

/**
 * A photo as processing leaves it: its original (originals/<sha256>), one variant named by its
 * bytes (a client-gallery photo's: private/), and their rows. Returns the keys and bytes.
 */
export async function addLibraryPhoto(app: AppDatabase, storage: MediaStorage, seed: string) {
  const original = Buffer.from(`original bytes of ${seed} `.repeat(50));
  const variant = Buffer.from(`variant bytes of ${seed}`);
  const originalKey = `originals/${sha256(original)}`;
  const variantName = `${sha256(variant).slice(0, 20)}-400.jpg`;
  const variantKey = `private/${variantName}`;
  await storage.put(originalKey, original, "image/jpeg");
  await storage.put(variantKey, variant, "image/jpeg");
  const id = await insertGalleryPhotoRow(app.db, {
    sha256: sha256(original),
    md5: crypto.createHash("md5").update(original).digest("hex"),
    filename: `${seed}.jpg`,
    bytes: original.length,
    width: 400,
    height: 300,
  });
  await app.db
    .insertInto("media_variants")
    .values({
      photo_id: id,
      format: "jpeg",
      width: 400,
      height: 300,
      bytes: variant.length,
      path: `private:${variantName}`,
      storage_key: variantKey,
    })
    .execute();
  return { id, originalKey, variantKey, original, variant };
}

/** Removes a library photo's rows and files, as deleting it in the admin (and its purge job) does. */
export async function deleteLibraryPhoto(app: AppDatabase, storage: MediaStorage, id: number) {
  const photo = await app.db
    .selectFrom("media_photos")
    .select("original_key")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const variants = await app.db.selectFrom("media_variants").select("storage_key").where("photo_id", "=", id).execute();
  await app.db.deleteFrom("media_variants").where("photo_id", "=", id).execute();
  await app.db.deleteFrom("media_photos").where("id", "=", id).execute();
  for (const key of [photo.original_key, ...variants.map((v) => v.storage_key)]) if (key) await storage.delete(key);
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup`/`npm run restore`'s script with tsx, with exactly this environment. */
export function runScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const root = path.resolve(import.meta.dirname, "../..");
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
