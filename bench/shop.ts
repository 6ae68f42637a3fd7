import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase } from "../app/server/db/db.server";
import { loadAt200, loadRow, type LoadFigures } from "./page-load";
import { runLighthouse, type LighthouseRoute } from "./lighthouse";
import { saveSectionRun, SHOP_SECTION } from "./sections";
import { ensureBenchBuild, startBenchServer, waitForLog, waitForQuiet } from "./server";
import { raceCouponLastUse, raceGiftCardLastDollar, type RaceFigures } from "./shop-races";
import { seedManyProducts } from "./shop-seed";
import { startTlsFront } from "./tls-front";

// `npm run bench:shop` (also a step of `npm run bench`): issue 31 §8's figures.
//  1. /all-products with 200 products (her seeded shop plus generated ones, each with its photo):
//     Lighthouse mobile, and 200 connections (p99, errors), the home page as the yardstick.
//  2. 50 carts racing for a coupon's last use and 50 for a gift card's last dollar: 0 oversold.
// (A price-sheet change reaching /all-products within 2 s is `npm run bench`'s own budget.)
// Knobs: BUILD_DIR (build-bench), BENCH_SKIP_BUILD=1, BENCH_RUNS (3), BENCH_LOAD_SECONDS (10).

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const buildDir = env.BUILD_DIR ?? "build-bench";
const runs = Number(env.BENCH_RUNS ?? 3);
const loadSeconds = Number(env.BENCH_LOAD_SECONDS ?? 10);
const partial = runs !== 3 || loadSeconds !== 10;
const PRODUCTS = 200;
const RACERS = 50;
const BUDGETS = { score: 100, accessibility: 100, p99Ms: 100 };

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

interface ShopResults {
  date: string;
  partial: boolean;
  machine: { cpus: string; cores: number; node: string; loadAverage: number[] };
  products: number;
  allProductsBytes: number;
  allProducts: LighthouseRoute;
  reference: LighthouseRoute;
  allProductsLoad: LoadFigures;
  homeLoad: LoadFigures;
  coupon: RaceFigures;
  giftCard: RaceFigures;
}

async function main() {
  const loadAverage = os.loadavg();
  ensureBenchBuild(root, buildDir, log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-shop-"));
  const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
  const app = openDatabase(databaseUrl);
  await migrate(app);
  const products = await seedManyProducts(app, PRODUCTS);
  log(`${products} products in the shop`);
  const server = await startBenchServer(path.join(root, buildDir), dataDir, {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "true",
    PAYMENT_RATE_LIMIT_MAX: "100000000",
  });
  try {
    // As `npm run bench` does: measure once the render cache has drawn every page at start-up and
    // recompressed the two measured here at brotli's best (its render thread), not meanwhile.
    await waitForLog(server.logFile, "pages rendered in", 300_000);
    for (const p of ["/all-products", "/all-products.data", "/", "/_root.data"])
      await (await fetch(server.url + p)).arrayBuffer();
    await waitForQuiet(server.logFile, "answers recompressed", 3000, 300_000);
    // The page draws its first 60 cards and "Show all" (decision 055); its data holds every product.
    const page = await (await fetch(`${server.url}/all-products`)).text();
    const drawn = page.split('href="/product-detail/').length - 1;
    const data = await (await fetch(`${server.url}/all-products.data`)).text();
    const listed = data.split("/product-detail/").length - 1;
    if (drawn < Math.min(60, PRODUCTS) || listed < PRODUCTS)
      throw new Error(`/all-products draws ${drawn} cards and lists ${listed} products, expected ${PRODUCTS}`);
    const front = await startTlsFront(server.url);
    let lighthouse: LighthouseRoute[];
    try {
      lighthouse = await runLighthouse(front.url, ["/all-products", "/"], runs, log, undefined, [
        "performance",
        "accessibility",
      ]);
    } finally {
      await front.close();
    }
    log(`200 connections on /all-products and on / for ${loadSeconds} s each`);
    const allProductsLoad = await loadAt200(server.url, "/all-products", loadSeconds);
    const homeLoad = await loadAt200(server.url, "/", loadSeconds);
    log(`${RACERS} carts racing for a coupon's last use, then for a gift card's last dollar`);
    const coupon = await raceCouponLastUse(server.url, app, RACERS);
    const giftCard = await raceGiftCardLastDollar(server.url, app, RACERS);

    const results: ShopResults = {
      date: new Date().toISOString(),
      partial,
      machine: {
        cpus: os.cpus()[0]?.model ?? "unknown CPU",
        cores: os.cpus().length,
        node: process.version,
        loadAverage,
      },
      products: listed,
      allProductsBytes: Buffer.byteLength(page),
      allProducts: lighthouse[0]!,
      reference: lighthouse[1]!,
      allProductsLoad,
      homeLoad,
      coupon,
      giftCard,
    };
    const lines = budgetLines(results);
    const jsonFile = saveSectionRun({
      root,
      name: "shop",
      marks: SHOP_SECTION,
      results,
      section: markdown(results, lines),
    });
    for (const l of lines) log(`${l.pass ? "pass" : "FAIL"}  ${l.name}: ${l.value}`);
    if (lines.some((l) => !l.pass)) process.exitCode = 1;
    log(
      `wrote ${path.relative(root, jsonFile)}${partial ? " (partial run: RESULTS.md kept)" : " and bench/RESULTS.md"}`,
    );
  } finally {
    await server.stop();
    await app.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function raceLine(name: string, r: RaceFigures, unit: (n: number) => string) {
  return {
    name: `${r.racers} carts racing for ${name}: exactly one gets it, 0 oversold`,
    value: `${r.won} got it, ${r.refused} told in words${r.other.length ? `, ${r.other.length} other [${r.other.join(", ")}]` : ""}; ${unit(r.claimed)} of ${unit(r.limit)} taken`,
    pass: r.won === 1 && r.refused === r.racers - 1 && r.claimed === r.limit,
  };
}

function budgetLines(r: ShopResults) {
  const b = BUDGETS;
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return [
    {
      name: `/all-products with ${PRODUCTS} products: Lighthouse mobile performance = ${b.score}`,
      value: String(r.allProducts.median.score),
      pass: r.allProducts.median.score >= b.score,
    },
    {
      name: `/all-products: Lighthouse accessibility = ${b.accessibility}`,
      value: String(r.allProducts.median.accessibility),
      pass: r.allProducts.median.accessibility === b.accessibility,
    },
    {
      name: `/all-products at 200 connections: p99 < ${b.p99Ms} ms, no errors`,
      value: `p99 ${r.allProductsLoad.p99Ms} ms, ${r.allProductsLoad.errors} errors, ${r.allProductsLoad.non2xx} non-2xx of ${r.allProductsLoad.requests}`,
      pass: r.allProductsLoad.p99Ms < b.p99Ms && r.allProductsLoad.errors === 0 && r.allProductsLoad.non2xx === 0,
    },
    raceLine("a coupon's last use", r.coupon, (n) => `${n} uses`),
    raceLine("a gift card's last dollar", r.giftCard, dollars),
  ];
}

function markdown(r: ShopResults, lines: ReturnType<typeof budgetLines>): string {
  const m = (route: LighthouseRoute) =>
    `score ${route.median.score}, LCP ${Math.round(route.median.lcpMs)} ms, TBT ${Math.round(route.median.tbtMs)} ms, CLS ${route.median.cls.toFixed(3)}, ${Math.round(route.median.totalBytes / 1024)} KB`;
  return [
    SHOP_SECTION.start,
    "## The shop (`npm run bench:shop`)",
    "",
    `${r.date.slice(0, 16).replace("T", " ")} UTC, ${r.machine.cores} × ${r.machine.cpus}, Node ${r.machine.node}; load average at start ${r.machine.loadAverage.map((n) => n.toFixed(1)).join(" / ")}. /all-products lists ${r.products} products (${Math.round(r.allProductsBytes / 1024)} KiB of HTML).`,
    "",
    "| Budget | Measured | |",
    "| --- | --- | --- |",
    ...lines.map((l) => `| ${l.name} | ${l.value} | ${l.pass ? "pass" : "**FAIL**"} |`),
    "",
    `Lighthouse mobile, median of ${r.allProducts.runs.length} runs: /all-products ${m(r.allProducts)}; the home page in the same runs ${m(r.reference)}.`,
    "",
    "| 200 connections | Requests | req/s | p50 | p99 | errors |",
    "| --- | --- | --- | --- | --- | --- |",
    loadRow(r.allProductsLoad),
    loadRow(r.homeLoad),
    SHOP_SECTION.end,
  ].join("\n");
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
