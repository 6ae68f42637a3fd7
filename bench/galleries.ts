import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase, type AppDatabase } from "../app/server/db/db.server";
import { grantAccessCookie } from "../app/server/galleries/access-cookie.server";
import { createGallery, type GalleryRow } from "../app/server/galleries/galleries.server";
import { ingestFile } from "../app/server/media/ingest.server";
import { fileStorage } from "../app/server/media/storage.server";
import { galleryPath } from "../app/shared/galleries/gallery-rules";
import { launchBrowser } from "../tests/helpers/browser";
import { insertGalleryPhotoRow } from "../tests/integration/media-helpers";
import { runLighthouse, type LighthouseRoute } from "./lighthouse";
import { cameraJpeg } from "./media-fixtures";
import { GALLERIES_SECTION, saveSectionRun } from "./sections";
import { startBenchServer } from "./server";
import { startTlsFront } from "./tls-front";

// `npm run bench:galleries` (also a step of `npm run bench`): issue 19's figures.
//  1. A 1,000-photo client gallery's first screen against a portfolio page, in the same run:
//     Lighthouse mobile (through the HTTPS front, as bench/run.ts does), and the DOM's size.
//  2. A 2 GiB gallery downloaded as one ZIP over loopback: its speed against the same files sent
//     by a plain Node stream, and the server's resident memory while it streams.
// The gallery is made quickly: a few photos go through the real upload and processing, and the
// 1,000 rows reuse their variants (the page's cost is per row, not per distinct file). The 2 GiB
// of originals are one random 64 MiB file hard-linked under 32 names.
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_RUNS (3), BENCH_GALLERY_PHOTOS (1000),
// BENCH_ZIP_FILES (32 × 64 MiB). A narrowed run writes to the temp folder and keeps RESULTS.md.

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const runs = Number(env.BENCH_RUNS ?? 3);
const photoCount = Number(env.BENCH_GALLERY_PHOTOS ?? 1000);
const zipFiles = Number(env.BENCH_ZIP_FILES ?? 32);
const ZIP_FILE_BYTES = 64 * 1024 * 1024;
const SAMPLES = 6;
const ACCESS_CODE = "4821";
const PORTFOLIO = "/wedding-portfolio";
const partial = runs !== 3 || photoCount !== 1000 || zipFiles !== 32;

export const GALLERY_BUDGETS = {
  score: 95,
  lcpMs: 2000,
  cls: 0.01,
  /** Elements on the first screen's page: Lighthouse flags a DOM over 1,400. */
  domElements: 1400,
  /** The ZIP's speed as a share of the plain stream's. */
  zipSpeedRatio: 0.5,
  /** Growth of the server's resident memory while it streams 2 GiB. */
  zipMemoryMb: 100,
};

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

export interface GalleryBenchResults {
  date: string;
  partial: boolean;
  machine: { cpus: string; cores: number; node: string; loadAverage: number[] };
  photos: number;
  lighthouse: { gallery: LighthouseRoute; portfolio: LighthouseRoute };
  dom: { elements: number; images: number };
  zip: {
    files: number;
    bytes: number;
    seconds: number;
    mbPerSecond: number;
    plainMbPerSecond: number;
    serverRssBeforeMb: number;
    serverRssPeakMb: number;
  };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

async function waitUntilReady(app: AppDatabase, ids: number[]) {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const rows = await app.db.selectFrom("media_photos").select("state").where("id", "in", ids).execute();
    if (rows.some((r) => r.state === "failed")) throw new Error("a sample photo failed to process");
    if (rows.every((r) => r.state === "ready")) return;
    if (Date.now() > deadline) throw new Error("sample photos were not processed in 5 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function publish(app: AppDatabase, gallery: GalleryRow, downloads: "web" | "full") {
  await app.db
    .updateTable("galleries")
    .set({ published_at: new Date().toISOString(), downloads })
    .where("id", "=", gallery.id)
    .execute();
}

/** A published gallery of `photoCount` rows in four sets, reusing the processed samples' variants. */
async function seedLargeGallery(app: AppDatabase, dataDir: string): Promise<GalleryRow> {
  const storage = fileStorage(path.join(dataDir, "media"));
  const ids: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const file = path.join(dataDir, `sample-${i}.jpg`);
    fs.writeFileSync(file, await cameraJpeg({ megapixels: 6, seed: i + 1 }));
    const result = await ingestFile(
      { path: file, filename: `sample-${i}.jpg`, size: fs.statSync(file).size },
      { source: "gallery", db: app.db, storage },
    );
    if (!result.ok) throw new Error(result.error);
    ids.push(result.photo.id);
  }
  log(`${SAMPLES} sample photos uploaded; waiting for the server to process them`);
  await waitUntilReady(app, ids);
  const samples = await app.db.selectFrom("media_photos").selectAll().where("id", "in", ids).execute();
  const variants = await app.db.selectFrom("media_variants").selectAll().where("photo_id", "in", ids).execute();

  const gallery = await createGallery(app.db, {
    title: "Maya & Theo — Wedding",
    clientName: "Maya Ortiz",
    clientEmail: "maya@example.org",
    sessionDate: "2026-10-17",
    accessCode: ACCESS_CODE,
    expiresOn: null,
  });
  const setTitles = ["Getting ready", "Ceremony", "Portraits", "Reception"];
  await app.db.transaction().execute(async (trx) => {
    const setIds: number[] = [];
    for (const [position, title] of setTitles.entries()) {
      const row = await trx
        .insertInto("gallery_sets")
        .values({ gallery_id: gallery.id, title, position, downloads: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      setIds.push(Number(row.id));
    }
    for (let i = 0; i < photoCount; i += 1) {
      const base = samples[i % samples.length]!;
      const { id: _id, created_at: _c, updated_at: _u, ...copy } = base;
      const photo = await trx
        .insertInto("media_photos")
        .values({
          ...copy,
          sha256: crypto.createHash("sha256").update(`bench-gallery-${i}`).digest("hex"),
          filename: `IMG_${String(4000 + i).padStart(4, "0")}.jpg`,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const photoId = Number(photo.id);
      await trx
        .insertInto("media_variants")
        .values(
          variants
            .filter((v) => Number(v.photo_id) === Number(base.id))
            .map(({ id: _vid, photo_id: _p, ...v }) => ({ ...v, photo_id: photoId })),
        )
        .execute();
      const setId = setIds[Math.floor((i * setTitles.length) / photoCount)] ?? null;
      await trx
        .insertInto("gallery_photos")
        .values({ gallery_id: gallery.id, set_id: setId, photo_id: photoId, position: i })
        .execute();
    }
  });
  await publish(app, gallery, "web");
  return gallery;
}

/** A published gallery of `zipFiles` originals of 64 MiB each (hard links of one random file). */
async function seedZipGallery(app: AppDatabase, dataDir: string): Promise<{ gallery: GalleryRow; files: string[] }> {
  const originals = path.join(dataDir, "media", "originals");
  fs.mkdirSync(originals, { recursive: true });
  const source = path.join(dataDir, "random-64mib.jpg");
  const out = fs.openSync(source, "w");
  // A JPEG's header with a camera's EXIF (what a full download scrubs, decision 028), then random
  // bytes as its image data: the server reads the metadata up to the image data, never the rest.
  const camera = await cameraJpeg({ megapixels: 0.1, seed: 1 });
  let sos = 2;
  while (camera[sos + 1] !== 0xda) sos += 2 + camera.readUInt16BE(sos + 2);
  const header = camera.subarray(0, sos + 2 + camera.readUInt16BE(sos + 2)); // through the SOS header
  fs.writeSync(out, header);
  for (let written = header.length; written < ZIP_FILE_BYTES; written += 4 * 1024 * 1024) {
    fs.writeSync(out, crypto.randomBytes(Math.min(4 * 1024 * 1024, ZIP_FILE_BYTES - written)));
  }
  fs.closeSync(out);
  const gallery = await createGallery(app.db, {
    title: "Full-resolution delivery",
    clientName: "Sam Lee",
    clientEmail: "sam@example.org",
    sessionDate: "2026-11-01",
    accessCode: ACCESS_CODE,
    expiresOn: null,
  });
  const files: string[] = [];
  for (let i = 0; i < zipFiles; i += 1) {
    const sha = crypto.createHash("sha256").update(`bench-zip-${i}`).digest("hex");
    const file = path.join(originals, sha);
    fs.linkSync(source, file);
    files.push(file);
    const photoId = await insertGalleryPhotoRow(app.db, {
      sha256: sha,
      md5: crypto.createHash("md5").update(sha).digest("hex"),
      filename: `DSC_${String(i + 1).padStart(4, "0")}.jpg`,
      bytes: ZIP_FILE_BYTES,
      width: 6000,
      height: 4000,
    });
    await app.db
      .insertInto("gallery_photos")
      .values({ gallery_id: gallery.id, set_id: null, photo_id: photoId, position: i })
      .execute();
  }
  await publish(app, gallery, "full");
  return { gallery, files };
}

/** Reads a URL to the end, counting bytes; resolves with the count and the seconds taken. */
function download(url: string, headers: Record<string, string>): Promise<{ bytes: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = process.hrtime.bigint();
    http
      .get(url, { headers }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`${url}: ${res.statusCode}`));
          return;
        }
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, seconds: Number(process.hrtime.bigint() - startedAt) / 1e9 }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The same files sent one after the other by a bare Node stream: loopback speed on this machine. */
async function plainStream(files: string[]): Promise<{ bytes: number; seconds: number }> {
  const server = http.createServer(async (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/octet-stream" });
    for (const file of files) {
      await new Promise<void>((resolve, reject) => {
        const stream = fs.createReadStream(file);
        stream.on("error", reject);
        stream.on("end", resolve);
        stream.pipe(res, { end: false });
      });
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as { port: number };
    return await download(`http://127.0.0.1:${port}/`, {});
  } finally {
    server.close();
  }
}

async function domSize(url: string, cookie: string): Promise<GalleryBenchResults["dom"]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.setExtraHTTPHeaders({ Cookie: cookie });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(() => ({
      elements: document.querySelectorAll("*").length,
      images: document.querySelectorAll("img").length,
    }));
  } finally {
    await browser.close();
  }
}

export function galleryBudgetLines(r: GalleryBenchResults) {
  const g = r.lighthouse.gallery.median;
  const z = r.zip;
  const b = GALLERY_BUDGETS;
  const ratio = z.mbPerSecond / z.plainMbPerSecond;
  const growth = z.serverRssPeakMb - z.serverRssBeforeMb;
  return [
    {
      name: `${r.photos}-photo gallery: Lighthouse score ≥ ${b.score}`,
      value: String(g.score),
      pass: g.score >= b.score,
    },
    { name: `gallery LCP ≤ ${b.lcpMs} ms`, value: `${round(g.lcpMs)} ms`, pass: g.lcpMs <= b.lcpMs },
    { name: `gallery CLS ≤ ${b.cls}`, value: g.cls.toFixed(3), pass: g.cls <= b.cls },
    {
      name: `gallery DOM ≤ ${b.domElements} elements`,
      value: `${r.dom.elements} (${r.dom.images} images)`,
      pass: r.dom.elements <= b.domElements,
    },
    {
      name: `ZIP of ${(z.bytes / 2 ** 30).toFixed(2)} GiB ≥ ${b.zipSpeedRatio}× a plain stream's speed`,
      value: `${ratio.toFixed(2)}× (${z.mbPerSecond} vs ${z.plainMbPerSecond} MB/s)`,
      pass: ratio >= b.zipSpeedRatio,
    },
    {
      name: `server memory growth while streaming it ≤ ${b.zipMemoryMb} MB`,
      value: `${round(growth)} MB (${z.serverRssBeforeMb} → ${z.serverRssPeakMb} MB)`,
      pass: growth <= b.zipMemoryMb,
    },
  ];
}

export function galleriesMarkdown(r: GalleryBenchResults): string {
  const g = r.lighthouse.gallery.median;
  const p = r.lighthouse.portfolio.median;
  const lines = galleryBudgetLines(r);
  return [
    GALLERIES_SECTION.start,
    "## Client galleries (`npm run bench:galleries`)",
    "",
    `${r.date.slice(0, 16).replace("T", " ")} UTC, ${r.machine.cores} × ${r.machine.cpus}, Node ${r.machine.node}; load average at start ${r.machine.loadAverage.map((n) => n.toFixed(1)).join(" / ")}.`,
    "",
    "| Budget | Measured | |",
    "| --- | --- | --- |",
    ...lines.map((l) => `| ${l.name} | ${l.value} | ${l.pass ? "pass" : "**FAIL**"} |`),
    "",
    `Lighthouse mobile, median of ${r.lighthouse.gallery.runs.length} runs, with the client's access cookie:`,
    "",
    "| Page | Score | FCP | LCP | TBT | CLS | Bytes |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...[
      [`gallery of ${r.photos} photos`, g],
      [`portfolio (${PORTFOLIO})`, p],
    ].map(
      ([name, m]) =>
        `| ${name as string} | ${(m as typeof g).score} | ${round((m as typeof g).fcpMs)} ms | ${round((m as typeof g).lcpMs)} ms | ${round((m as typeof g).tbtMs)} ms | ${(m as typeof g).cls.toFixed(3)} | ${round((m as typeof g).totalBytes / 1024)} KB |`,
    ),
    "",
    `The ZIP holds ${r.zip.files} files, stored (JPEGs do not compress), and took ${r.zip.seconds.toFixed(1)} s.`,
    GALLERIES_SECTION.end,
  ].join("\n");
}

async function main() {
  const loadAverage = os.loadavg();
  if (env.BENCH_SKIP_BUILD !== "1") {
    log("$ npm run build:app");
    execFileSync("npm", ["run", "build:app"], { cwd: root, stdio: "inherit", env: { ...env, BUILD_DIR: buildDir } });
  }
  if (!fs.existsSync(path.join(root, buildDir, "server-main.js"))) throw new Error(`no build in ${buildDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-galleries-"));
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const app = openDatabase(databaseUrl);
  await migrate(app);
  const server = await startBenchServer(path.join(root, buildDir), dataDir, {
    DATABASE_URL: databaseUrl,
    JOBS_POLL_MS: "500",
    RATE_LIMIT_MAX: "100000000",
  });
  // The cookie is signed with the key the server shares through the database.
  process.env.SITE_URL = server.url;
  try {
    const large = await seedLargeGallery(app, dataDir);
    log(`gallery of ${photoCount} photos at ${galleryPath(large.slug)}`);
    const { gallery: zipGallery, files } = await seedZipGallery(app, dataDir);
    const cookieOf = async (g: GalleryRow) => (await grantAccessCookie(app, g)).split(";")[0]!;
    const largeCookie = await cookieOf(large);
    const zipCookie = await cookieOf(zipGallery);

    const dom = await domSize(server.url + galleryPath(large.slug), largeCookie);
    const front = await startTlsFront(server.url);
    let routes: LighthouseRoute[];
    try {
      routes = await runLighthouse(front.url, [galleryPath(large.slug), PORTFOLIO], runs, log, {
        Cookie: largeCookie,
      });
    } finally {
      front.close();
    }

    log(`plain stream of ${files.length} × 64 MiB`);
    const plain = await plainStream(files);
    const rssBefore = rssMb(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    log("ZIP of the whole gallery");
    let zip;
    try {
      zip = await download(`${server.url}${galleryPath(zipGallery.slug)}/download/all.zip?size=full`, {
        Cookie: zipCookie,
      });
    } finally {
      clearInterval(sampler);
    }
    if (zip.bytes < files.length * ZIP_FILE_BYTES) throw new Error(`the ZIP is too short: ${zip.bytes} bytes`);
    const mbps = (r: { bytes: number; seconds: number }) => round(r.bytes / 1e6 / r.seconds);

    const results: GalleryBenchResults = {
      date: new Date().toISOString(),
      partial,
      machine: {
        cpus: os.cpus()[0]?.model ?? "unknown CPU",
        cores: os.cpus().length,
        node: process.version,
        loadAverage,
      },
      photos: photoCount,
      lighthouse: { gallery: routes[0]!, portfolio: routes[1]! },
      dom,
      zip: {
        files: files.length,
        bytes: zip.bytes,
        seconds: round(zip.seconds, 1),
        mbPerSecond: mbps(zip),
        plainMbPerSecond: mbps(plain),
        serverRssBeforeMb: rssBefore,
        serverRssPeakMb: peak,
      },
    };
    const jsonFile = saveSectionRun({
      root,
      name: "galleries",
      marks: GALLERIES_SECTION,
      results,
      section: galleriesMarkdown(results),
    });
    if (galleryBudgetLines(results).some((l) => !l.pass)) process.exitCode = 1;
    log(
      `wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`,
    );
  } finally {
    await server.stop();
    await app.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
