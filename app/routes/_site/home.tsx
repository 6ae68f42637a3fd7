import { welcomeVideoCover, type SiteImage } from "~/catalogue";
import { formatPrice } from "~/shared/money";
import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { FeaturedBy } from "~/components/home/featured-by";
import { Hero } from "~/components/home/hero";
import { InvestmentSection } from "~/components/home/investment-section";
import { LeaveReview } from "~/components/home/leave-review";
import { PrintCarousel } from "~/components/home/print-carousel";
import { TestimonialsBanner } from "~/components/home/testimonials-banner";
import { WelcomeVideo } from "~/components/home/welcome-video";
import { WelcomeVideoProvider } from "~/components/home/welcome-video-context";
import { getImage } from "~/images/images.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { homeMediaForPage } from "~/server/content/home-media-page.server";
import { investmentForPage } from "~/server/content/investment.server";
import { homeTexts } from "~/server/content/home-texts-page.server";
import type { Route } from "./+types/home";
import { designPhotos } from "~/server/content/design-photos.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";

// Rendered per request (issue 18): the texts come from the database, edited in /admin/home, and
// the hero slides, "Featured by" logos and about photos too, edited in /admin/home-photos.
export async function loader({ request }: Route.LoaderArgs) {
  const shown = (slot: SiteImage) => ({ image: getImage(slot.key), alt: slot.alt });
  const [media, texts, investment, photos, shop] = await Promise.all([
    homeMediaForPage(),
    homeTexts(),
    investmentForPage(),
    designPhotos(request),
    shopCatalogue(),
  ]);
  // The welcome video's cover and the print carousel's photos are hers when she chose them (decision 048).
  return photos.apply({
    hero: media.hero,
    featured: media.featured,
    portraits: media.portraits,
    videoCover: shown(welcomeVideoCover),
    prints: shop.printCarousel.items.map((item) => ({
      id: item.id,
      title: item.title,
      price: `${item.priceIsFrom ? "From " : ""}${formatPrice(item.priceCents)}`,
      sizesText: item.sizesText,
      to: item.to,
      image: getImage(item.imageKey),
      alt: item.title,
    })),
    ogImage: media.ogImage,
    texts,
    investment,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return pageMeta({
    ...site,
    title: `Phoenix Wedding & Family Photographer | ${site.siteName}`,
    description:
      "Cinematic wedding, elopement, family, maternity and newborn photography in Phoenix, Scottsdale, Sedona and worldwide. See the work, the investment, and get in touch.",
    path: "/",
    image: loaderData?.ogImage,
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, featured, portraits, videoCover, prints, texts, investment } = loaderData;
  return (
    <WelcomeVideoProvider>
      <FeaturedBy logos={featured} />
      <Hero slides={hero} />
      <WelcomeVideo cover={videoCover} />
      <AboutSection portraits={portraits} texts={texts} />
      <InvestmentSection content={investment} />
      <PrintCarousel items={prints} />
      <TestimonialsBanner />
      <ContactSection texts={texts} />
      <LeaveReview />
    </WelcomeVideoProvider>
  );
}
