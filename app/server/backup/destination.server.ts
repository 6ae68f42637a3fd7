import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { createS3Client } from "../media/storage.server";
import { describeLocation, SNAPSHOT_ID, type BackupLocation } from "./location";
import { fsyncFile } from "./streams.server";

// A backup location, folder or S3, behind one interface (the layout is in ./location.ts). Files
// arrive as staged local files (hashed already) and are moved in whole; a snapshot becomes
// complete when its manifest is written, atomically, and stops being one when it is removed first.

export interface SnapshotEntry {
  id: string;
  /** Has its manifest: everything it lists was written before it. */
  complete: boolean;
}

export interface BackupDestination {
  readonly description: string;
  /** A new local folder for files on their way in (on the destination's own disk when it is a folder). */
  createStaging(): Promise<string>;
  /** sha256 → size of every file in the shared store. */
  listFiles(): Promise<Map<string, number>>;
  /** Moves a staged file into the store as files/<sha256>. */
  addFile(sha256: string, staged: string): Promise<void>;
  readFile(sha256: string): Promise<Readable | undefined>;
  deleteFile(sha256: string): Promise<void>;
  /** Oldest first. */
  listSnapshots(): Promise<SnapshotEntry[]>;
  /** Moves a staged file into a snapshot's folder. */
  addSnapshotFile(id: string, name: string, staged: string): Promise<void>;
  /** Written atomically: readers see the whole manifest or none. */
  writeManifest(id: string, text: string): Promise<void>;
  readSnapshotFile(id: string, name: string): Promise<Readable | undefined>;
  /** Removes the manifest first, so a half-removed snapshot is never taken for a complete one. */
  deleteSnapshot(id: string): Promise<void>;
  /** Staging folders older than this, left by a backup that crashed. */
  removeStaleStaging(before: Date): Promise<void>;
  close(): void;
}

export const MANIFEST = "manifest.json";
const SHA256 = /^[0-9a-f]{64}$/;

export function openDestination(location: BackupLocation, s3Config: S3ClientConfig): BackupDestination {
  return location.kind === "folder" ? folderDestination(location.path) : s3Destination(location, s3Config);
}

async function readdirOrNone(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function openIfExists(file: string): Promise<Readable | undefined> {
  return new Promise((resolve, reject) => {
    const stream = fs.createReadStream(file);
    stream.once("open", () => resolve(stream));
    stream.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" ? resolve(undefined) : reject(error),
    );
  });
}

export function folderDestination(root: string): BackupDestination {
  const files = path.join(root, "files");
  const snapshots = path.join(root, "snapshots");
  const staging = path.join(root, ".staging");
  const checkId = (id: string) => {
    if (!SNAPSHOT_ID.test(id)) throw new Error(`Not a snapshot id: ${id}`);
    return path.join(snapshots, id);
  };
  return {
    description: root,
    async createStaging() {
      await fsp.mkdir(staging, { recursive: true });
      return fsp.mkdtemp(path.join(staging, "run-"));
    },
    async listFiles() {
      const found = new Map<string, number>();
      for (const name of await readdirOrNone(files)) {
        if (!SHA256.test(name)) continue;
        const stat = await fsp.stat(path.join(files, name)).catch(() => undefined);
        if (stat?.isFile()) found.set(name, stat.size);
      }
      return found;
    },
    async addFile(sha256, staged) {
      await fsp.mkdir(files, { recursive: true });
      // Same disk (the staging folder is inside root): a rename, never a half-written file.
      await fsp.rename(staged, path.join(files, sha256));
    },
    readFile: (sha256) => openIfExists(path.join(files, sha256)),
    async deleteFile(sha256) {
      await fsp.rm(path.join(files, sha256), { force: true });
    },
    async listSnapshots() {
      const entries: SnapshotEntry[] = [];
      for (const id of (await readdirOrNone(snapshots)).sort()) {
        if (!SNAPSHOT_ID.test(id)) continue;
        entries.push({ id, complete: fs.existsSync(path.join(snapshots, id, MANIFEST)) });
      }
      return entries;
    },
    async addSnapshotFile(id, name, staged) {
      await fsp.mkdir(checkId(id), { recursive: true });
      await fsp.rename(staged, path.join(checkId(id), name));
    },
    async writeManifest(id, text) {
      const dir = checkId(id);
      await fsp.mkdir(dir, { recursive: true });
      const tmp = path.join(dir, `${MANIFEST}.tmp`);
      await fsp.writeFile(tmp, text);
      await fsyncFile(tmp);
      await fsp.rename(tmp, path.join(dir, MANIFEST));
    },
    readSnapshotFile: (id, name) => openIfExists(path.join(checkId(id), name)),
    async deleteSnapshot(id) {
      await fsp.rm(path.join(checkId(id), MANIFEST), { force: true });
      await fsp.rm(checkId(id), { recursive: true, force: true });
    },
    async removeStaleStaging(before) {
      for (const name of await readdirOrNone(staging)) {
        const stat = await fsp.stat(path.join(staging, name)).catch(() => undefined);
        if (stat && stat.mtime < before) await fsp.rm(path.join(staging, name), { recursive: true, force: true });
      }
    },
    close() {},
  };
}

export function s3Destination(location: { bucket: string; prefix: string }, config: S3ClientConfig): BackupDestination {
  const client = createS3Client(config);
  const Bucket = location.bucket;
  const filesPrefix = `${location.prefix}files/`;
  const snapshotsPrefix = `${location.prefix}snapshots/`;
  const snapshotKey = (id: string, name: string) => {
    if (!SNAPSHOT_ID.test(id)) throw new Error(`Not a snapshot id: ${id}`);
    return `${snapshotsPrefix}${id}/${name}`;
  };

  async function* listObjects(Prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) yield { key: object.Key ?? "", size: Number(object.Size ?? 0) };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function upload(Key: string, staged: string) {
    const { size } = await fsp.stat(staged);
    await client.send(new PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(staged), ContentLength: size }));
    await fsp.rm(staged, { force: true });
  }

  async function read(Key: string): Promise<Readable | undefined> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return (out.Body as Readable | undefined) ?? undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
      throw error;
    }
  }

  return {
    description: describeLocation({ kind: "s3", ...location }),
    // Local temporary space: S3 has no rename, so a file is hashed here before it gets its name.
    createStaging: () => fsp.mkdtemp(path.join(os.tmpdir(), "backup-")),
    async listFiles() {
      const found = new Map<string, number>();
      for await (const object of listObjects(filesPrefix)) {
        const name = object.key.slice(filesPrefix.length);
        if (SHA256.test(name)) found.set(name, object.size);
      }
      return found;
    },
    addFile: (sha256, staged) => upload(`${filesPrefix}${sha256}`, staged),
    readFile: (sha256) => read(`${filesPrefix}${sha256}`),
    async deleteFile(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${filesPrefix}${sha256}` }));
    },
    async listSnapshots() {
      const byId = new Map<string, boolean>();
      for await (const object of listObjects(snapshotsPrefix)) {
        const [id, name] = object.key.slice(snapshotsPrefix.length).split("/");
        if (!id || !SNAPSHOT_ID.test(id)) continue;
        byId.set(id, (byId.get(id) ?? false) || name === MANIFEST);
      }
      return [...byId.keys()].sort().map((id) => ({ id, complete: byId.get(id) ?? false }));
    },
    addSnapshotFile: (id, name, staged) => upload(snapshotKey(id, name), staged),
    async writeManifest(id, text) {
      // One PUT: S3 shows an object whole or not at all.
      await client.send(
        new PutObjectCommand({ Bucket, Key: snapshotKey(id, MANIFEST), Body: text, ContentType: "application/json" }),
      );
    },
    readSnapshotFile: (id, name) => read(snapshotKey(id, name)),
    async deleteSnapshot(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: snapshotKey(id, MANIFEST) }));
      const keys: string[] = [];
      for await (const object of listObjects(`${snapshotsPrefix}${id}/`)) keys.push(object.key);
      for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    // Staging is in the system's temporary folder, and each run removes its own.
    async removeStaleStaging() {},
    close: () => client.destroy(),
  };
}
