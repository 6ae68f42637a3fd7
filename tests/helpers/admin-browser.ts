import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../integration/admin-client";
import { waitForHydration } from "./browser";

// What every studio-admin e2e test does in Chromium: sign in through the real form, and check the
// screen's main content with axe.

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
  const result = await new AxeBuilder({ page }).include("main").analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
