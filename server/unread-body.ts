import type { RequestHandler } from "express";

// A route may answer without reading the body (a wrong Content-Type, no session, a 405, a 413).
// On a keep-alive connection the unread bytes sit in front of the client's next request, and
// Node's own clean-up does not run once React Router has wrapped the body in a web stream: the
// next request then hangs or is reset. So after every answer, an unread body is read and dropped
// (up to MAX_DRAIN_BYTES, memory flat); a larger one closes the connection instead.

export const MAX_DRAIN_BYTES = 1024 * 1024;

export function unreadBodies(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    // Before the headers go out: a large unread body means this connection cannot be reused.
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      const declared = Number(req.headers["content-length"] ?? (req.headers["transfer-encoding"] ? Infinity : 0));
      if (!req.complete && declared > MAX_DRAIN_BYTES) res.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    res.on("finish", () => {
      if (req.complete || req.destroyed || !res.shouldKeepAlive) return;
      let left = MAX_DRAIN_BYTES;
      // Whoever was reading (the web stream's pump) is done with it: drop their listeners.
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => {
        left -= chunk.length;
        if (left < 0) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}
