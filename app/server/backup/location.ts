import path from "node:path";

// Where backups go and which snapshot a restore reads: a folder, or s3://bucket/prefix. Either
// holds the same layout (docs/decisions/029-backups.md):
//   <location>/files/<sha256>                  every stored photo file, once, by its content
//   <location>/snapshots/<id>/database.sqlite  or database.pgdump (pg_dump's custom format)
//   <location>/snapshots/<id>/manifest.json    written last: a snapshot without one is incomplete
// A snapshot's id is the UTC instant of its database snapshot, so ids sort by time.

export type BackupLocation = { kind: "folder"; path: string } | { kind: "s3"; bucket: string; prefix: string };

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]+)(?:\/(.*))?$/;

/** "s3://bucket/a/b" → { bucket, prefix: "a/b/" }; "/srv/backups", "file:/srv/backups" → a folder. */
export function parseBackupLocation(value: string, cwd = process.cwd()): BackupLocation {
  const trimmed = value.trim();
  if (trimmed.startsWith("s3:")) {
    const match = S3_URL.exec(trimmed);
    if (!match?.[1]) throw new Error(`Not a valid s3:// address: ${value} (expected s3://bucket/prefix).`);
    const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
    return { kind: "s3", bucket: match[1], prefix: prefix ? `${prefix}/` : "" };
  }
  const folder = trimmed.replace(/^file:/, "");
  if (!folder) throw new Error("No backup folder given.");
  return { kind: "folder", path: path.resolve(cwd, folder) };
}

export function describeLocation(location: BackupLocation): string {
  return location.kind === "s3" ? `s3://${location.bucket}/${location.prefix}` : location.path;
}

/** "2026-11-30T09-00-00.123Z": an ISO instant that is also a safe folder name. */
export const SNAPSHOT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;

export function snapshotId(takenAt: Date): string {
  return takenAt.toISOString().replace(/:/g, "-");
}

export function snapshotTime(id: string): Date {
  return new Date(id.replace(/T(\d{2})-(\d{2})-(\d{2})/, "T$1:$2:$3"));
}

/**
 * What `npm run restore` was given: a snapshot (…/snapshots/<id>, or its manifest.json), or a
 * backup location, meaning its newest complete snapshot.
 */
export function parseSnapshotReference(value: string, cwd = process.cwd()): { location: BackupLocation; id?: string } {
  const trimmed = value
    .trim()
    .replace(/\/manifest\.json$/, "")
    .replace(/\/+$/, "");
  const match = /^(.*)\/snapshots\/([^/]+)$/.exec(trimmed);
  if (match?.[1] && match[2] && SNAPSHOT_ID.test(match[2])) {
    return { location: parseBackupLocation(match[1], cwd), id: match[2] };
  }
  return { location: parseBackupLocation(trimmed, cwd) };
}
