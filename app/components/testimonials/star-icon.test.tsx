import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarDefinition, StarRating } from "./star-icon";

// Issue 14 item 8: a story page drew five full star SVGs per review; the star is now defined once
// per page (<symbol>) and each rating is one SVG of five <use> references.
describe("StarRating", () => {
  it("is one SVG of five references to the page's star, named for screen readers", () => {
    const html = renderToStaticMarkup(<StarRating rating={4} />);
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html.match(/<use /g)).toHaveLength(5);
    expect(html.match(/<path/g)).toBeNull();
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html.match(/fill-gold/g)).toHaveLength(4);
  });

  it("references the star that StarDefinition defines once", () => {
    const defs = renderToStaticMarkup(<StarDefinition />);
    expect(defs.match(/<symbol/g)).toHaveLength(1);
    const id = /<symbol id="([^"]+)"/.exec(defs)?.[1];
    expect(renderToStaticMarkup(<StarRating rating={5} />)).toContain(`href="#${id}"`);
  });
});
