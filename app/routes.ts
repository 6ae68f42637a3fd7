import { type RouteConfig, index, route, prefix } from "@react-router/dev/routes";

// Every route of SPEC.md §2.2, grouped by concern. Portfolio pages share one module:
// the collection is read from the route id, so a gallery is data, not a page copy.
const portfolios = [
  "wedding",
  "family",
  "engagement",
  "maternity",
  "newborn",
  "senior",
  "branding",
  "empowerment",
] as const;

export default [
  index("routes/_site/home.tsx"),
  route("work", "routes/portfolio/work.tsx"),
  ...portfolios.map((slug) =>
    route(`${slug}-portfolio`, "routes/portfolio/portfolio.tsx", { id: `portfolio-${slug}` }),
  ),
  route("inquiry", "routes/enquiries/inquiry.tsx"),

  // Print flows: one thin module per flow and step; the pages themselves are one component family.
  route("product/:id?", "routes/shop/legacy-detail.tsx"),
  route("product/:id/select-size", "routes/shop/legacy-select-size.tsx"),
  route("product/:id/checkout/:size", "routes/shop/legacy-checkout.tsx"),
  route("tulip-print", "routes/shop/tulip-detail.tsx"),
  route("tulip-print/select-size", "routes/shop/tulip-select-size.tsx"),
  route("tulip-print/checkout/:size", "routes/shop/tulip-checkout.tsx"),
  route("landscape-prints", "routes/shop/golden-coast-detail.tsx"),
  route("landscape-prints/select-size", "routes/shop/golden-coast-select-size.tsx"),
  route("landscape-prints/checkout/:size", "routes/shop/golden-coast-checkout.tsx"),
  route("landscape-gallery", "routes/shop/landscape-gallery.tsx"),
  route("landscape-print/:id", "routes/shop/landscape-detail.tsx"),
  route("landscape-print/:id/select-size", "routes/shop/landscape-select-size.tsx"),
  route("landscape-print/:id/checkout/:size", "routes/shop/landscape-checkout.tsx"),
  route("floral-gallery", "routes/shop/floral-gallery.tsx"),
  route("floral-print/:id", "routes/shop/floral-detail.tsx"),
  route("floral-print/:id/select-size", "routes/shop/floral-select-size.tsx"),
  route("floral-print/:id/checkout/:size", "routes/shop/floral-checkout.tsx"),
  route("photo-albums", "routes/shop/photo-albums.tsx"),
  route("wedding-albums", "routes/shop/wedding-albums.tsx"),
  route("signature-wedding-albums", "routes/shop/signature-wedding-albums.tsx"),
  route("all-products", "routes/shop/all-products.tsx"),
  route("product-detail/:id", "routes/shop/product-detail.tsx"),
  route("cart", "routes/shop/cart.tsx"),
  route("payment-success", "routes/shop/payment-success.tsx"),
  route("test-checkout/:orderId", "routes/shop/test-checkout.tsx"),

  route("leave-review", "routes/testimonials/leave-review.tsx"),
  ...prefix("testimonials", [
    index("routes/testimonials/index.tsx"),
    route("love-stories", "routes/testimonials/love-stories.tsx"),
    route("life-stories", "routes/testimonials/life-stories.tsx"),
  ]),

  route("blog", "routes/_site/blog.tsx"),

  // JSON endpoints of SPEC.md §7 and the payment webhook.
  route("functions/v1/send-contact-email", "routes/api/send-contact-email.ts"),
  route("functions/v1/create-payment", "routes/api/create-payment.ts"),
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
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("testimonials/:id", "routes/admin/testimonial.tsx"),
      route("testimonials/:id/delete", "routes/admin/testimonial-delete.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:id", "routes/admin/order.tsx"),
    ]),
  ]),
  route("media/testimonials/:file", "routes/admin/media-photo.ts"),

  route("*", "routes/_site/not-found.tsx"),
] satisfies RouteConfig;
