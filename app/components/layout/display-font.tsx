import italicUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2?url";
import normalUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";

// The display font (Cormorant Garamond 500, upright and italic: 47 KB) is added to the page once it
// has painted, not declared in the stylesheet. Declared there, a phone fetches both faces while the
// hero photo is still on its way, and the photo shares the connection with them; added after the
// first contentful paint, the photo gets the connection first and the headings swap to the font a
// moment later, as `font-display: swap` would show them anyway on a slow connection.
// Without JavaScript the <noscript> stylesheet declares the faces as usual.

const FAMILY = "Cormorant Garamond";
const FACES = [
  [normalUrl, "normal"],
  [italicUrl, "italic"],
] as const;

const fontFace = (url: string, style: string) =>
  `@font-face{font-family:"${FAMILY}";font-style:${style};font-weight:500;font-display:swap;src:url(${url}) format("woff2")}`;

/** Runs once, before hydration: on the first contentful paint (or at `load`, whichever comes first). */
const script = `(() => {
  if (!document.fonts || typeof FontFace !== "function") return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const faces = ${JSON.stringify(FACES)}.map(([url, style]) =>
      new FontFace(${JSON.stringify(FAMILY)}, 'url(' + url + ') format("woff2")', { weight: "500", style, display: "swap" }));
    // Added together once both have arrived: one re-layout of the headings, not one per face.
    Promise.all(faces.map((face) => face.load())).then(() => faces.forEach((face) => document.fonts.add(face)), () => {});
  };
  addEventListener("load", load, { once: true });
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); load(); }
    }).observe({ type: "paint", buffered: true });
  } catch { load(); }
})();`;

export function DisplayFont({ nonce }: { nonce?: string }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: FACES.map(([url, style]) => fontFace(url, style)).join("") }} />
      </noscript>
    </>
  );
}
