import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ResolvedImage } from "~/images/types";
import { Picture } from "./picture";

const image: ResolvedImage = {
  key: "portfolio/wedding/001",
  width: 1600,
  height: 1067,
  placeholder: "data:image/webp;base64,UklGRg==",
  srcset: {
    avif: "/img/a-11111111-400.avif 400w, /img/a-11111111-800.avif 800w",
    webp: "/img/a-11111111-400.webp 400w, /img/a-11111111-800.webp 800w",
    fallback: "/img/a-11111111-400.jpg 400w, /img/a-11111111-800.jpg 800w",
  },
  src: "/img/a-11111111-800.jpg",
};

const render = (element: React.ReactElement) => renderToString(element);

describe("<Picture>", () => {
  it("renders AVIF and WebP sources, then a sized, lazy JPEG <img>", () => {
    const html = render(<Picture image={image} alt="Bride and groom" sizes="50vw" />);
    expect(html).toMatch(/^<picture>/);
    expect(html).toContain(`<source type="image/avif" srcSet="${image.srcset.avif}" sizes="50vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${image.srcset.webp}" sizes="50vw"/>`);
    expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
    expect(html).toContain(`src="${image.src}"`);
    expect(html).toContain(`srcSet="${image.srcset.fallback}"`);
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1067"');
    expect(html).toContain('alt="Bride and groom"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it("offers only the formats a logo has (its PNG may have been the smallest)", () => {
    const logo = { ...image, srcset: { ...image.srcset, avif: "" }, src: "/img/a-11111111-800.png" };
    const html = render(<Picture image={logo} alt="Bee" />);
    expect(html).not.toContain("image/avif");
    expect(html).toContain(`<source type="image/webp" srcSet="${image.srcset.webp}" sizes="100vw"/>`);
  });

  it("paints the blurred placeholder behind the image, leaving sizing to classes", () => {
    const html = render(<Picture image={image} alt="" imgClassName="h-10 w-auto" />);
    // The aspect ratio comes from width/height plus preflight's height:auto; nothing inline may
    // override a height or width class.
    const style = /style="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(style).toContain("background-image");
    expect(style).not.toMatch(/(^|;)(height|width):/);
    expect(html).toContain(`background-image:url(&quot;${image.placeholder}&quot;)`);
    expect(html).toContain("background-size:cover");
    expect(html).toContain('sizes="100vw"');
  });

  it("loads a priority image eagerly with fetchpriority=high", () => {
    const html = render(<Picture image={image} alt="Hero" priority />);
    expect(html).toContain('loading="eager"');
    // React writes the prop as fetchPriority="high"; HTML attribute names are case-insensitive,
    // so the browser's parser reads it as fetchpriority="high".
    expect(html).toMatch(/ fetchpriority="high"/i);
    expect(html).not.toContain('loading="lazy"');
  });

  it("puts classes on <picture> and <img>, and can fill its box", () => {
    const html = render(<Picture image={image} alt="" className="frame" imgClassName="photo" fill />);
    expect(html).toContain('<picture class="frame">');
    expect(html).toContain('class="photo"');
    expect(html).toContain("object-fit:cover");
    expect(html).toContain("width:100%;height:100%");
  });

  it("draws no placeholder when the image has none (logos keep their transparency)", () => {
    const html = render(<Picture image={{ ...image, placeholder: "" }} alt="Bee Logo" />);
    expect(html).not.toContain("background-image");
    expect(html).not.toContain("style=");
  });
});
