/**
 * The catalogue: the single typed source of truth for products and fixed page content. Prices
 * (integer cents) come from her three price sheets (decision 049): `buildShopCatalogue(sheets)` is
 * the shop at those prices, and the server builds it from the database (shopCatalogue()). What the
 * modules export at module level is the shop at the seeded prices (`seedPriceSheets`): routes,
 * paths and tests use it; a page that shows or charges a price uses its loader's catalogue.
 *
 * Money is not here: formatDollars, formatPrice and sumCents live in app/shared/money.ts (browser
 * and server share them).
 * Sizes       PriceSheets · seedPriceSheets · printSizesFrom · printSizes.portrait|landscape ·
 *             findSize · startingCents · sizesText ·
 *             customSizesNoteFor
 * Shop        ShopCatalogue · buildShopCatalogue(sheets) · seedCatalogue
 * Offers      Offer (flow, productKey, size, cents, cartId, cartTitle, imageKey, category) ·
 *             findOffer({ flow, product, size }) | findOffer({ cartId }) · everyCartOffer() ·
 *             albumPageOffers · isAlbumOffer · productCategories
 * Print flows printFlowIds · printFlows[flow] (floral | landscape | tulip | golden-coast | legacy),
 *             each declared once in print-flows.ts: path, gallery, shelf, items, basePath,
 *             routes, notFound, invalidSelection · printFlowRoutes · printFlowRoute(pattern) ·
 *             resolvePrint(flow, id) · parseLegacyId(raw) · shopPaths()
 *             A PrintItem has title, description, summary, imageKey, category, sizes, offers,
 *             startingCents, features, paths, checkoutPath(size), backLinks.
 * Products    allProducts (each with its offers) · resolveProduct(id) · productNotFound
 * Albums      photoAlbum · weddingAlbum · weddingAlbumExtras
 * Cart ids    floralCartId · landscapeCartId · tulipCartId · legacyCartId ·
 *             goldenCoastCartId · productDetailCartId · photoAlbumCartId ·
 *             weddingAlbumCartId · signatureWeddingAlbumCartId (offers build their ids with these)
 * Home        printCarousel · weddingPackages · weddingPackageIncludes · weddingAddOns ·
 *             familyPackages · familyPricing · extendedFamilyNote · additionalServices ·
 *             bookingTerms · travelAndBooking · investmentHeadings
 * Inquiry     sessionTypes · sessionTypeValues · sessionTypeLabel(value)
 * Portfolios  collections · resolveCollection(slug) · portfolioImageKey · workPage
 * Site images heroSlides · aboutPortraits · featuredLogos · welcomeVideoCover · beeLogo ·
 *             testimonialTiles · builtInTestimonialPhoto(id, client, partner) · testimonialPhotoLookupKey
 * Image slots imageSlots (+ productImageSlots, portfolioImageSlots, siteImageSlots)
 *
 * Adding to the cart: a loader takes the page's offer (item.offers, product.offers,
 * albumPageOffers[flow] or findOffer) and hands the page the cart item built from it; the
 * offer already carries the title the adding page gives it. Nothing parses a cart id: /cart
 * and checkout find the offer by its cart id. The catalogue never reaches the browser bundle.
 */

export * from "./sizes";
export * from "./features";
export * from "./floral-prints";
export * from "./landscape-prints";
export * from "./single-prints";
export * from "./albums";
export * from "./print-flow-ids";
export * from "./print-flows";
export * from "./all-products";
export * from "./cart-ids";
export * from "./offer";
export * from "./find-offer";
export * from "./shop-paths";
export * from "./home-carousel";
export * from "./home-carousel-copy";
export * from "./investment";
export * from "./session-types";
export * from "./collections";
export * from "./site-images";
export * from "./image-slots";
export * from "./shop-catalogue";
