import { formatDateTime } from "~/shared/studio-time";

// The dashboard's words about backups, from the facts (./status.server.ts). Pure, so each case
// is tested without a database.

export interface BackupStatus {
  /** BACKUP_TO is set: a backup runs every night. */
  configured: boolean;
  lastSuccess: { finishedAt: string; files: number; bytes: number; destination: string } | null;
  /** The latest failed run, when it is newer than the last success. */
  lastFailure: { at: string; error: string } | null;
  /** When the failed nightly backup will be tried again (null: it will not be, or none failed). */
  retryAt: string | null;
}

export interface BackupNotice {
  /** "bad" when there is no recent backup (or none is scheduled): the dashboard warns. */
  tone: "good" | "bad";
  headline: string;
  details: string[];
}

/** Older than this and the dashboard warns. */
export const BACKUP_STALE_AFTER_MS = 2 * 86_400_000;

function size(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export function backupNotice(status: BackupStatus, now: Date): BackupNotice {
  const details: string[] = [];
  const { lastSuccess, lastFailure } = status;
  if (lastFailure) {
    const retry = status.retryAt
      ? ` It will be tried again at ${formatDateTime(status.retryAt)}.`
      : status.configured
        ? " It will be tried again tomorrow night."
        : "";
    details.push(`The latest backup failed on ${formatDateTime(lastFailure.at)}: ${lastFailure.error}.${retry}`);
  }
  if (!status.configured) {
    details.push(
      "Nothing is copied off this server, so one failed disk would lose every enquiry, order and photo: ask whoever " +
        "runs the site to set BACKUP_TO to a folder on another disk or to an S3 bucket, and restart it (README, “Backups”).",
    );
  }
  if (!lastSuccess) {
    if (status.configured) {
      details.push(
        "The first one runs a few minutes after the server starts, then every night after 2 AM (Arizona time).",
      );
    }
    return {
      tone: "bad",
      headline: status.configured ? "No backup has finished yet." : "Backups are not set up: there is no backup.",
      details,
    };
  }
  const when = `Last backup: ${formatDateTime(lastSuccess.finishedAt)} (Arizona time)`;
  const what = `${lastSuccess.files} photo files and the database, ${size(lastSuccess.bytes)} in all, in ${lastSuccess.destination}.`;
  const stale = now.getTime() - Date.parse(lastSuccess.finishedAt) > BACKUP_STALE_AFTER_MS;
  if (stale) {
    return {
      tone: "bad",
      headline: `${when}: more than two days ago.`,
      details: [
        what,
        ...details,
        ...(lastFailure || !status.configured
          ? []
          : ["Check that the site is running and look at its log for “backup:” lines."]),
      ],
    };
  }
  if (!status.configured) {
    return {
      tone: "bad",
      headline: `${when}, but no nightly backup is set up.`,
      details: [what, ...details],
    };
  }
  return { tone: lastFailure ? "bad" : "good", headline: `${when}.`, details: [what, ...details] };
}
