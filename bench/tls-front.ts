import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

// Visitors reach the site over HTTPS through the TLS proxy the README puts in front of it (nginx or
// any other), which speaks HTTP/2 to browsers. Lighthouse is run through this stand-in for it: TLS
// with a throw-away self-signed certificate, HTTP/2 (HTTP/1.1 for clients that ask), every request
// forwarded to the server over kept-alive HTTP/1.1, as nginx's proxy_pass does. Lighthouse's
// simulated phone connection costs a handshake per HTTP/1.1 connection (6 per origin) that an
// HTTP/2 connection pays once, so measuring the bare server would measure a set-up nobody runs.

// Headers that belong to one HTTP/1.1 connection: HTTP/2 forbids them (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

export interface TlsFront {
  /** https://localhost:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
    "-subj", "/CN=localhost", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" }); // prettier-ignore
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(upstream);
  const server = http2.createSecureServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = req.headers[":authority"] ?? req.headers.host;
      const forwarded = http.request(
        { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent },
        (answer) => {
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
          }
          res.writeHead(answer.statusCode ?? 502);
          answer.pipe(res);
        },
      );
      forwarded.on("error", () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
