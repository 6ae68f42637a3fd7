/**
 * The catalogue: the single typed source of truth for products, sizes, prices
 * (integer cents) and fixed page content. No price literal lives outside it.
 *
 * Money       formatDollars(cents) "$45" · formatPrice(cents) "$45.00" · sumCents(lines)
 * Sizes       printSizes.portrait|landscape · photoAlbumSizes · weddingAlbumSizes ·
 *             findSize · startingCents · sizesText · customSizesNote
 * Print flows printFlows[flow] (floral | landscape | tulip | golden-coast | legacy):
 *             items, basePath, notFound, invalidSelection · resolvePrint(flow, id) ·
 *             resolvePrintSize(flow, id, size) · parseLegacyId(raw) · shopPaths()
 *             A PrintItem has title, description, summary, imageKey, sizes,
 *             startingCents, features, paths, checkoutPath(size), cartId(size), backLinks.
 * Products    allProducts · productCategories · resolveProduct(id) ·
 *             resolveProductSize(id, size) · productNotFound
 * Albums      photoAlbum · weddingAlbum · weddingAlbumExtras
 * Cart ids    floralCartId · landscapeCartId · tulipCartId · legacyCartId ·
 *             goldenCoastCartId · productDetailCartId · photoAlbumCartId ·
 *             weddingAlbumCartId · signatureWeddingAlbumCartId ·
 *             resolveCartId(cartId, pattern?) → CartLine | undefined · requireCartLine(cartId, pattern?)
 * Home        printCarousel · weddingPackages · weddingPackageIncludes · weddingAddOns ·
 *             familyPackages · familyPricing · extendedFamilyNote · additionalServices ·
 *             bookingTerms · travelAndBooking · investmentHeadings
 * Inquiry     sessionTypes · sessionTypeValues · sessionTypeLabel(value)
 * Portfolios  collections · resolveCollection(slug) · portfolioImageKey · workPage
 * Site images heroSlides · aboutPortraits · featuredLogos · welcomeVideoCover · beeLogo ·
 *             testimonialTiles · builtInTestimonialPhoto(client, partner) · testimonialPhotoLookupKey
 * Image slots imageSlots (+ productImageSlots, portfolioImageSlots, siteImageSlots)
 *
 * Adding to the cart: build the id with its builder (or item.cartId(size) /
 * product.cartId(size)), then read what the cart item needs from
 * requireCartLine(id, pattern): cartTitle, size, unitCents (→ formatPrice), imageKey.
 * Pass the pattern on /product-detail ("product-detail"): floral ids read both ways.
 */

export * from "./money";
export * from "./sizes";
export * from "./features";
export * from "./floral-prints";
export * from "./landscape-prints";
export * from "./single-prints";
export * from "./albums";
export * from "./print-flows";
export * from "./all-products";
export * from "./cart-ids";
export * from "./resolve-cart-id";
export * from "./shop-paths";
export * from "./home-carousel";
export * from "./investment";
export * from "./session-types";
export * from "./collections";
export * from "./site-images";
export * from "./image-slots";
