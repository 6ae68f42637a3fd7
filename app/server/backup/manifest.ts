import { z } from "zod";
import { SNAPSHOT_ID } from "./location";

// A snapshot's manifest.json: what the snapshot holds and the SHA-256 of every byte of it. It is
// written last, so a snapshot with a manifest is complete; restore trusts nothing it does not list.

export const MANIFEST_FORMAT = "saguaro-bee-backup";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex");
const size = z.number().int().nonnegative();

/** The media storage's keys (app/server/media/storage.server.ts): a manifest names nothing else. */
export const STORAGE_KEY = /^(originals|public|private)\/[A-Za-z0-9._-]+$/;

export const DATABASE_FILES = { sqlite: "database.sqlite", postgres: "database.pgdump" } as const;

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  version: z.literal(1),
  id: z.string().regex(SNAPSHOT_ID),
  /** The instant the database was copied: everything committed before it is in the snapshot. */
  takenAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  dialect: z.enum(["sqlite", "postgres"]),
  database: z.object({ file: z.enum(["database.sqlite", "database.pgdump"]), size, sha256 }),
  /** The migrations applied to the database, oldest first: which version of the site wrote it. */
  migrations: z.array(z.string()),
  /** Rows of the tables a person checks after a restore (enquiries, orders, galleries, photos…). */
  counts: z.record(z.string(), size),
  /** Where the photos came from, for the record. */
  mediaStorage: z.string(),
  files: z.array(z.object({ key: z.string().regex(STORAGE_KEY), size, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

/** Reads a manifest; throws an Error that says what is wrong with it. */
export function parseManifest(text: string, where: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not valid JSON: the snapshot is damaged.`);
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const problem = result.error.issues[0];
    throw new Error(
      `${where} is not a backup manifest this site can read (${problem?.path.join(".")}: ${problem?.message}).`,
    );
  }
  return result.data;
}
