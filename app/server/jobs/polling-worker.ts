// The loop every background worker of the server process runs: a tick now and then, at once when
// woken (work was just queued), never two ticks at the same time, and a stop that waits for the
// current tick to finish.

export interface PollingWorker {
  /** Look for work now (or right after the current tick). */
  wake(): void;
  /** Stops the loop after the current tick. */
  stop(): Promise<void>;
}

export function startPollingWorker(options: {
  name: string;
  pollMs: number;
  tick: () => Promise<void>;
  /** First look soon after start-up, once the server is listening. */
  firstDelayMs?: number;
}): PollingWorker {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const tick = async () => {
    try {
      await options.tick();
    } catch (error) {
      // A database hiccup must not kill the loop: the rows stay and the next tick tries again.
      console.error(`${options.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = tick().finally(() => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
      } else {
        timer = setTimeout(run, options.pollMs);
      }
    });
  };

  timer = setTimeout(run, options.firstDelayMs ?? 50);
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
