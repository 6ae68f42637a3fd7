import type { RequestHandler } from "express";

/** One line per request: method, path, status, duration, bytes. */
export function requestLog(write: (line: string) => void = (l) => process.stdout.write(l + "\n")): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const bytes = res.getHeader("content-length") ?? "-";
      write(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms ${String(bytes)}`);
    });
    next();
  };
}
