// One zod schema over the whole catalogue: ids unique, prices positive integer cents,
// every text non-empty. A slip in any table fails here with the path to the value.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  additionalServices,
  allProducts,
  collections,
  familyPackages,
  photoAlbum,
  printCarousel,
  printFlows,
  productCategories,
  sessionTypes,
  travelAndBooking,
  weddingAddOns,
  weddingAlbum,
  weddingAlbumExtras,
  weddingPackageIncludes,
  weddingPackages,
} from ".";

const text = z.string().trim().min(1);
const cents = z.number().int().positive();
const texts = z.array(text).min(1);
const link = z.object({ to: z.string().startsWith("/"), label: text });
const imageKey = z.string().regex(/^[a-z0-9]+(?:[/-][a-z0-9]+)*$/);

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): boolean {
  return new Set(items.map(key)).size === items.length;
}

const sizes = z
  .array(
    z.object({
      size: z.string().regex(/^\d+x\d+$/),
      cents,
      pages: z.number().int().positive().optional(),
      name: text.optional(),
    }),
  )
  .min(1)
  .refine((list) => uniqueBy(list, (o) => o.size), "sizes must be unique");

const printItem = z.object({
  flow: z.enum(["floral", "landscape", "tulip", "golden-coast", "legacy"]),
  id: z.string(),
  productKey: text,
  title: text,
  description: text,
  summary: text,
  imageKey,
  imagePosition: z.enum(["center", "top"]),
  sizes,
  startingCents: cents,
  isAlbum: z.boolean(),
  detailFeatures: texts,
  checkoutFeatures: texts,
  paths: z.object({ detail: z.string().startsWith("/"), selectSize: z.string().endsWith("/select-size") }),
  backLinks: z.object({ detail: link, selectSize: link, checkout: link }),
  extraLinks: z.array(link),
});

const printFlow = z.object({
  id: text,
  hasId: z.boolean(),
  items: z
    .array(printItem)
    .min(1)
    .refine((items) => uniqueBy(items, (i) => i.id), "item ids must be unique"),
  notFound: z.object({ message: text, link }),
  invalidSelection: z.object({ message: text, link }),
});

const product = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: z.enum(productCategories),
  productKey: text,
  title: text,
  description: text,
  imageKey,
  sizes,
  startingCents: cents,
  isAlbum: z.boolean(),
  information: texts,
  path: z.string().startsWith("/product-detail/"),
});

const album = z.object({ productKey: text, title: text, description: text, imageKey, sizes, features: texts });

const packageCard = z.object({
  id: text,
  title: text,
  subtitle: text.optional(),
  priceCents: cents,
  priceUnit: text.optional(),
  description: text,
  features: texts,
});

const portfolioImage = z.object({ key: imageKey, alt: text, orientation: z.enum(["portrait", "landscape"]) });

const catalogue = z.object({
  printFlows: z.record(z.string(), printFlow),
  allProducts: z.array(product).refine((list) => uniqueBy(list, (p) => p.id), "product ids must be unique"),
  albums: z.array(album),
  weddingAlbumExtras: z.array(z.object({ title: text, cents, unit: text.optional() })),
  printCarousel: z.object({
    heading: text,
    subtitle: text,
    startIndex: z.number().int().nonnegative(),
    items: z
      .array(
        z.object({
          id: z.number().int().positive(),
          title: text,
          priceCents: cents,
          priceIsFrom: z.boolean(),
          sizesText: text,
          imageKey,
          to: z.string().startsWith("/"),
        }),
      )
      .length(7)
      .refine((items) => uniqueBy(items, (i) => String(i.id)), "carousel ids must be unique"),
  }),
  weddingPackages: z.array(packageCard.extend({ subtitle: text })).length(3),
  weddingPackageIncludes: texts,
  weddingAddOns: z.array(
    z.object({ id: text, title: text, priceCents: cents, priceIsFrom: z.boolean(), description: text }),
  ),
  familyPackages: z.array(packageCard).length(3),
  additionalServices: z.array(packageCard).length(6),
  travelAndBooking: texts,
  sessionTypes: z.array(z.object({ value: text, label: text })).refine((t) => uniqueBy(t, (x) => x.value)),
  collections: z
    .array(
      z.object({
        slug: text,
        route: z.string().regex(/^\/[a-z]+-portfolio$/),
        title: text,
        description: text,
        pageTitle: text,
        pageSubtitle: text,
        hasLightbox: z.boolean(),
        images: z.array(portfolioImage).min(1),
      }),
    )
    .length(8)
    .refine((list) => uniqueBy(list, (c) => c.slug), "collection slugs must be unique"),
});

describe("catalogue schema", () => {
  it("validates the whole catalogue", () => {
    const result = catalogue.safeParse({
      printFlows,
      allProducts,
      albums: [photoAlbum, weddingAlbum],
      weddingAlbumExtras,
      printCarousel,
      weddingPackages,
      weddingPackageIncludes,
      weddingAddOns,
      familyPackages,
      additionalServices,
      travelAndBooking,
      sessionTypes,
      collections,
    });
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("catches a bad value (the schema is not vacuous)", () => {
    const broken = { ...allProducts[0], sizes: [{ size: "8x8", cents: 149.5 }] };
    expect(product.safeParse(broken).success).toBe(false);
    expect(product.safeParse({ ...allProducts[0], title: " " }).success).toBe(false);
  });

  it("prices a (product, size) pair the same on every screen", () => {
    const seen = new Map<string, number>();
    const record = (productKey: string, list: readonly { size: string; cents: number }[]) => {
      for (const { size, cents: price } of list) {
        const key = `${productKey} ${size}`;
        expect(seen.get(key) ?? price, key).toBe(price);
        seen.set(key, price);
      }
    };
    for (const flow of Object.values(printFlows)) for (const item of flow.items) record(item.productKey, item.sizes);
    for (const p of allProducts) record(p.productKey, p.sizes);
    for (const a of [photoAlbum, weddingAlbum]) record(a.productKey, a.sizes);
    expect(seen.size).toBeGreaterThan(150);
  });
});
