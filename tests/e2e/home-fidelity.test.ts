import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// Issue 14: the home page against SPEC.md's exact texts, the booking link, phones, the welcome
// video's end and the images' aspect ratios.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openHome(width = 1280, height = 800) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The real video player is on the internet: anything not ours answers with a blank page.
  await page.route(
    (url) => url.origin !== server.url,
    (route) => route.fulfill({ contentType: "text/html", body: "<p>player</p>" }),
  );
  await page.goto(server.url + "/");
  await waitForHydration(page);
  return { page, errors, context };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("texts of the spec", () => {
  it("carries no instruction to a developer, and the availability notices read as the spec", async () => {
    const { page } = await openHome();
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/placeholder|app\/site|content\.ts|replace (it|this)/i);
    const about = await page.locator("#about").innerText();
    expect(about).toContain("Fall/Winter/Spring 2026");
    expect(about).toContain("Europe & Beyond");
    expect(about).toContain("Summer 2026");
  });

  it("writes Group Branding's price as the text “$100 per person”", async () => {
    const { page } = await openHome();
    const card = page.getByTestId("package-card").filter({ hasText: "Group Branding" });
    const price = await card.locator("p", { hasText: "$100" }).evaluate((p) => p.textContent);
    expect(price).toBe("$100 per person");
  });

  it("prices the album items of the print carousel as SPEC §9.7's table", async () => {
    const { page } = await openHome();
    const items = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="print-item"]')).map((li) => ({
        title: li.querySelector("h3")?.textContent,
        // What is shown, without the screen-reader-only suffix of the price link.
        lines: Array.from(li.querySelectorAll(":scope > p")).map((p) => {
          const copy = p.cloneNode(true) as HTMLElement;
          copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
          return copy.textContent ?? "";
        }),
      })),
    );
    const photo = items.find((item) => item.title === "Signature Photo Albums");
    const wedding = items.find((item) => item.title === "Signature Wedding Albums");
    expect(photo?.lines[1]).toBe("$150.00");
    expect(wedding?.lines).toEqual(["Custom sizes available", "$1,000.00"]);
  });
});

describe("booking link", () => {
  it("is a real link to BOOKING_URL in the investment section", async () => {
    const { page } = await openHome();
    const link = page.locator("#investment").getByRole("link", { name: /booking link/i });
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute("href")).toBe("https://example.com/booking");
  });
});

describe("phones", () => {
  for (const [width, height] of [
    [390, 844],
    [360, 740],
  ] as const) {
    it(`at ${width}×${height}: the video hides nothing of the hero, the brand mark and logos read`, async () => {
      const { page, errors } = await openHome(width, height);
      const caption = await page.getByText("ARIZONA WEDDING AND FAMILY PHOTOGRAPHER").boundingBox();
      const video = page.getByTestId("welcome-video");
      expect(caption).not.toBeNull();
      // Wherever the page is scrolled, the widget never lies over the hero's caption or buttons.
      for (const y of [0, 200, 400]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const heroBox = await page.getByTestId("hero").boundingBox();
        const captionBox = await page.getByText("ARIZONA WEDDING AND FAMILY PHOTOGRAPHER").boundingBox();
        const buttons = await page.getByRole("link", { name: "Investment" }).first().boundingBox();
        const videoBox = await video.boundingBox();
        expect(videoBox && heroBox && overlaps(videoBox, heroBox)).toBe(false);
        expect(videoBox && captionBox && overlaps(videoBox, captionBox)).toBe(false);
        expect(videoBox && buttons && overlaps(videoBox, buttons)).toBe(false);
      }
      await page.evaluate(() => window.scrollTo(0, 0));

      // The brand mark is the wordmark and the bee logo, both shown.
      const mark = page.getByTestId("brand-mark");
      expect(await mark.getByText("Saguaro Bee Photography").isVisible()).toBe(true);
      const wordmark = await mark.getByText("Saguaro Bee Photography").boundingBox();
      expect(wordmark!.width).toBeGreaterThan(60);
      expect(wordmark!.x + wordmark!.width).toBeLessThanOrEqual(width);
      const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
      expect(overlaps((await mark.boundingBox())!, menu!)).toBe(false);

      // Each "Featured by" logo is drawn wide enough for its name to be read.
      const logos = page.getByRole("region", { name: "Featured by" }).getByRole("img");
      expect(await logos.count()).toBe(3);
      for (const logo of await logos.all()) {
        const box = await logo.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(180);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }

      // Playing, the player is a usable size: most of the screen's width.
      await video.getByRole("button", { name: "Play welcome video" }).click();
      const frame = await video.locator("iframe").boundingBox();
      expect(frame!.width).toBeGreaterThanOrEqual(width * 0.8);
      expect(frame!.x).toBeGreaterThanOrEqual(0);
      expect(frame!.x + frame!.width).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
    });
  }

  it("keeps the wordmark clear of the Home, Menu and cart buttons on the other pages at 360 px", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const path of ["/work", "/leave-review", "/inquiry"]) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      const mark = page.getByTestId("brand-mark");
      expect(await mark.getByText("Saguaro Bee Photography").isVisible()).toBe(true);
      const markBox = (await mark.boundingBox())!;
      for (const button of [
        page.getByTestId("home-button"),
        page.getByRole("button", { name: "Menu" }),
        page.getByRole("link", { name: /cart/i }).first(),
      ]) {
        expect(overlaps(markBox, (await button.boundingBox())!), path).toBe(false);
      }
    }
    await context.close();
  });

  it("on a phone, Show video brings the widget back into view", async () => {
    const { page } = await openHome(390, 844);
    const video = page.getByTestId("welcome-video");
    await video.getByRole("button", { name: "Close welcome video" }).click();
    expect(await video.count()).toBe(0);
    await page.getByRole("button", { name: "Show video" }).click();
    await expect
      .poll(async () => {
        const box = await video.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
  });

  it("keeps the floating widget in the corner on a desktop", async () => {
    const { page } = await openHome();
    const box = await page.getByTestId("welcome-video").boundingBox();
    expect(box!.x).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(700);
    expect(await page.getByTestId("welcome-video").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });
});

describe("images", () => {
  async function drawnRatios(page: Page) {
    // Load every lazy image, then compare each drawn box with the image's natural shape.
    await page.evaluate(async () => {
      const images = Array.from(document.images);
      for (const img of images) img.loading = "eager";
      await Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
    });
    return page.evaluate(() =>
      Array.from(document.images).flatMap((img) => {
        const rect = img.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || img.naturalWidth === 0) return [];
        const fit = getComputedStyle(img).objectFit;
        // cover/contain draw the photo in its own shape (cropped or letterboxed), never stretched.
        if (fit === "cover" || fit === "contain") return [];
        return [
          {
            src: img.currentSrc,
            drawn: rect.width / rect.height,
            natural: img.naturalWidth / img.naturalHeight,
          },
        ];
      }),
    );
  }

  for (const width of [390, 1280]) {
    it(`draws every image on / within 2% of its natural aspect ratio at ${width} px`, async () => {
      const { page } = await openHome(width, 844);
      const ratios = await drawnRatios(page);
      expect(ratios.length).toBeGreaterThan(3);
      const stretched = ratios.filter((r) => Math.abs(r.drawn / r.natural - 1) > 0.02);
      expect(stretched).toEqual([]);
    });
  }
});

describe("welcome video end", () => {
  // A stand-in for the video player under the configured video origin, speaking Vimeo's
  // postMessage protocol the way the real one does: it announces "ready" a while after loading,
  // ignores every addEventListener that arrives before that, and, once the video "ends", posts
  // "finish" only to pages that subscribed to it.
  const STAND_IN = `<!doctype html><title>player</title><script>
    let ready = false;
    const subscribed = new Set();
    addEventListener("message", (e) => {
      let data = e.data;
      try { if (typeof data === "string") data = JSON.parse(data); } catch { return; }
      parent.postMessage(JSON.stringify({ echo: data, ready }), "*");
      if (ready && data && data.method === "addEventListener") subscribed.add(data.value);
    });
    setTimeout(() => {
      ready = true;
      parent.postMessage(JSON.stringify({ event: "ready", player_id: "stand-in" }), "*");
      setTimeout(() => {
        if (subscribed.has("finish")) parent.postMessage(JSON.stringify({ event: "finish", data: {} }), "*");
        else if (subscribed.has("ended")) parent.postMessage(JSON.stringify({ event: "ended", data: {} }), "*");
      }, 800);
    }, 700);
  </script>`;

  it("subscribes after the player's ready message and returns to the cover at the end", async () => {
    const { page, errors } = await openHome();
    await page.unrouteAll();
    await page.route(
      (url) => url.origin !== server.url,
      (route) => route.fulfill({ contentType: "text/html", body: STAND_IN }),
    );
    const video = page.getByTestId("welcome-video");
    await video.getByRole("button", { name: "Play welcome video" }).click();
    expect(await video.getAttribute("data-state")).toBe("playing");
    await page.waitForFunction(
      () => document.querySelector('[data-testid="welcome-video"]')?.getAttribute("data-state") === "cover",
      null,
      { timeout: 8000 },
    );
    expect(await video.getByRole("button", { name: "Play welcome video" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
