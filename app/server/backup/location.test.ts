import { describe, expect, it } from "vitest";
import { describeLocation, parseBackupLocation, parseSnapshotReference, snapshotId, snapshotTime } from "./location";
import { parseManifest } from "./manifest";

describe("backup locations", () => {
  it("reads folders (plain or file:) and s3:// addresses", () => {
    expect(parseBackupLocation("backups", "/srv/site")).toEqual({ kind: "folder", path: "/srv/site/backups" });
    expect(parseBackupLocation("file:/mnt/usb/site", "/srv")).toEqual({ kind: "folder", path: "/mnt/usb/site" });
    expect(parseBackupLocation("s3://studio-backups")).toEqual({ kind: "s3", bucket: "studio-backups", prefix: "" });
    expect(parseBackupLocation("s3://studio-backups/site/nightly/")).toEqual({
      kind: "s3",
      bucket: "studio-backups",
      prefix: "site/nightly/",
    });
    expect(describeLocation(parseBackupLocation("s3://bucket/p"))).toBe("s3://bucket/p/");
    expect(() => parseBackupLocation("s3://")).toThrow(/s3:\/\/bucket\/prefix/);
    expect(() => parseBackupLocation("s3:/Bucket")).toThrow(/Not a valid s3/);
    expect(() => parseBackupLocation("  ")).toThrow(/No backup folder/);
  });

  it("names snapshots by the UTC instant of their database copy, sortable and safe as folder names", () => {
    const at = new Date("2026-11-30T09:05:07.123Z");
    expect(snapshotId(at)).toBe("2026-11-30T09-05-07.123Z");
    expect(snapshotTime(snapshotId(at)).toISOString()).toBe(at.toISOString());
    const ids = ["2026-12-01T00:00:00.000Z", "2026-11-30T23:59:59.999Z", "2027-01-01T00:00:00.000Z"].map((iso) =>
      snapshotId(new Date(iso)),
    );
    expect([...ids].sort()).toEqual([ids[1], ids[0], ids[2]]);
  });

  it("takes a snapshot's address, its manifest's, or a backup place (its newest snapshot)", () => {
    const id = "2026-11-30T09-05-07.123Z";
    expect(parseSnapshotReference(`/mnt/b/snapshots/${id}`)).toEqual({
      location: { kind: "folder", path: "/mnt/b" },
      id,
    });
    expect(parseSnapshotReference(`s3://bucket/site/snapshots/${id}/manifest.json`)).toEqual({
      location: { kind: "s3", bucket: "bucket", prefix: "site/" },
      id,
    });
    expect(parseSnapshotReference("s3://bucket/site/")).toEqual({
      location: { kind: "s3", bucket: "bucket", prefix: "site/" },
    });
    expect(parseSnapshotReference("/mnt/b/snapshots/not-an-id")).toEqual({
      location: { kind: "folder", path: "/mnt/b/snapshots/not-an-id" },
    });
  });
});

describe("manifests", () => {
  it("refuses what is not a manifest, saying where and what", () => {
    expect(() => parseManifest("{", "x/manifest.json")).toThrow(/x\/manifest\.json is not valid JSON/);
    expect(() => parseManifest(JSON.stringify({ format: "other" }), "m")).toThrow(/m is not a backup manifest.*format/);
  });

  it("refuses a file key outside the storage's folders", () => {
    const manifest = {
      format: "saguaro-bee-backup",
      version: 1,
      id: "2026-11-30T09-05-07.123Z",
      takenAt: "2026-11-30T09:05:07.123Z",
      finishedAt: "2026-11-30T09:05:09.000Z",
      dialect: "sqlite",
      database: { file: "database.sqlite", size: 10, sha256: "a".repeat(64) },
      migrations: ["0001-testimonials"],
      counts: { enquiries: 2 },
      mediaStorage: "file:/srv/media",
      files: [{ key: "public/abc-400.jpg", size: 3, sha256: "b".repeat(64) }],
    };
    expect(parseManifest(JSON.stringify(manifest), "m").files).toHaveLength(1);
    const escaping = { ...manifest, files: [{ key: "../../etc/passwd", size: 3, sha256: "b".repeat(64) }] };
    expect(() => parseManifest(JSON.stringify(escaping), "m")).toThrow(/files\.0\.key/);
  });
});
