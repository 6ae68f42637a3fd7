// Writes .br and .gz beside every text file of the client build, once, at build time,
// so the server never compresses a static response per request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`);
const compressible = /\.(html|data|js|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "img") walk(full);
    } else if (compressible.test(entry.name)) {
      const body = fs.readFileSync(full);
      if (body.length < 512) continue;
      fs.writeFileSync(
        full + ".br",
        zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      fs.writeFileSync(full + ".gz", zlib.gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
}

const started = Date.now();
walk(root);
console.log(`precompress: ${count} files in ${Date.now() - started}ms`);
