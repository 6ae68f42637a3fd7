import type { AppMigration } from "../dialect";
import { testimonials } from "./0001-testimonials";
import { outboxAndRateLimits } from "./0002-outbox-and-rate-limits";
import { enquiries } from "./0003-enquiries";
import { orders } from "./0004-orders";
import { testimonialPins } from "./0005-testimonial-pins";
import { admin } from "./0006-admin";
import { signInThrottle } from "./0007-sign-in-throttle";
import { jobs } from "./0009-jobs";
import { media } from "./0010-media";
import { testimonialPhotos } from "./0011-testimonial-photos";
import { contentVersion } from "./0012-content-version";
import { content } from "./0013-content";
import { portfolios } from "./0014-portfolios";
import { homeMedia } from "./0015-home-media";
import { blog } from "./0016-blog";
import { investment } from "./0017-investment";
import { galleries } from "./0018-galleries";
import { galleryHardening } from "./0019-gallery-hardening";
import { backups } from "./0020-backups";
import { booking } from "./0021-booking";
import { services } from "./0022-services";
import { bookingPage } from "./0023-booking-page";
import { ledger } from "./0024-ledger";
import { calendar } from "./0025-calendar";
import { reminders } from "./0026-reminders";
import { questionnaires } from "./0027-questionnaires";
import { dashboard } from "./0028-dashboard";
import { scheduler } from "./0029-scheduler";
import { shopCharges } from "./0030-shop-charges";
import { shopCoupons } from "./0031-shop-coupons";
import { giftCards } from "./0032-gift-cards";
import { shopFulfilment } from "./0033-shop-fulfilment";
import { designPhotos } from "./0034-design-photos";
import { shopPrices } from "./0035-shop-prices";
import { shopProducts } from "./0036-shop-products";
import { giftCardSales } from "./0037-gift-card-sales";
import { invoiceCodes } from "./0038-invoice-codes";
import { giftCardRefunds } from "./0039-gift-card-refunds";
import { calendarFeedVersion } from "./0040-calendar-feed-version";
import { orderLineSnapshot } from "./0041-order-line-snapshot";
import { invoiceGiftCardRefunds } from "./0042-invoice-gift-card-refunds";
import { namedPriceSheets } from "./0043-named-price-sheets";

// Applied in this order, once each. Append new migrations; never change what a shipped one builds
// (tests/integration/migrated-schema.test.ts records it).
export const migrations: readonly AppMigration[] = [
  testimonials,
  outboxAndRateLimits,
  enquiries,
  orders,
  testimonialPins,
  admin,
  signInThrottle,
  jobs,
  media,
  testimonialPhotos,
  contentVersion,
  content,
  portfolios,
  homeMedia,
  blog,
  investment,
  galleries,
  galleryHardening,
  backups,
  booking,
  services,
  bookingPage,
  ledger,
  calendar,
  reminders,
  questionnaires,
  dashboard,
  scheduler,
  shopCharges,
  shopCoupons,
  giftCards,
  shopFulfilment,
  designPhotos,
  shopPrices,
  shopProducts,
  giftCardSales,
  invoiceCodes,
  giftCardRefunds,
  calendarFeedVersion,
  orderLineSnapshot,
  invoiceGiftCardRefunds,
  namedPriceSheets,
];
