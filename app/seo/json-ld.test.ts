import { describe, expect, it } from "vitest";
import { printSizes } from "~/catalogue";
import { businessJsonLd, serializeJsonLd } from "./json-ld";
import { breadcrumbListJsonLd, productJsonLd } from "./json-ld-pages";
import { pageMeta, siteFromMatches } from "./meta";

const SITE = "https://example.com";

describe("JSON-LD builders", () => {
  it("describes the business", () => {
    const data = businessJsonLd({
      siteUrl: SITE,
      siteName: "Studio",
      email: "a@b.c",
      socialUrl: "https://social/x",
      image: `${SITE}/img/hero.jpg`,
      logo: `${SITE}/img/logo.png`,
    });
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      url: `${SITE}/`,
      priceRange: "$$$",
      email: "a@b.c",
      sameAs: ["https://social/x"],
    });
    expect(JSON.stringify(data.areaServed)).toMatch(/Phoenix.*Scottsdale.*Sedona/);
  });

  it("prices a product's offers from the catalogue in dollars", () => {
    const data = productJsonLd({
      name: "Print",
      description: "d",
      url: `${SITE}/p`,
      image: `${SITE}/i.jpg`,
      sizes: printSizes.portrait,
      siteName: "Studio",
    });
    expect(data.offers).toEqual(
      printSizes.portrait.map((o) =>
        expect.objectContaining({
          "@type": "Offer",
          name: o.size,
          price: (o.cents / 100).toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
        }),
      ),
    );
    expect((data.offers as Array<{ price: string }>)[0]?.price).toBe("45.00");
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const data = breadcrumbListJsonLd(SITE, [
      { name: "Home", path: "/" },
      { name: "Work", path: "/work" },
    ]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Work", item: `${SITE}/work` },
    ]);
  });

  it("cannot close its script element early", () => {
    const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toMatchObject({ name: "</script><script>alert(1)</script>" });
  });
});

describe("pageMeta", () => {
  it("makes canonical and image absolute and sets robots", () => {
    const tags = pageMeta({
      title: "T",
      description: "D",
      path: "/work/",
      siteUrl: SITE,
      siteName: "S",
      image: "/img/a.jpg",
      robots: "noindex",
    });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/work` });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}/img/a.jpg` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("siteFromMatches", () => {
  it("gives pages without a lead photo the site's share image", () => {
    const site = siteFromMatches([
      { id: "root", loaderData: { settings: { siteUrl: SITE, siteName: "S" }, shareImage: "/img/hero-1600.jpg" } },
    ]);
    const tags = pageMeta({ title: "T", description: "D", path: "/inquiry", ...site });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}/img/hero-1600.jpg` });
    const own = pageMeta({ title: "T", description: "D", path: "/blog", ...site, image: "/img/own.jpg" });
    expect(own).toContainEqual({ property: "og:image", content: `${SITE}/img/own.jpg` });
  });
});
