import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/server/db/schema";
import { freePort, type TestServer } from "../helpers/server";

// Shared by the media integration tests: a real S3 server, photo fixtures, a multipart client.

export const S3_BUCKET = "media-test";

export interface TestS3 {
  endpoint: string;
  env: Record<string, string>;
  client: S3Client;
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** s3rver on a free port with one bucket; the env points the site at it (prefix "site"). */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const port = await freePort();
  const s3 = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  return {
    endpoint,
    env: {
      MEDIA_STORAGE: `s3://${S3_BUCKET}/site`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    client,
    async keys(prefix = "site/") {
      const out = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    async stop() {
      client.destroy();
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Every file under a folder, relative, sorted. A background job (a purge) may delete a file between
 * the listing and its stat: a file gone by then is not listed.
 */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(root, p), { throwIfNoEntry: false })?.isFile() === true)
    .map((p) => p.split(path.sep).join("/"))
    .sort();
}

/** Every file under the server's DATA_DIR/media (file storage), relative. */
export function mediaFiles(server: TestServer): string[] {
  return filesUnder(path.join(server.dataDir, "media"));
}

/** A smooth photo (fast to encode) with a gradient so variants differ from one another. */
export async function photo(
  options: { width?: number; height?: number; seed?: number; gps?: boolean; camera?: boolean } = {},
) {
  const width = options.width ?? 1800;
  const height = options.height ?? 1200;
  const seed = options.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="rgb(${(seed * 47) % 256},120,90)"/><stop offset="1" stop-color="rgb(40,${(seed * 91) % 256},200)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg)).flatten({ background: "#fff" });
  if (options.gps || options.camera) {
    image = image.withExif({
      IFD0: { Make: "Canon", Model: "Canon EOS R6", Artist: "Studio Secret" },
      IFD2: { LensModel: "RF50mm F1.2 L USM", DateTimeOriginal: "2025:10:04 18:30:00" },
      ...(options.gps
        ? {
            IFD3: {
              GPSLatitudeRef: "N",
              GPSLatitude: "33/1 30/1 0/1",
              GPSLongitudeRef: "W",
              GPSLongitude: "112/1 3/1 0/1",
            },
          }
        : {}),
    });
  }
  return image.jpeg({ quality: 90 }).toBuffer();
}

export interface UploadFile {
  name: string;
  body: Buffer;
  type?: string;
}

export async function upload(
  server: TestServer,
  files: UploadFile[],
  auth: { cookie?: string; csrf?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const f of files)
    form.append("files", new File([new Uint8Array(f.body)], f.name, { type: f.type ?? "image/jpeg" }));
  return fetch(`${server.url}/admin/photos/upload`, {
    method: "POST",
    headers: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.csrf ? { "X-CSRF-Token": auth.csrf } : {}),
    },
    body: form,
  });
}

export interface StatusPhoto {
  id: number;
  state: string;
  failureReason: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: Array<{ format: string; width: number; height: number; url: string }>;
}

/** Polls /admin/photos/status until none of the photos is queued or processing. */
export async function waitUntilSettled(
  server: TestServer,
  cookie: string,
  ids: number[],
  timeoutMs = 120_000,
): Promise<StatusPhoto[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${server.url}/admin/photos/status?ids=${ids.join(",")}`, { headers: { cookie } });
    const { photos } = (await res.json()) as { photos: StatusPhoto[] };
    if (photos.every((p) => p.state === "ready" || p.state === "failed")) return photos;
    if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(photos.map((p) => p.state))}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The pid listening on a port (to kill a server the hard way, as a crash would). */
export function pidOnPort(port: number): number {
  const out = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" });
  const match = /pid=(\d+)/.exec(out);
  if (!match?.[1]) throw new Error(`no process on port ${port}: ${out}`);
  return Number(match[1]);
}

/** An empty PostgreSQL database for a server under test (the server migrates it). */
export { emptyPostgresDatabase as createPgDatabase } from "../helpers/databases";

/**
 * A media_photos row for a client-gallery original already stored at originals/<sha256> (tests and
 * the gallery bench make their galleries' photos this way, without an upload); returns its id.
 * With `source: "upload"`, a photo of her own library instead.
 */
export async function insertGalleryPhotoRow(
  db: Kysely<Database>,
  file: {
    sha256: string;
    md5: string;
    filename: string;
    bytes: number;
    state?: "queued" | "ready";
    width?: number | null;
    height?: number | null;
    source?: "gallery" | "upload";
  },
): Promise<number> {
  const row = await db
    .insertInto("media_photos")
    .values({
      sha256: file.sha256,
      md5: file.md5,
      filename: file.filename,
      bytes: file.bytes,
      content_type: "image/jpeg",
      original_key: `originals/${file.sha256}`,
      source: file.source ?? "gallery",
      state: file.state ?? "ready",
      failure_reason: null,
      width: file.width ?? null,
      height: file.height ?? null,
      camera: null,
      lens: null,
      captured_at: null,
      placeholder: null,
      dominant_color: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
