import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { env } from "../env.server";

// Where the library's files live, behind one small interface: a folder (default, under
// DATA_DIR/media) or any S3-compatible bucket (AWS S3, R2, MinIO), chosen by MEDIA_STORAGE.
// Keys are "originals/<sha256>" (private: never under a public URL), "public/<name>" (the
// variants /media/<name> serves) and "private/<name>" (client-gallery variants, served only
// through their gallery after its access check). See docs/decisions/017-media-storage.md.

export interface StoredObject {
  body: Readable;
  size: number;
}

/** A stored file as a listing names it. */
export interface ListedObject {
  key: string;
  size: number;
}

export interface MediaStorage {
  /** For logs: "file:/srv/data/media", "s3://bucket/prefix". */
  readonly description: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Copies a local file in (uploads arrive as temp files). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** undefined when there is no such key. */
  get(key: string): Promise<StoredObject | undefined>;
  /**
   * Up to `length` bytes from `offset` (fewer at the end; undefined when there is no such key):
   * the few small reads a scrubber makes of an original's metadata.
   */
  readRange(key: string, offset: number, length: number): Promise<Buffer | undefined>;
  /** Idempotent: deleting a missing key is fine. */
  delete(key: string): Promise<void>;
  /** Every stored file, in no particular order (backups: app/server/backup). */
  list(): AsyncIterable<ListedObject>;
  /** For the fast path: a local file to send directly, when the storage has one. */
  localPath?(key: string): string;
}

const FOLDERS = ["originals", "public", "private"] as const;
const KEY = /^(originals|public|private)\/[A-Za-z0-9._-]+$/;
/** A file being written (see `atomically`): not a stored file yet. */
const TEMP_SUFFIX = ".tmp";

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Invalid media storage key: ${key}`);
}

/** What `io` gives, or undefined when its file or folder is not there; any other failure is thrown. */
async function unlessMissing<T>(io: Promise<T>): Promise<T | undefined> {
  try {
    return await io;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export function fileStorage(root: string): MediaStorage {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  // Write to a temp name and rename: a reader never sees half a file, even after a crash.
  const atomically = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = full(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}${TEMP_SUFFIX}`;
    try {
      await write(tmp);
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
  };
  return {
    description: `file:${path.resolve(root)}`,
    put: (key, body) => atomically(key, (tmp) => fsp.writeFile(tmp, body)),
    putFile: (key, file) => atomically(key, (tmp) => fsp.copyFile(file, tmp)),
    async get(key) {
      // Opened before answering: a file deleted afterwards (a purge racing a backup or a
      // download) is still read in full through the open handle, never an ENOENT mid-stream.
      const handle = await unlessMissing(fsp.open(full(key), "r"));
      if (!handle) return undefined;
      try {
        const stat = await handle.stat();
        return { body: handle.createReadStream(), size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async readRange(key, offset, length) {
      const handle = await unlessMissing(fsp.open(full(key), "r"));
      if (!handle) return undefined;
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async delete(key) {
      await fsp.rm(full(key), { force: true });
    },
    async *list() {
      for (const folder of FOLDERS) {
        const names = await unlessMissing(fsp.readdir(path.join(root, folder)));
        if (!names) continue;
        for (const name of names) {
          const key = `${folder}/${name}`;
          if (!KEY.test(key) || name.endsWith(TEMP_SUFFIX)) continue;
          // Deleted since the folder was read: not a file any more.
          const stat = await fsp.stat(path.join(root, key)).catch(() => undefined);
          if (stat?.isFile()) yield { key, size: stat.size };
        }
      }
    },
    localPath: full,
  };
}

export interface S3Location {
  bucket: string;
  prefix: string;
}

/** "s3://bucket/some/prefix" → { bucket, prefix: "some/prefix/" }. */
export function parseS3Url(url: string): S3Location {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match?.[1]) throw new Error(`MEDIA_STORAGE: not an s3:// URL: ${url}`);
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : "" };
}

/** An S3 client for any S3-compatible store (the media library's and the backups'). */
export function createS3Client(config: S3ClientConfig): S3Client {
  // Path-style addressing works with every S3-compatible store (MinIO, s3rver, R2 custom domains).
  // Checksums only where S3 requires them: the SDK's default streams uploads as "aws-chunked" with
  // trailing checksums, which several S3-compatible stores do not understand.
  return new S3Client({
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...config,
  });
}

/** The client settings the environment names (S3_ENDPOINT, S3_REGION; credentials from the AWS chain). */
export function s3ConfigFromEnv(config: { S3_ENDPOINT?: string; S3_REGION: string }): S3ClientConfig {
  return { region: config.S3_REGION, ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}) };
}

export function s3Storage(location: S3Location, config: S3ClientConfig): MediaStorage {
  const client = createS3Client(config);
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    checkKey(key);
    return location.prefix + key;
  };
  return {
    description: `s3://${Bucket}/${location.prefix}`,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      const { size } = await fsp.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return undefined;
        return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async readRange(key, offset, length) {
      if (length <= 0) return Buffer.alloc(0);
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key), Range: `bytes=${offset}-${offset + length - 1}` }),
        );
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (error instanceof NoSuchKey || name === "NoSuchKey") return undefined;
        // A range that starts past the end: nothing there.
        if (
          name === "InvalidRange" ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416
        )
          return Buffer.alloc(0);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      for (const folder of FOLDERS) {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: `${location.prefix}${folder}/`, ContinuationToken }),
          );
          for (const object of page.Contents ?? []) {
            const key = (object.Key ?? "").slice(location.prefix.length);
            if (KEY.test(key)) yield { key, size: Number(object.Size ?? 0) };
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      }
    },
  };
}

/** Builds the storage MEDIA_STORAGE names; credentials come from the standard AWS variables. */
export function storageFromEnv(config: {
  MEDIA_STORAGE: string;
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
}): MediaStorage {
  if (config.MEDIA_STORAGE.startsWith("s3://")) {
    return s3Storage(parseS3Url(config.MEDIA_STORAGE), s3ConfigFromEnv(config));
  }
  const dir = config.MEDIA_STORAGE.replace(/^file:/, "");
  return fileStorage(dir ? path.resolve(dir) : path.resolve(config.DATA_DIR, "media"));
}

let shared: MediaStorage | undefined;

/** The process's storage, from the environment on first use. */
export function mediaStorage(): MediaStorage {
  shared ??= storageFromEnv(env());
  return shared;
}

/** Tests point the process at another storage. */
export function setMediaStorageForTests(storage: MediaStorage | undefined) {
  shared = storage;
}

/** Reads a whole object (originals for processing: at most 60 MB). */
export async function readAll(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Copies an object to a local file. */
export async function downloadTo(object: StoredObject, file: string) {
  await pipeline(object.body, fs.createWriteStream(file));
}
