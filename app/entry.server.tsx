import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";

// The Express shell calls these: migrations and the background workers start before it listens;
// the render cache (server/render-cache.ts) learns which pages to keep and when content changed.
export { boot, shutdown } from "~/server/boot.server";
export { readContentVersion } from "~/server/content/content-version.server";
export { cachedPagePaths, warmUpPaths } from "~/server/render-cache/cached-paths";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce set by the Express shell; absent when the render cache renders a page. */
    cspNonce?: string;
    /** Tells the Express shell this request failed for want of the database: it answers 503. */
    databaseUnavailable?: () => void;
    /**
     * Tells the render cache this page shows a fallback because something failed (e.g. the
     * testimonials could not be read): it keeps the last good page instead. Absent per request.
     */
    degraded?: () => void;
  }
}

/**
 * Every error a loader, action or render throws. React Router answers them 500; one caused by an
 * unreachable database is flagged so the shell answers 503 instead (server/app.ts), and is logged
 * in one line rather than a stack per request while the database is down.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  if (isDatabaseUnavailable(cause)) {
    context.databaseUnavailable?.();
    console.error(
      `database unavailable: ${request.method} ${new URL(request.url).pathname}: ${(cause as Error).message}`,
    );
    return;
  }
  console.error(cause);
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // Pages hold no deferred data, so waiting for everything costs nothing and gives crawlers,
    // the render cache and compression one complete document.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(withoutModulePreloads(Buffer.concat(chunks).toString("utf8")), {
                  headers: responseHeaders,
                  status,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * React hoists the router's ~15 <link rel="modulepreload"> tags to the top of <head>, where they
 * compete with the stylesheet, fonts and the LCP photo on a phone's connection. The module script
 * at the end of <body> imports the same files, so dropping the hints only moves hydration a little
 * later and the first paint a lot earlier (bench/RESULTS.md).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}
