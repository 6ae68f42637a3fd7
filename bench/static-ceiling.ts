import fs from "node:fs";
import http from "node:http";

// The ceiling: node:http answering one prerendered page from memory with the same headers the
// site sends (copied from a real response), and nothing else. Run as its own process so it gets
// a core of its own, as the site's server does: `node --import tsx bench/static-ceiling.ts`.
// Env: CEILING_FILE (the .br file), CEILING_HEADERS (JSON), CEILING_PORT.

const body = fs.readFileSync(process.env.CEILING_FILE ?? "");
const headers = JSON.parse(process.env.CEILING_HEADERS ?? "{}") as Record<string, string>;
headers["content-length"] = String(body.length);

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.CEILING_PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
