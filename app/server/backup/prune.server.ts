import type { BackupDestination } from "./destination.server";
import { readManifest } from "./backup.server";
import { snapshotTime } from "./location";

// BACKUP_KEEP: the newest `keep` complete snapshots stay; older ones go, manifest first. Files of
// the shared store that no kept snapshot lists go too — but only while no other backup is
// writing to the same place (a snapshot folder without its manifest, younger than a day), since
// that backup may be about to list a file nobody lists yet.

/** An incomplete snapshot older than this was left by a backup that stopped (a crash, a restart). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export interface PruneResult {
  removedSnapshots: string[];
  removedFiles: number;
  removedBytes: number;
  /** Files were left alone: another backup is writing to the same place. */
  filesKept: boolean;
}

export async function pruneSnapshots(
  destination: BackupDestination,
  keep: number,
  now = new Date(),
): Promise<PruneResult> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error("At least one snapshot must be kept.");
  const snapshots = await destination.listSnapshots();
  const complete = snapshots.filter((s) => s.complete);
  const kept = complete.slice(-keep);
  const abandonedBefore = now.getTime() - ABANDONED_AFTER_MS;
  const incomplete = snapshots.filter((s) => !s.complete);
  const abandoned = incomplete.filter((s) => snapshotTime(s.id).getTime() < abandonedBefore);
  const removedSnapshots = [...complete.slice(0, -keep), ...abandoned].map((s) => s.id);
  for (const id of removedSnapshots) await destination.deleteSnapshot(id);
  await destination.removeStaleStaging(new Date(abandonedBefore));

  const result: PruneResult = { removedSnapshots, removedFiles: 0, removedBytes: 0, filesKept: false };
  if (incomplete.length > abandoned.length) return { ...result, filesKept: true };
  const listed = new Set<string>();
  for (const snapshot of kept) {
    for (const file of (await readManifest(destination, snapshot.id)).files) listed.add(file.sha256);
  }
  for (const [sha256, size] of await destination.listFiles()) {
    if (listed.has(sha256)) continue;
    await destination.deleteFile(sha256);
    result.removedFiles++;
    result.removedBytes += size;
  }
  return result;
}
