import fs from "node:fs";
import http from "node:http";

// The ceiling: node:http answering pages from memory with the same bytes and headers the site
// sends (copied from real responses), and nothing else. Run as its own process so it gets a core
// of its own, as the site's server does: `node --import tsx bench/static-ceiling.ts`.
// Env: CEILING_PAGES (a JSON file: { "/path": { "headers": {…}, "body": "<base64 brotli>" } }), CEILING_PORT.

interface Page {
  headers: Record<string, string>;
  body: string;
}

const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.CEILING_PAGES ?? "", "utf8")) as Record<string, Page>).map(
    ([path, page]) => {
      const body = Buffer.from(page.body, "base64");
      return [path, { body, headers: { ...page.headers, "content-length": String(body.length) } }];
    },
  ),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url ?? "/");
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.CEILING_PORT), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
