import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { printSizes } from "~/catalogue/sizes";
import { formatPrice } from "~/shared/money";
import { DownloadActions } from "./download-actions";
import { DownloadAll } from "./download-all";
import { PrintOrder } from "./print-order";

const slug = "AbCdEfGhIjKlMnOpQrStUv";
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("gallery download links", () => {
  it("offers one photo in the sizes its set allows, and nothing when none", () => {
    const render = (allowed: "none" | "web" | "full") =>
      renderToStaticMarkup(<DownloadActions slug={slug} itemId={7} filename="IMG_1.jpg" allowed={allowed} />);
    expect(render("none")).toBe("");
    expect(hrefs(render("web"))).toEqual([`/g/${slug}/download/7?size=web`]);
    expect(hrefs(render("full"))).toEqual([`/g/${slug}/download/7?size=web`, `/g/${slug}/download/7?size=full`]);
    // In plain words, and the button says which size it gives even when it is the only one.
    expect(render("full")).toContain(">Small, for phones and social media</a>");
    expect(render("full")).toContain(">Full size, for printing</a>");
    expect(render("full")).toContain('aria-label="Download IMG_1.jpg, full size, for printing"');
    expect(render("web")).toContain('aria-label="Download IMG_1.jpg, small, for phones and social media"');
    expect(render("web")).toContain(">Small, for phones and social media</a>");
    expect(render("web")).not.toMatch(/>Download<\/a>/);
  });

  it("offers the whole gallery in every size a set allows, and each set's ZIP", () => {
    const html = renderToStaticMarkup(
      <DownloadAll
        slug={slug}
        galleryAllowed="web"
        sets={[
          { id: 1, title: "Ceremony", allowed: "full" },
          { id: 2, title: "Party", allowed: "web" },
          { id: 3, title: "Private", allowed: "none" },
        ]}
      />,
    );
    expect(hrefs(html)).toEqual([
      `/g/${slug}/download/all.zip?size=web`,
      `/g/${slug}/download/all.zip?size=full`,
      `/g/${slug}/download/set/1.zip?size=web`,
      `/g/${slug}/download/set/1.zip?size=full`,
      `/g/${slug}/download/set/2.zip?size=web`,
    ]);
    expect(html).toContain('aria-label="Download All photos, full size, for printing (ZIP)"');
    expect(html).toContain(">Full size, for printing</a>");
    expect(renderToStaticMarkup(<DownloadAll slug={slug} galleryAllowed="none" sets={[]} />)).toBe("");
  });
});

describe("gallery print order", () => {
  it("lists the catalogue's print sizes with their prices, and a quantity", () => {
    const html = renderToStaticMarkup(
      <PrintOrder
        slug={slug}
        printKey={"c".repeat(32)}
        filename="IMG_1.jpg"
        image="/g/x/photo.jpg"
        sizes={printSizes.portrait}
      />,
    );
    for (const option of printSizes.portrait) {
      expect(html).toContain(`value="${option.size}"`);
      expect(html).toContain(`${option.size} — ${formatPrice(option.cents)}`);
    }
    expect(html).toMatch(/<label[^>]*>Quantity<\/label>/);
    expect(html).toContain("Add to cart");
  });
});
