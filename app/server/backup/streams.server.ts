import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

// Backups never hold a database or a photo in memory: every file is streamed to a local staged
// copy, hashed on the way, and flushed to disk before it moves anywhere.

export interface Hashed {
  sha256: string;
  size: number;
}

export interface StagedFile extends Hashed {
  path: string;
}

function hashing(): { through: Transform; result: () => Hashed } {
  const hash = crypto.createHash("sha256");
  let size = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { through, result: () => ({ sha256: hash.digest("hex"), size }) };
}

/** Writes a stream to a new file in `dir`, hashing it on the way; the file is on disk when this returns. */
export async function stage(body: Readable, dir: string): Promise<StagedFile> {
  const file = path.join(dir, `${crypto.randomUUID()}.part`);
  const { through, result } = hashing();
  try {
    await pipeline(body, through, fs.createWriteStream(file));
    await fsyncFile(file);
  } catch (error) {
    await fsp.rm(file, { force: true });
    throw error;
  }
  return { path: file, ...result() };
}

/** Reads a stream to its end, hashing it. */
export async function hashStream(body: Readable): Promise<Hashed> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest("hex"), size };
}

export async function hashFile(file: string): Promise<StagedFile> {
  return { path: file, ...(await hashStream(fs.createReadStream(file))) };
}

/** A rename after a crash must never show an empty file: the bytes reach the disk first. */
export async function fsyncFile(file: string) {
  const handle = await fsp.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs `work` over `items`, at most `limit` at a time (S3 round trips overlap). After a failure no
 * new item starts, and the first error is thrown once every running one has finished.
 */
export async function forEachLimited<T>(items: Iterable<T>, limit: number, work: (item: T) => Promise<void>) {
  const iterator = items[Symbol.iterator]();
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    for (let next = iterator.next(); !next.done && !failure; next = iterator.next()) {
      try {
        await work(next.value);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  if (failure) throw failure.error;
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
