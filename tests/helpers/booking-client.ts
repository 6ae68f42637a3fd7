import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { expectNoAxeViolations } from "./admin-browser";
import { newPage, PHONE, waitForHydration } from "./browser";

// The client's side of a booking in Chromium, as the e2e journeys walk it: on her phone, in a
// browser of her own, from the link she was mailed.

/** Nothing on the page scrolls sideways on the phone. */
export async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
}

/**
 * Opens the proposal, picks `packageTitle` when she is offered several, signs with `signer` as her
 * typed name, and pays the retainer through the test checkout, back on "You're booked!"; axe finds
 * nothing on the way. Returns the retainer as the page showed it ("$1,234.00").
 */
export async function signAndPayRetainer(
  browser: Browser,
  link: string,
  options: { signer: string; packageTitle?: string },
): Promise<string> {
  const { page, errors, context } = await newPage(browser, { phone: true });
  await page.goto(link);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page);
  if (options.packageTitle) {
    await page.getByLabel(options.packageTitle).check();
    await expect.poll(() => page.getByTestId("signing-for").textContent()).toContain(options.packageTitle);
  }
  await page.getByLabel("I agree to sign electronically").check();
  await page.getByLabel("Your full name").fill(options.signer);
  await page.getByRole("button", { name: "Sign the contract" }).click();
  await page.getByTestId("signed-by").waitFor();
  await expectNoAxeViolations(page);

  const pay = page.getByRole("button", { name: /^Pay the retainer \(\$[\d,.]+\)$/ });
  const amount = /\((\$[\d,.]+)\)/.exec((await pay.textContent()) ?? "")?.[1];
  await pay.click();
  await payOnTestCheckout(page, amount!, new URL(link).pathname);
  await page.getByRole("heading", { level: 1, name: "You’re booked!" }).waitFor();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await expectFitsThePhone(page);
  expect(errors).toEqual([]);
  await context.close();
  return amount!;
}

/** On the test checkout's card page: the total is `amount`; paying returns her to `returnPath`. */
export async function payOnTestCheckout(page: Page, amount: string, returnPath: string) {
  await page.waitForURL(/\/test-checkout\/payment\/\d+(\?|$)/);
  await waitForHydration(page);
  expect(await page.getByTestId("test-checkout-total").textContent()).toBe(amount);
  await page.getByRole("button", { name: `Pay ${amount} (test)` }).click();
  await page.waitForURL(new RegExp(`${returnPath}$`));
}
