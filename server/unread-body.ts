import type { Socket } from "node:net";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

// A route may answer without reading the body (a wrong Content-Type, no session, a 405, a 413).
// On a keep-alive connection the unread bytes sit in front of the client's next request, and
// Node's own clean-up does not run once React Router has wrapped the body in a web stream: the
// next request then hangs or is reset. So after every answer, an unread body is read and dropped
// (up to MAX_DRAIN_BYTES, memory flat); a larger one closes the connection instead, with a
// lingering close so the client still reads the answer.

export const MAX_DRAIN_BYTES = 1024 * 1024;
/** How much a closing connection still reads and drops, and for how long, before it gives up. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 5_000;

export function unreadBodies(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    // Before the headers go out: a large unread body means this connection cannot be reused.
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      const declared = Number(req.headers["content-length"] ?? (req.headers["transfer-encoding"] ? Infinity : 0));
      if (!req.complete && declared > MAX_DRAIN_BYTES) res.shouldKeepAlive = false;
      if (!req.complete && !res.shouldKeepAlive) lingerOnClose(req);
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

/**
 * Node destroys a closing connection as soon as the answer is flushed. With the client still
 * sending its body, the unread bytes turn that close into a TCP reset, which can reach the client
 * before it has read the answer: it then sees "connection reset" instead of the 413 or 405. So, as
 * web servers do (nginx's lingering close), this connection only half-closes after its answer and
 * keeps reading and dropping what the client still sends, until the client closes, LINGER_MAX_BYTES
 * have come or LINGER_MS have passed.
 */
function lingerOnClose(req: IncomingMessage) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
    let left = LINGER_MAX_BYTES;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) this.destroy();
    });
    req.resume();
  };
}
