import { sql } from "kysely";
import { openDatabase } from "../app/server/db/db.server";

// How an edit reaches visitors through the render cache (issue 18): a testimonial's text, or (issue
// 31) a price on her price sheets, changed by plain SQL, as any write is, then the page asked for
// every 20 ms, as visitors would. Measures the
// first request after the edit (served from memory, or rendered while it waits ≤ 100 ms) and the
// time until the new text shows. Repeated, worst case kept.

export interface EditLatency {
  edits: number;
  /** The slowest first request after an edit. */
  firstRequestMs: number;
  /** The slowest of any request while waiting for the edit to show. */
  slowestRequestMs: number;
  /** The longest time from the edit to the new text on the page. */
  visibleMs: number;
}

/** One kind of edit: made by plain SQL, seen when the page shows `shows`; undone after the run. */
interface EditKind {
  pagePath: string;
  /** Makes the i-th edit; what the page shows once it is live. */
  apply(i: number): Promise<string>;
  restore(): Promise<void>;
}

async function measure(
  siteUrl: string,
  kind: EditKind,
  label: string,
  log: (line: string) => void,
  edits: number,
): Promise<EditLatency> {
  const result: EditLatency = { edits, firstRequestMs: 0, slowestRequestMs: 0, visibleMs: 0 };
  try {
    for (let i = 0; i < edits; i++) {
      // Apart by more than the check interval, so each edit is seen on its own.
      await new Promise((r) => setTimeout(r, 1500));
      const shows = await kind.apply(i);
      const edited = performance.now();
      for (let n = 0; ; n++) {
        const asked = performance.now();
        const html = await (await fetch(siteUrl + kind.pagePath)).text();
        const took = performance.now() - asked;
        if (n === 0) result.firstRequestMs = Math.max(result.firstRequestMs, took);
        result.slowestRequestMs = Math.max(result.slowestRequestMs, took);
        if (html.includes(shows)) {
          result.visibleMs = Math.max(result.visibleMs, performance.now() - edited);
          break;
        }
        if (performance.now() - edited > 10_000)
          throw new Error(`edit ${i} not visible on ${kind.pagePath} after 10 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  } finally {
    await kind.restore();
  }
  const round = (v: number) => Math.round(v);
  log(
    `  ${label}: first request ${round(result.firstRequestMs)} ms, slowest ${round(result.slowestRequestMs)} ms, visible after ${round(result.visibleMs)} ms (worst of ${edits})`,
  );
  return {
    ...result,
    firstRequestMs: round(result.firstRequestMs),
    slowestRequestMs: round(result.slowestRequestMs),
    visibleMs: round(result.visibleMs),
  };
}

/** A testimonial's text changed, seen on its stories page. */
export async function measureEditLatency(
  siteUrl: string,
  databaseUrl: string,
  pagePath: string,
  log: (line: string) => void,
  edits = 5,
): Promise<EditLatency> {
  const database = openDatabase(databaseUrl);
  try {
    const row = await database.db
      .selectFrom("testimonials")
      .select(["id", "review_text"])
      .where("category", "=", "love_stories")
      .where("is_approved", "=", true)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    return await measure(
      siteUrl,
      {
        pagePath,
        async apply(i) {
          const marker = `Edited for the benchmark ${Date.now()}-${i}.`;
          await sql`UPDATE testimonials SET review_text = ${`${row.review_text} ${marker}`} WHERE id = ${row.id}`.execute(
            database.db,
          );
          return marker;
        },
        async restore() {
          await sql`UPDATE testimonials SET review_text = ${row.review_text} WHERE id = ${row.id}`.execute(database.db);
        },
      },
      "edit",
      log,
      edits,
    );
  } finally {
    await database.db.destroy();
  }
}

/**
 * Issue 31 §8: a change to the prints' price sheet, seen on /all-products (every print's
 * "Starting at" follows it, and with it every print page, the carousel and /cart).
 */
export async function measurePriceSheetLatency(
  siteUrl: string,
  databaseUrl: string,
  log: (line: string) => void,
  edits = 5,
): Promise<EditLatency> {
  const database = openDatabase(databaseUrl);
  try {
    const { readPriceSheets } = await import("../app/server/shop/shop-catalogue.server");
    const before = (await readPriceSheets(database.db)).sheets.prints;
    const write = (prints: unknown) =>
      sql`UPDATE shop_prices SET prints = ${JSON.stringify(prints)} WHERE id = 1`.execute(database.db);
    return await measure(
      siteUrl,
      {
        pagePath: "/all-products",
        async apply(i) {
          // A lowest price no other product starts at: $31.01, $31.02…
          const cents = 31_01 + i;
          await write(before.map((option, n) => (n === 0 ? { ...option, cents } : option)));
          return `Starting at $${(cents / 100).toFixed(2)}`;
        },
        restore: () => write(before).then(() => undefined),
      },
      "price sheet",
      log,
      edits,
    );
  } finally {
    await database.db.destroy();
  }
}
