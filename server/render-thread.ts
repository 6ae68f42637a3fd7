import { Worker } from "node:worker_threads";
import type { RenderedPage } from "./page-render";
import type { RenderReply, RenderRequest } from "./render-worker";

// The main thread's side of the render worker: one request per page render, answered by id. A
// worker that dies fails the renders in flight (the cache keeps its last good pages) and is
// started again on the next render.

const RENDER_TIMEOUT_MS = 30_000;

export function renderThread(
  workerFile: string,
  serverBuildPath: string,
  origin: string,
  logError: (line: string) => void,
) {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: RenderReply) => void; reject: (error: Error) => void }>();

  const start = () => {
    const w = new Worker(workerFile, { workerData: { serverBuildPath, origin } });
    w.unref();
    w.on("message", (reply: RenderReply | { ready: true }) => {
      if (!("id" in reply)) return;
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ("error" in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply);
    });
    const failAll = (why: string) => {
      if (worker === w) worker = undefined;
      for (const [id, waiting] of pending) {
        pending.delete(id);
        waiting.reject(new Error(why));
      }
    };
    w.on("error", (error) => {
      logError(`render worker failed: ${error.message}`);
      failAll(`render worker failed: ${error.message}`);
    });
    w.on("exit", (code) => failAll(`render worker exited with ${code}`));
    return w;
  };

  // A render stuck on a query that never returns must not hold its page's render slot forever.
  const ask = (message: RenderRequest) =>
    new Promise<RenderReply>((resolve, reject) => {
      worker ??= start();
      const timeout = setTimeout(() => {
        pending.delete(message.id);
        reject(new Error(`render worker: no answer after ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timeout);
          fn(value);
        };
      pending.set(message.id, { resolve: settle(resolve), reject: settle(reject) });
      worker.postMessage(message);
    });

  return {
    async render(url: string): Promise<RenderedPage> {
      const reply = await ask({ id: nextId++, url });
      if (!("page" in reply)) throw new Error("render worker: unexpected reply");
      return reply.page;
    },
    async polish(body: Uint8Array): Promise<Uint8Array> {
      const reply = await ask({ id: nextId++, polish: body });
      if (!("br" in reply)) throw new Error("render worker: unexpected reply");
      return reply.br;
    },
    async stop() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
