import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../integration/admin-client";
import { waitForHydration } from "./browser";

// What every studio-admin e2e test does in Chromium: sign in through the real form, check the
// screen's main content with axe, and open a public page until an edit shows on it.

/** Opens an admin URL signed out, is sent to the sign-in form, and signs in (landing back on `url`). */
export async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.waitForURL(/\/admin\/sign-in\?next=/);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function expectNoAxeViolations(page: Page) {
  // Colours are judged at rest: a hover or focus transition caught half-way (a button whose text
  // and background swap as the pointer lands on it after a click) is no real contrast failure.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const result = await new AxeBuilder({ page }).include("main").analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A screen has loaded: its h1 shows, React has hydrated it, and axe finds nothing in its main content. */
export async function checkScreen(page: Page, heading: string | RegExp) {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
}

/**
 * Opens a public page again and again until `shows()` is true or 2.5 s have passed: the render
 * cache shows an edit within about 2 s (decision 020). The caller asserts what it expects after.
 */
export async function gotoUntil(page: Page, url: string, shows: () => Promise<boolean>) {
  const deadline = Date.now() + 2_500;
  do await page.goto(url);
  while (!(await shows()) && Date.now() < deadline);
}

/** gotoUntil for a text in the page's HTML. */
export const gotoUntilText = (page: Page, url: string, text: string) =>
  gotoUntil(page, url, async () => (await page.content()).includes(text));

/** Nothing on the page needs sideways scrolling on a 390 px phone. */
export async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}
