import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileStorage, parseS3Url, readAll, storageFromEnv } from "./storage.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("storage choice", () => {
  it("defaults to DATA_DIR/media, or a folder named after file:", () => {
    const base = { DATA_DIR: "/srv/data", S3_REGION: "us-east-1" };
    expect(storageFromEnv({ ...base, MEDIA_STORAGE: "file:" }).description).toBe("file:/srv/data/media");
    expect(storageFromEnv({ ...base, MEDIA_STORAGE: "file:/mnt/photos" }).description).toBe("file:/mnt/photos");
    expect(storageFromEnv({ ...base, MEDIA_STORAGE: "s3://studio-photos/site/" }).description).toBe(
      "s3://studio-photos/site/",
    );
  });

  it("reads bucket and prefix from s3:// URLs", () => {
    expect(parseS3Url("s3://bucket")).toEqual({ bucket: "bucket", prefix: "" });
    expect(parseS3Url("s3://bucket/a/b/")).toEqual({ bucket: "bucket", prefix: "a/b/" });
    expect(() => parseS3Url("https://x")).toThrow(/s3:\/\//);
  });
});

describe("file storage", () => {
  const storage = fileStorage(path.join(dir, "media"));

  it("reads a file deleted after get() answered in full (a backup racing a purge)", async () => {
    const bytes = Buffer.alloc(256 * 1024, 7);
    await storage.put("private/racing-400.jpg", bytes, "image/jpeg");
    const object = await storage.get("private/racing-400.jpg");
    // The purge job deletes the file before a byte of it is read.
    fs.rmSync(storage.localPath!("private/racing-400.jpg"));
    expect(object?.size).toBe(bytes.length);
    expect((await readAll(object!)).equals(bytes)).toBe(true);
    expect(await storage.get("private/racing-400.jpg")).toBeUndefined();
  });

  it("writes, reads and deletes by key", async () => {
    await storage.put("public/abc-400.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    const object = await storage.get("public/abc-400.jpg");
    expect(object?.size).toBe(10);
    expect((await readAll(object!)).toString()).toBe("jpeg bytes");
    const source = path.join(dir, "upload.bin");
    fs.writeFileSync(source, "original");
    await storage.putFile("originals/f00d", source, "image/jpeg");
    expect(fs.readFileSync(storage.localPath!("originals/f00d"), "utf8")).toBe("original");
    await storage.delete("public/abc-400.jpg");
    await storage.delete("public/abc-400.jpg"); // twice is fine
    expect(await storage.get("public/abc-400.jpg")).toBeUndefined();
    expect(fs.readdirSync(path.join(dir, "media", "public"))).toEqual([]); // no temp files left
  });

  it("lists every stored file with its size, and nothing half-written", async () => {
    const listed = fileStorage(path.join(dir, "listed"));
    await listed.put("public/abc-400.jpg", Buffer.from("variant"), "image/jpeg");
    await listed.put("private/def-800.webp", Buffer.from("client"), "image/webp");
    await listed.put("originals/f00d", Buffer.from("original!"), "image/jpeg");
    fs.writeFileSync(path.join(dir, "listed", "public", "abc-800.jpg.123.x1y2.tmp"), "in flight");
    fs.mkdirSync(path.join(dir, "listed", "elsewhere"));
    fs.writeFileSync(path.join(dir, "listed", "elsewhere", "x"), "not a key");
    const all = [];
    for await (const object of listed.list()) all.push(object);
    expect(all.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "originals/f00d", size: 9 },
      { key: "private/def-800.webp", size: 6 },
      { key: "public/abc-400.jpg", size: 7 },
    ]);
    const empty = [];
    for await (const object of fileStorage(path.join(dir, "none")).list()) empty.push(object);
    expect(empty).toEqual([]);
  });

  it("reads a range of a file, shorter at its end, nothing past it", async () => {
    await storage.put("originals/range", Buffer.from("0123456789"), "image/jpeg");
    expect((await storage.readRange("originals/range", 2, 3))?.toString()).toBe("234");
    expect((await storage.readRange("originals/range", 8, 10))?.toString()).toBe("89");
    expect((await storage.readRange("originals/range", 20, 4))?.length).toBe(0);
    expect(await storage.readRange("originals/missing", 0, 4)).toBeUndefined();
  });

  it("refuses keys outside its two folders", async () => {
    await expect(storage.put("../escape", Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid media storage key/);
    await expect(storage.get("public/../../etc")).rejects.toThrow(/Invalid media storage key/);
    await expect(storage.put("elsewhere/x", Buffer.from("x"), "text/plain")).rejects.toThrow(/Invalid/);
  });
});
