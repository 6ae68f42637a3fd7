import { chromium, type Browser, type Page } from "playwright-core";

// Debian's chromium-headless-shell, installed by scripts/ensure-chromium.mjs; never a downloaded
// browser. The same Chromium as the `chromium` package without the desktop browser around it: the
// e2e files run in ~40% less time (docs/decisions/026). CHROMIUM_PATH picks another build.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** `extraArgs` adds Chromium switches to the usual set (the axe audit turns images off). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}

/** An iPhone-sized screen: 390 × 844 CSS pixels, touch, the mobile viewport meta honoured. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A page that fails the test on any uncaught page error; `phone` opens it as on PHONE. */
export async function newPage(
  browser: Browser,
  options: { reducedMotion?: boolean; width?: number; phone?: boolean } = {},
) {
  const context = await browser.newContext({
    ...(options.phone ? PHONE : { viewport: { width: options.width ?? 1280, height: 800 } }),
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, context };
}

/** Waits until React has hydrated the page (the root sets data-hydrated once mounted). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}

/** Fills the test checkout's e-mail and US address (1 Camelback Rd, Phoenix) and pays. */
export async function payTestCheckout(popup: Page, email: string, name: string) {
  await popup.getByLabel("Email").fill(email);
  await popup.getByLabel("Full name").fill(name);
  await popup.getByLabel("Street address").fill("1 Camelback Rd");
  await popup.getByLabel("City").fill("Phoenix");
  await popup.getByLabel("State").fill("AZ");
  await popup.getByLabel("ZIP code").fill("85016");
  await popup.getByRole("button", { name: "Pay now (test)" }).click();
}
