import { env } from "../env.server";
import { pruneDoneJobs, runDueJobs } from "./jobs.server";
import { startPollingWorker, type PollingWorker } from "./polling-worker";

// Runs the jobs table in the server process for its whole life, one job at a time. Every
// instance runs one; leases keep them from running the same job.

let worker: PollingWorker | undefined;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Asks this process's worker to look at the jobs now (after an upload queued some). */
export function wakeJobsWorker() {
  worker?.wake();
}

export function startJobsWorker(): () => Promise<void> {
  const config = env();
  let stopping = false;
  let lastPrune = 0;
  const current = startPollingWorker({
    name: "jobs",
    pollMs: config.JOBS_POLL_MS,
    tick: async () => {
      await runDueJobs({ leaseMs: config.JOBS_LEASE_MS, shouldStop: () => stopping });
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneDoneJobs(new Date());
      }
    },
  });
  worker = current;
  return async () => {
    stopping = true;
    if (worker === current) worker = undefined;
    await current.stop();
  };
}
