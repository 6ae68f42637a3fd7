// `npm run typecheck` right after `npm ci`, before any image exists: the types only need the
// manifest file to exist (its type is a plain record), so write an empty one when there is none.
// `npm run images` (run by `npm run build` and `npm run dev`) always rewrites it in full.
//   node scripts/ensure-manifest.mjs types [manifest path]
import fs from "node:fs";
import path from "node:path";

const manifestPath = path.resolve(process.argv[3] ?? "app/images/manifest.generated.json");

if (process.argv[2] !== "types") {
  console.error("usage: node scripts/ensure-manifest.mjs types [manifest path]");
  process.exitCode = 2;
} else if (!fs.existsSync(manifestPath)) {
  fs.writeFileSync(manifestPath, "{}\n");
  console.log(`No image manifest yet: wrote an empty ${path.relative(process.cwd(), manifestPath)} for the types.`);
}
