// Bundles the Express shell (server/main.ts) into build/server-main.js (or $BUILD_DIR); packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/server-main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
console.log(`server: ${process.env.BUILD_DIR ?? "build"}/server-main.js`);
