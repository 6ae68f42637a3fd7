import Database from "better-sqlite3";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdminAccount, postJson } from "../integration/admin-client";

// Keyboard-only journeys: no clicks and no programmatic focus, only Tab, Shift+Tab, Enter, Space,
// arrows, Escape and typing, from the top of each page. Every element Tab lands on must show a
// focus indicator (an outline or a ring), and reduced motion stills the slideshow and carousels.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Stop {
  element: string;
  visible: boolean;
}

/** Where focus is now, and whether it shows: a non-zero outline or a box-shadow ring. */
function focusState(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    // Focus inside a native control's own parts (the date input's calendar button) leaves the
    // input not matching :focus; the browser draws that part's ring itself.
    if (!el.matches(":focus")) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    const name = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? (el.textContent ?? "").trim().slice(0, 40);
    return { element: `${el.tagName.toLowerCase()} "${name}"`, visible: outline || ring };
  });
}

/** A keyboard session on one page: Tab walks, and every stop's focus indicator is recorded. */
function keyboard(page: Page) {
  const invisible = new Set<string>();
  let stops = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    if (key === "Tab" || key === "Shift+Tab") {
      const state = await focusState(page);
      if (state) {
        stops++;
        if (!state.visible) invisible.add(`${new URL(page.url()).pathname}: ${state.element}`);
      }
    }
  };
  return {
    press,
    /** Presses Tab until `target` has focus (it must be reachable within `max` presses). */
    async tabTo(target: Locator, max = 150) {
      for (let i = 0; i < max; i++) {
        await press("Tab");
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    },
    /** Tabs to a field and types into it. */
    async fill(target: Locator, text: string, max?: number) {
      await this.tabTo(target, max);
      await page.keyboard.type(text);
    },
    invisible,
    get stops() {
      return stops;
    },
  };
}

async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await waitForHydration(page);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

describe("keyboard only", () => {
  it("opens the menu, walks it with the arrows, closes it with Escape and follows a link", async () => {
    const { page } = await newPage(browser);
    await open(page, "/work");
    const keys = keyboard(page);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await keys.tabTo(menuButton);
    await keys.press("Enter");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await focusedText(page)).toBe("View My Work");
    await keys.press("ArrowDown");
    expect(await focusedText(page)).toBe("About Me");
    await keys.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await focusedText(page)).toBe("Menu");
    await keys.press("Enter");
    for (let i = 0; i < 12 && (await focusedText(page)) !== "Testimonials"; i++) await keys.press("ArrowDown");
    await keys.press("Enter");
    await page.waitForURL(server.url + "/testimonials");
    expect(keys.stops).toBeGreaterThan(0);
    expect([...keys.invisible]).toEqual([]);
  });

  it("opens a portfolio photo, moves with the arrows, closes with Escape and returns focus", async () => {
    const { page } = await newPage(browser);
    await open(page, "/family-portfolio");
    const keys = keyboard(page);
    const first = page.getByTestId("portfolio-grid").getByRole("button").first();
    await keys.tabTo(first);
    await keys.press("Enter");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await keys.press("ArrowRight");
    expect(await dialog.getAttribute("data-index")).toBe("1");
    await keys.press("ArrowLeft");
    expect(await dialog.getAttribute("data-index")).toBe("0");
    // Tab stays inside the open dialog, on visible controls.
    for (let i = 0; i < 4; i++) {
      await keys.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await keys.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect([...keys.invisible]).toEqual([]);
  });

  it("adds a print to the cart and pays through the test checkout", async () => {
    const { page, context } = await newPage(browser);
    await open(page, "/floral-print/pink-peonies");
    const keys = keyboard(page);
    await keys.tabTo(page.getByRole("link", { name: "Add to Cart" }));
    await keys.press("Enter");
    await page.waitForURL(/\/select-size$/);
    await waitForHydration(page);
    await keys.tabTo(page.getByRole("link", { name: "Select Size 8x10" }));
    await keys.press("Enter");
    await page.waitForURL(/\/checkout\/8x10$/);
    await keys.tabTo(page.getByRole("button", { name: "Add to Cart" }));
    await keys.press("Space");
    await page.getByTestId("toast").getByText("Added to Cart", { exact: true }).waitFor();
    await keys.tabTo(page.getByTestId("cart-widget"), 60);
    await keys.press("Enter");
    await page.waitForURL(server.url + "/cart");
    await page.getByTestId("cart-item").waitFor();

    const popupPromise = context.waitForEvent("page");
    await keys.tabTo(page.getByRole("button", { name: /^Proceed to Checkout/ }));
    await keys.press("Enter");
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    const pay = keyboard(popup);
    await pay.fill(popup.getByLabel("Email"), "keys@example.com");
    await pay.fill(popup.getByLabel("Full name"), "Kay Board");
    await pay.fill(popup.getByLabel("Street address"), "1 Camelback Rd");
    await pay.fill(popup.getByLabel("City"), "Phoenix");
    await pay.fill(popup.getByLabel("State"), "AZ");
    await pay.fill(popup.getByLabel("ZIP code"), "85016");
    await pay.tabTo(popup.getByRole("button", { name: "Pay now (test)" }));
    await pay.press("Enter");
    await popup.waitForURL(/\/payment-success\?session_id=/);
    await popup.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect([...keys.invisible, ...pay.invisible]).toEqual([]);
  });

  it("sends the home contact form", async () => {
    const { page } = await newPage(browser);
    await open(page, "/");
    const keys = keyboard(page);
    const form = page.getByTestId("contact-form");
    await keys.fill(form.getByLabel("Name *"), "Kay Board", 250);
    await keys.fill(form.getByLabel("Email *"), "kay@example.com");
    await keys.fill(form.getByLabel("Tell Me About Your Vision *"), "Sent without a mouse.");
    await keys.tabTo(form.getByRole("button", { name: /send/i }));
    await keys.press("Enter");
    await page.getByTestId("toast").getByText("Message sent successfully!").waitFor();
    expect([...keys.invisible]).toEqual([]);
  });

  it("sends the inquiry form", async () => {
    const { page } = await newPage(browser);
    await open(page, "/inquiry");
    const keys = keyboard(page);
    const form = page.getByTestId("inquiry-form");
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await keys.fill(field("Full Name *"), "Kay Board");
    await keys.fill(field("Email Address *"), "kay@example.com");
    await keys.fill(field("Phone Number *"), "602-555-0142");
    // A closed <select> takes type-ahead: "Fa" picks Family.
    await keys.fill(field("Type of session you're interested in *"), "Fa");
    expect(await field("Type of session you're interested in *").inputValue()).toBe("family");
    await keys.fill(field("Ideal Date or Timeframe *"), "Spring 2027");
    await keys.fill(field("Desired Location *"), "Sedona");
    await keys.fill(field("How did you find me? *"), "A friend");
    await keys.fill(field("Tell me a bit about your story or vision for the session *"), "No mouse needed.");
    await keys.tabTo(form.getByRole("button", { name: "Send My Inquiry" }));
    await keys.press("Enter");
    await page.getByTestId("toast").waitFor();
    expect(await page.getByTestId("toast").textContent()).not.toMatch(/error|failed/i);
    expect([...keys.invisible]).toEqual([]);
  });

  it("leaves a review with a keyboard-chosen rating", async () => {
    const { page } = await newPage(browser);
    await open(page, "/leave-review");
    const keys = keyboard(page);
    await keys.fill(page.getByLabel("Your First Name *"), "Kay");
    await keys.tabTo(page.getByRole("radio", { name: "5 out of 5 stars" }));
    await keys.press("ArrowLeft");
    expect(await page.getByRole("radio", { name: "4 out of 5 stars" }).isChecked()).toBe(true);
    await keys.fill(page.getByLabel("Your Review *"), "Every step by keyboard.");
    await keys.tabTo(page.getByRole("button", { name: "Submit Review" }));
    await keys.press("Enter");
    await page.getByText("Thank you! Your testimonial has been submitted for review.").waitFor();
    const db = new Database(server.databaseUrl.replace(/^file:/, ""), { readonly: true });
    expect(db.prepare("select rating from testimonials where review_text = ?").get("Every step by keyboard.")).toEqual({
      rating: 4,
    });
    db.close();
    expect([...keys.invisible]).toEqual([]);
  });

  it("signs in to the admin and approves a review", async () => {
    const review = await postJson(server.url + "/functions/v1/submit-testimonial", {
      bride_name: "Juniper",
      groom_name: "Quinn",
      review_text: "Approved by keyboard.",
      rating: 5,
    });
    expect(review.status).toBeLessThan(300);
    const { page } = await newPage(browser);
    await open(page, "/admin/sign-in");
    const keys = keyboard(page);
    await keys.fill(page.getByLabel("Email"), ADMIN_EMAIL);
    await keys.fill(page.getByLabel("Password"), ADMIN_PASSWORD);
    await keys.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await keys.tabTo(
      page.getByRole("navigation", { name: "Studio admin" }).getByRole("link", { name: "Testimonials" }),
    );
    await keys.press("Enter");
    await page.waitForURL(/\/admin\/testimonials/);
    await keys.tabTo(page.getByRole("link", { name: "Juniper & Quinn" }));
    await keys.press("Enter");
    await page.waitForURL(/\/admin\/testimonials\/\d+/);
    await keys.tabTo(page.getByRole("button", { name: "Approve" }));
    await keys.press("Enter");
    await page.getByText(/^Approved: it now shows on/).waitFor();
    expect([...keys.invisible]).toEqual([]);
  });
});

describe("visible focus", () => {
  it("shows a focus indicator on every Tab stop of the main pages", async () => {
    const { page } = await newPage(browser);
    const invisible: string[] = [];
    let stops = 0;
    for (const path of ["/", "/work", "/wedding-portfolio", "/all-products", "/cart", "/testimonials", "/blog"]) {
      await open(page, path);
      const keys = keyboard(page);
      const seen = new Set<string>();
      // Until focus comes round to an element already seen (the page's cycle), at most 250 stops.
      for (let i = 0; i < 250; i++) {
        await keys.press("Tab");
        const here = await page.evaluate(() => {
          const el = document.activeElement;
          return el && el !== document.body ? el.outerHTML.slice(0, 200) : "";
        });
        if (here && seen.has(here)) break;
        seen.add(here);
      }
      stops += keys.stops;
      invisible.push(...keys.invisible);
    }
    expect(stops).toBeGreaterThan(50);
    expect(invisible).toEqual([]);
  });
});

/** Elements of the hero slideshow and the carousels that transition or animate. */
function movingParts(page: Page) {
  return page.evaluate(() => {
    const roots = [
      ...document.querySelectorAll(
        '[data-testid*="hero"], [data-testid*="slide"], [data-testid*="carousel"], [aria-roledescription="carousel"]',
      ),
    ];
    const found: string[] = [];
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll("*")]) {
        const style = getComputedStyle(el);
        const durations = [...style.transitionDuration.split(","), ...style.animationDuration.split(",")].map((d) =>
          parseFloat(d),
        );
        const animated = style.animationName !== "none" && durations.some((d) => d > 0.01);
        const transitions =
          style.transitionProperty !== "none" && style.transitionDuration.split(",").some((d) => parseFloat(d) > 0.01);
        if (animated || transitions) found.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      }
    }
    return { roots: roots.length, found };
  });
}

describe("reduced motion", () => {
  it("leaves the hero slideshow and the carousels without transitions or animations", async () => {
    const { page } = await newPage(browser, { reducedMotion: true });
    await open(page, "/");
    const still = await movingParts(page);
    expect(still.roots).toBeGreaterThanOrEqual(2);
    expect(still.found).toEqual([]);
    // The same check without the preference finds the slideshow's fades: it is not vacuous.
    const { page: moving } = await newPage(browser);
    await open(moving, "/");
    expect((await movingParts(moving)).found.length).toBeGreaterThan(0);
  });
});
