import type { Kysely } from "kysely";
import { photoAlbumCartId, productDetailCartId } from "../app/catalogue/cart-ids";
import type { Database } from "../app/server/db/schema";
import { enquiriesRepository } from "../app/server/enquiries/enquiries-repository.server";
import { createOrder } from "../app/server/orders/order-writes.server";
import { priceCart } from "../app/server/orders/price-cart.server";
import { shopCatalogue } from "../app/server/shop/shop-catalogue.server";
import { testimonialsRepository } from "../app/server/testimonials/testimonials-repository.server";

// `npm run seed`: sample content for a development database, so a local site shows Love and Life
// Stories, an enquiries inbox and an order. Every row says it is a sample; running it again adds
// nothing twice. Never for a real site: seed.ts refuses what looks like production.

/** In every sample row (review text, enquiry message, order note), so nobody mistakes it. */
export const SAMPLE_MARK = "[Sample from npm run seed]";
const SAMPLE_ORDER_TOKEN = "sample-order-from-npm-run-seed";

// The first five are the rows the built-in testimonial photos were made for
// (app/catalogue/site-images.ts): in a fresh database they get ids 1–5 and show those photos.
const TESTIMONIALS = [
  {
    bride: "Ashley",
    groom: "Ryan",
    category: "love_stories",
    rating: 5,
    text: "Our Sedona sunrise elopement photos are pure magic. She kept us laughing the whole morning.",
  },
  {
    bride: "Megan",
    groom: "Chris",
    category: "love_stories",
    rating: 5,
    text: "Every candid moment of our Scottsdale wedding was caught, and the gallery arrived early.",
  },
  {
    bride: "Sofia",
    groom: "Daniel",
    category: "love_stories",
    rating: 5,
    text: "She found golden light in the Superstitions we did not know existed. Book her!",
  },
  {
    bride: "Hannah",
    groom: "Mark",
    category: "love_stories",
    rating: 4,
    text: "Calm, kind and organised on a chaotic day. The album is the first thing our guests pick up.",
  },
  {
    bride: "Olivia",
    groom: null,
    category: "life_stories",
    rating: 5,
    text: "My newborn session was so gentle and patient. I cry every time I open the gallery.",
  },
  {
    bride: "The Alvarez family",
    groom: null,
    category: "life_stories",
    rating: 5,
    text: "Three kids, one dog and a windy evening at Papago Park, and every photo is a keeper.",
  },
  {
    bride: "Jasmine",
    groom: null,
    category: "life_stories",
    rating: 5,
    text: "My senior portraits look like a magazine cover. She made me feel confident.",
  },
] as const;

export interface SeedSummary {
  testimonials: { added: number; loveStories: number; lifeStories: number; firstIds: number[] };
  enquiries: number;
  orders: number;
}

export async function seedDevelopmentData(db: Kysely<Database>): Promise<SeedSummary> {
  const summary: SeedSummary = {
    testimonials: { added: 0, loveStories: 0, lifeStories: 0, firstIds: [] },
    enquiries: 0,
    orders: 0,
  };

  const hasSampleTestimonials = await db
    .selectFrom("testimonials")
    .select("id")
    .where("review_text", "like", `%${SAMPLE_MARK}%`)
    .executeTakeFirst();
  if (!hasSampleTestimonials) {
    const repo = testimonialsRepository(db);
    for (const t of TESTIMONIALS) {
      const row = await repo.submit({
        brideName: t.bride,
        groomName: t.groom,
        reviewText: `${t.text} ${SAMPLE_MARK}`,
        rating: t.rating,
      });
      await repo.approve(row.id, t.category);
      summary.testimonials.added++;
      summary.testimonials.firstIds.push(row.id);
      if (t.category === "love_stories") summary.testimonials.loveStories++;
      else summary.testimonials.lifeStories++;
    }
  }

  const hasSampleEnquiries = await db
    .selectFrom("enquiries")
    .select("id")
    .where("message", "like", `%${SAMPLE_MARK}%`)
    .executeTakeFirst();
  if (!hasSampleEnquiries) {
    const enquiries = enquiriesRepository(db);
    await enquiries.create({
      kind: "contact",
      name: "Sample Visitor",
      email: "sample.visitor@example.com",
      dateText: "2026-10-17",
      location: "Sedona, Arizona",
      message: `We are getting married at sunset in Sedona and love your style. ${SAMPLE_MARK}`,
    });
    await enquiries.create({
      kind: "inquiry",
      name: "Sample Family",
      email: "sample.family@example.com",
      phone: "(602) 555-0100",
      sessionType: "family",
      dateText: "Spring 2026",
      location: "Phoenix",
      howFound: "Instagram",
      message: `A family session for the five of us, golden hour if possible. ${SAMPLE_MARK}`,
    });
    summary.enquiries = 2;
  }

  const hasSampleOrder = await db
    .selectFrom("orders")
    .select("id")
    .where("access_token", "=", SAMPLE_ORDER_TOKEN)
    .executeTakeFirst();
  if (!hasSampleOrder) {
    // Priced from the catalogue, like every real order.
    const priced = priceCart(await shopCatalogue(db), [
      { id: photoAlbumCartId("8x8"), quantity: 1, note: `Session date 2026-05-02 ${SAMPLE_MARK}` },
      { id: productDetailCartId("garden-roses", "11x14"), quantity: 2 },
    ]);
    if (!priced.ok) throw new Error(`seed: the sample order no longer matches the catalogue: ${priced.error}`);
    await createOrder({ lines: priced.lines, paymentProvider: "test", accessToken: SAMPLE_ORDER_TOKEN }, db);
    summary.orders = 1;
  }
  return summary;
}

/** Why a database must not get sample data, or undefined when it looks like a development one. */
export function productionReason(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV === "production") return "NODE_ENV is production";
  const siteUrl = env.SITE_URL;
  if (siteUrl && /^https:/.test(siteUrl) && !isLocalHost(new URL(siteUrl).hostname)) {
    return `SITE_URL is a public address (${siteUrl})`;
  }
  const databaseUrl = env.DATABASE_URL ?? "";
  if (/^postgres(ql)?:\/\//.test(databaseUrl) && !isLocalHost(new URL(databaseUrl).hostname)) {
    return `DATABASE_URL points at another machine (${new URL(databaseUrl).hostname})`;
  }
  return undefined;
}

function isLocalHost(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname) || hostname.endsWith(".localhost");
}
