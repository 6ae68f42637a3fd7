import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ensureHomeTexts } from "./home-texts.server";
import { ensureSiteSettings } from "./site-settings.server";

// On globalThis so that a module reload by Vite's dev server does not forget it.
const LIVE = Symbol.for("saguaro-bee.content-from-database");

/**
 * First start: today's content becomes the database's (the environment's settings and
 * app/site/content.ts's texts). Rows that exist are left alone, so the environment seeds once.
 * Called by boot(); from then on the pages read their content from the database.
 */
export async function seedContent(db: Kysely<Database>) {
  await ensureSiteSettings(db);
  await ensureHomeTexts(db);
  (globalThis as Record<symbol, unknown>)[LIVE] = true;
}

/**
 * True in a running server (boot() seeded the content). False while the build prerenders pages:
 * there is no database then, and loaders show the seed values, so `npm run build` needs none.
 */
export function contentFromDatabase(): boolean {
  return (globalThis as Record<symbol, unknown>)[LIVE] === true;
}
