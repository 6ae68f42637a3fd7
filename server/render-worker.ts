import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { polish, renderPage, type PageHandler, type RenderedPage } from "./page-render";

// The render worker (bundled to build/render-worker.js): renders pages for the render cache on a
// thread of its own, so a re-render after a content change never holds up the requests the main
// thread answers from memory. It imports the same server build; it opens its own database
// connection on first use and starts no background work (the main thread's boot() does that).

export type RenderRequest = { id: number; url: string } | { id: number; polish: Uint8Array };
export type RenderReply =
  { id: number; page: RenderedPage } | { id: number; br: Uint8Array } | { id: number; error: string };

const { serverBuildPath, origin } = workerData as { serverBuildPath: string; origin: string };
const build = (await import(/* @vite-ignore */ serverBuildPath)) as unknown as ServerBuild;
const handler = createRequestHandler(build, "production") as unknown as PageHandler;
const port = parentPort!;

port.on("message", (message: RenderRequest) => {
  const { id } = message;
  if ("polish" in message) {
    port.postMessage({ id, br: polish(message.polish) } satisfies RenderReply);
    return;
  }
  renderPage(handler, message.url, origin).then(
    (page) => {
      // Copied, not transferred: small Buffers share Node's pool, which must not be detached.
      port.postMessage({ id, page } satisfies RenderReply);
    },
    (error: unknown) => port.postMessage({ id, error: (error as Error).message } satisfies RenderReply),
  );
});
port.postMessage({ ready: true });
