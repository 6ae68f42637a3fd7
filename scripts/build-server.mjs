// Bundles the Express shell (server/main.ts) into build/server-main.js (or $BUILD_DIR), and the
// render cache's worker (server/render-worker.ts) into build/render-worker.js; packages stay external.
import { build } from "esbuild";

const outdir = process.env.BUILD_DIR ?? "build";
for (const [entry, outfile] of [
  ["server/main.ts", "server-main.js"],
  ["server/render-worker.ts", "render-worker.js"],
]) {
  await build({
    entryPoints: [entry],
    outfile: `${outdir}/${outfile}`,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
console.log(`server: ${outdir}/server-main.js, ${outdir}/render-worker.js`);
