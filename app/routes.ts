import { type RouteConfig, index, route, prefix } from "@react-router/dev/routes";
import { printFlowRoutes } from "./catalogue/print-flows";
import { portfolioPath, portfolioSlugs } from "./shared/portfolio-slugs";

// Every route of SPEC.md §2.2, grouped by concern. Portfolio pages share one module:
// the collection is read from the route id, so a gallery is data, not a page copy.
export default [
  index("routes/_site/home.tsx"),
  route("work", "routes/portfolio/work.tsx"),
  ...portfolioSlugs.map((slug) =>
    route(portfolioPath(slug).slice(1), "routes/portfolio/portfolio.tsx", { id: `portfolio-${slug}` }),
  ),
  route("inquiry", "routes/enquiries/inquiry.tsx"),

  // Print flows, generated from their declarations (app/catalogue/print-flows.ts): one module per
  // step (gallery, detail, select-size, checkout) shared by every flow, which its loader reads from
  // the matched route's pattern.
  ...printFlowRoutes.map(({ flow, step, path }) =>
    route(path.slice(1), `routes/shop/print-${step}.tsx`, { id: `print-${flow}-${step}` }),
  ),
  route("photo-albums", "routes/shop/photo-albums.tsx"),
  route("wedding-albums", "routes/shop/wedding-albums.tsx"),
  route("signature-wedding-albums", "routes/shop/signature-wedding-albums.tsx"),
  route("all-products", "routes/shop/all-products.tsx"),
  route("all-products/all", "routes/shop/all-products.tsx", { id: "all-products-every-card" }),
  route("product-detail/:id", "routes/shop/product-detail.tsx"),
  route("cart", "routes/shop/cart.tsx"),
  route("gift-cards", "routes/shop/gift-cards.tsx"),
  route("payment-success", "routes/shop/payment-success.tsx"),
  route("test-checkout/:orderId", "routes/shop/test-checkout.tsx"),
  route("gift-card-checkout/:orderId", "routes/shop/gift-card-checkout.tsx"),
  route("test-checkout/payment/:paymentId", "routes/shop/test-checkout-payment.tsx"),

  route("leave-review", "routes/testimonials/leave-review.tsx"),
  ...prefix("testimonials", [
    index("routes/testimonials/index.tsx"),
    route("love-stories", "routes/testimonials/stories.tsx", { id: "testimonials-love-stories" }),
    route("life-stories", "routes/testimonials/stories.tsx", { id: "testimonials-life-stories" }),
  ]),

  route("blog", "routes/_site/blog.tsx"),

  // Client galleries' downloads (docs/decisions/025 "Downloads"): resource routes streaming files
  // and ZIPs after the gallery's checks.
  route("g/:slug/download/all.zip", "routes/client-gallery/download-all.ts"),
  route("g/:slug/download/set/:file", "routes/client-gallery/download-set.ts"),
  route("g/:slug/download/:itemId", "routes/client-gallery/download-photo.ts"),

  // JSON endpoints of SPEC.md §7 and the payment webhook.
  route("functions/v1/send-contact-email", "routes/api/send-contact-email.ts"),
  route("functions/v1/create-payment", "routes/api/create-payment.ts"),
  route("functions/v1/check-coupon", "routes/api/check-coupon.ts"),
  route("functions/v1/check-gift-card", "routes/api/check-gift-card.ts"),
  route("functions/v1/submit-testimonial", "routes/api/submit-testimonial.ts"),
  route("api/webhooks/stripe", "routes/api/stripe-webhook.ts"),

  // Resource routes for crawlers.
  route("sitemap.xml", "routes/_seo/sitemap.xml.ts"),
  route("robots.txt", "routes/_seo/robots.txt.ts"),

  // The studio admin (DECISIONS.md §3): server-rendered, signed-in only. Its uploaded photos are
  // served publicly from the database by content hash.
  ...prefix("admin", [
    route("", "routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-out", "routes/admin/sign-out.ts"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiry.tsx"),
      route("clients", "routes/admin/clients.tsx"),
      route("clients/new", "routes/admin/client-new.tsx"),
      route("clients/:id", "routes/admin/client.tsx"),
      route("clients/:id/edit", "routes/admin/client-edit.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("testimonials/:id", "routes/admin/testimonial.tsx"),
      route("testimonials/:id/delete", "routes/admin/testimonial-delete.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:id", "routes/admin/order.tsx"),
      route("orders/:id/packing-slip", "routes/admin/packing-slip.tsx"),
      route("photos", "routes/admin/photos.tsx"),
      route("photos/add", "routes/admin/photos-add.tsx"),
      route("photos/:id/delete", "routes/admin/photo-delete.tsx"),
      route("home", "routes/admin/home.tsx"),
      route("home-photos", "routes/admin/home-photos.tsx"),
      route("design-photos", "routes/admin/design-photos.tsx"),
      route("site-settings", "routes/admin/site-settings.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("investment", "routes/admin/investment.tsx"),
      route("contracts", "routes/admin/contracts.tsx"),
      route("contracts/new", "routes/admin/contract-new.tsx"),
      route("contracts/:id", "routes/admin/contract.tsx"),
      route("contracts/:id/delete", "routes/admin/contract-delete.tsx"),
      route("portfolios", "routes/admin/portfolios.tsx"),
      route("portfolios/:slug", "routes/admin/portfolio.tsx"),
      route("portfolios/:slug/add", "routes/admin/portfolio-add.tsx"),
      route("galleries", "routes/admin/galleries.tsx"),
      route("galleries/:id", "routes/admin/gallery.tsx"),
      route("galleries/:id/delete", "routes/admin/gallery-delete.tsx"),
      route("galleries/:id/add", "routes/admin/gallery-add.tsx"),
      route("clients/:id/proposals/new", "routes/admin/client-proposal-new.tsx"),
      route("proposals/:id", "routes/admin/proposal.tsx"),
      route("proposals/:id/send", "routes/admin/proposal-send.tsx"),
      route("proposals/:id/withdraw", "routes/admin/proposal-withdraw.tsx"),
      // Her calendar feed and moving a booked session (issue 29 §4).
      route("calendar", "routes/admin/calendar.tsx"),
      route("calendar/replace", "routes/admin/calendar-replace.tsx"),
      route("proposals/:id/move", "routes/admin/proposal-move.tsx"),
      // Her schedule of self-booked sessions (issue 30 §6).
      route("schedule", "routes/admin/schedule.tsx"),
      route("schedule/:id", "routes/admin/schedule-booking.tsx"),
      // Questionnaires (issue 29 §3, docs/decisions/037).
      route("questionnaires", "routes/admin/questionnaires.tsx"),
      route("questionnaires/new", "routes/admin/questionnaire-new.tsx"),
      route("questionnaires/:id", "routes/admin/questionnaire.tsx"),
      route("questionnaires/answers/:id", "routes/admin/questionnaire-answers.tsx"),
      route("proposals/:id/questionnaire", "routes/admin/proposal-questionnaire.tsx"),
      // The ledger after the booking (issue 29 §1).
      route("invoices/:id", "routes/admin/invoice.tsx"),
      // For her accountant (issue 29 §6, docs/decisions/040).
      route("exports", "routes/admin/exports.tsx"),
      // Self-booking set-up (issue 30): session types, her hours and dates off, mini-session days.
      route("prices", "routes/admin/prices.tsx"),
      // The price sheets she names herself (decision 054).
      route("prices/sheets/new", "routes/admin/price-sheet-new.tsx"),
      route("prices/sheets/:id", "routes/admin/price-sheet.tsx"),
      route("prices/sheets/:id/delete", "routes/admin/price-sheet-delete.tsx"),
      // Her products (decision 050).
      route("products", "routes/admin/products.tsx"),
      route("products/new", "routes/admin/product-new.tsx"),
      route("products/:id", "routes/admin/product.tsx"),
      route("products/:id/delete", "routes/admin/product-delete.tsx"),
      route("coupons", "routes/admin/coupons.tsx"),
      route("coupons/new", "routes/admin/coupon-new.tsx"),
      route("coupons/:id", "routes/admin/coupon.tsx"),
      route("gift-cards", "routes/admin/gift-cards.tsx"),
      route("gift-cards/new", "routes/admin/gift-card-new.tsx"),
      route("gift-cards/:id", "routes/admin/gift-card.tsx"),
      route("session-types", "routes/admin/session-types.tsx"),
      route("session-types/new", "routes/admin/session-types-new.tsx"),
      route("session-types/:id", "routes/admin/session-types-edit.tsx"),
      route("session-types/:id/delete", "routes/admin/session-types-delete.tsx"),
      route("availability", "routes/admin/availability.tsx"),
      route("minis", "routes/admin/minis.tsx"),
      route("minis/new", "routes/admin/minis-new.tsx"),
      route("minis/:id", "routes/admin/minis-edit.tsx"),
      route("minis/:id/delete", "routes/admin/minis-delete.tsx"),
    ]),
    // Her accountant's CSV files (resource routes, signed-in only).
    route("exports/:file", "routes/admin/export-file.ts"),
    // Media library endpoints (JSON, outside the admin layout).
    route("photos/upload", "routes/admin/photos-upload.ts"),
    route("photos/status", "routes/admin/photos-status.ts"),
    // A client-gallery photo for the print lab: its original or a thumbnail (signed-in only).
    route("gallery-photos/:photoId/:kind", "routes/admin/gallery-photo.ts"),
    // Client galleries (decision 025): uploads into a gallery, and its private variants for the admin.
    route("galleries/:id/upload", "routes/admin/gallery-upload.ts"),
    route("galleries/media/:name", "routes/admin/galleries-media.ts"),
  ]),
  route("media/testimonials/:file", "routes/media/testimonial-photo.ts"),

  // Client galleries (issue 19, docs/decisions/025): private, rendered per request, never in the
  // render cache, the sitemap or robots.txt.
  route("g/:slug", "routes/client-gallery/gallery.tsx"),
  route("g/:slug/photo/:name", "routes/client-gallery/photo.ts"),
  route("g/:slug/favourites", "routes/client-gallery/favourites.ts"),
  route("g/:slug/favourites/lists", "routes/client-gallery/favourite-lists.ts"),

  // The client's booking page (issue 28 §5): private like a gallery, rendered per request.
  route("book/:token", "routes/book/booking.tsx"),
  route("book/:token/pay", "routes/book/pay.ts"),
  route("book/:token/questionnaire", "routes/book/questionnaire.ts"),
  // A one-off invoice's own page and its pay button (issue 29 §1), private like the booking page.
  route("invoice/:token", "routes/invoice/invoice.tsx"),
  route("invoice/:token/pay", "routes/invoice/pay.ts"),
  // A self-booked session's own link (issue 30 §4): reschedule or cancel within the rules.
  route("session/:token", "routes/scheduling/session-manage.tsx"),

  // Clients book themselves (issue 30 §4, docs/decisions/042): the session types, a type's free
  // times, and the details of a held time (sessions and mini-session slots), rendered per request.
  route("book-a-session", "routes/scheduling/book-a-session.tsx"),
  route("book-a-session/:slug", "routes/scheduling/session-type.tsx"),
  route("session/:token/details", "routes/scheduling/session-details.tsx"),

  // Her private calendar feed (issue 29 §4, docs/decisions/035): /calendar/<secret>.ics, no login.
  route("calendar/:file", "routes/calendar/feed.ts"),

  // Mini-session days (issue 30 §3, docs/decisions/042): public per day, rendered per request; the
  // waitlist and offer links are private like a booking link.
  route("minis/:slug", "routes/scheduling/mini-day.tsx"),
  route("minis/:slug/waitlist/:token", "routes/scheduling/mini-day-waitlist.tsx"),
  route("minis/:slug/offer/:token", "routes/scheduling/mini-day-offer.tsx"),

  route("*", "routes/_site/not-found.tsx"),
] satisfies RouteConfig;
