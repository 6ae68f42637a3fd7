import { describe, expect, it } from "vitest";
import { backupNotice, type BackupStatus } from "./status-words";

const now = new Date("2026-12-03T17:00:00Z"); // 10:00 AM in Phoenix
const success = (finishedAt: string) => ({
  finishedAt,
  files: 120,
  bytes: 3.5 * 1024 ** 3,
  destination: "s3://b/site/",
});
const status = (over: Partial<BackupStatus>): BackupStatus => ({
  configured: true,
  lastSuccess: null,
  lastFailure: null,
  retryAt: null,
  ...over,
});

describe("the dashboard's words about backups", () => {
  it("says when the last backup finished, in Arizona time", () => {
    const notice = backupNotice(status({ lastSuccess: success("2026-12-03T09:05:00Z") }), now);
    expect(notice.tone).toBe("good");
    expect(notice.headline).toBe("Last backup: Dec 3, 2026, 2:05 AM (Arizona time).");
    expect(notice.details[0]).toBe("120 photo files and the database, 3.5 GB in all, in s3://b/site/.");
  });

  it("warns when there is none yet, and says when the first one runs", () => {
    const notice = backupNotice(status({}), now);
    expect(notice.tone).toBe("bad");
    expect(notice.headline).toBe("No backup has finished yet.");
    expect(notice.details.join(" ")).toMatch(/first one runs a few minutes after the server starts/);
  });

  it("warns when the last one is older than two days", () => {
    const fresh = backupNotice(status({ lastSuccess: success("2026-12-01T17:00:01Z") }), now);
    expect(fresh.tone).toBe("good");
    const old = backupNotice(status({ lastSuccess: success("2026-12-01T16:59:59Z") }), now);
    expect(old.tone).toBe("bad");
    expect(old.headline).toBe("Last backup: Dec 1, 2026, 9:59 AM (Arizona time): more than two days ago.");
  });

  it("warns when BACKUP_TO is not set, saying what to do in one sentence", () => {
    const notice = backupNotice(status({ configured: false }), now);
    expect(notice.tone).toBe("bad");
    expect(notice.headline).toBe("Backups are not set up: there is no backup.");
    expect(notice.details).toHaveLength(1);
    expect(notice.details[0]).toMatch(/set BACKUP_TO to a folder on another disk or to an S3 bucket/);
    // A backup made by hand (or before BACKUP_TO was removed) is named, but nothing backs the site up nightly.
    const byHand = backupNotice(status({ configured: false, lastSuccess: success("2026-12-03T16:00:00Z") }), now);
    expect(byHand.tone).toBe("bad");
    expect(byHand.headline).toBe("Last backup: Dec 3, 2026, 9:00 AM (Arizona time), but no nightly backup is set up.");
  });

  it("shows a failure newer than the last success, and when it is tried again", () => {
    const notice = backupNotice(
      status({
        lastSuccess: success("2026-12-02T09:05:00Z"),
        lastFailure: { at: "2026-12-03T09:06:00Z", error: "The bucket does not exist" },
        retryAt: "2026-12-03T09:21:00Z",
      }),
      now,
    );
    expect(notice.tone).toBe("bad");
    expect(notice.details).toContain(
      "The latest backup failed on Dec 3, 2026, 2:06 AM: The bucket does not exist. It will be tried again at Dec 3, 2026, 2:21 AM.",
    );
  });
});
