import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ensureShopPrices } from "../shop/shop-catalogue.server";
import { ensureShopProducts } from "../shop/shop-products.server";
import { ensureBlogArticle } from "./blog-article.server";
import { ensureHomeMedia } from "./home-media-seed.server";
import { ensureHomeTexts } from "./home-texts.server";
import { ensureInvestment } from "./investment.server";
import { ensurePortfolios } from "./portfolios-seed.server";
import { ensureSiteSettings } from "./site-settings.server";

/**
 * First start: today's content becomes the database's (the environment's settings and
 * app/server/content/home-texts-seed.server.ts's texts). Rows that exist are left alone, so the environment seeds once.
 * Called by boot(); the pages read their content from the database (a database migrated by another
 * tool is seeded on first read).
 */
export async function seedContent(db: Kysely<Database>) {
  await ensureSiteSettings(db);
  await ensureHomeTexts(db);
  // After registerBundledPhotos(): the article refers to its built-in photos by media_photos id.
  await ensureBlogArticle(db);
  await ensureInvestment(db);
  // The home page's photos reference the built-in photos boot() registered just before.
  await ensureHomeMedia(db);
  // After registerBundledPhotos (boot): the portfolios refer to the built-in photos by id.
  await ensurePortfolios(db);
  await ensureShopPrices(db);
  await ensureShopProducts(db);
}
