import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// The home page's "GET IN TOUCH" form end to end: typed in Chromium, stored by the server, and
// delivered by the outbox worker as an .eml file (no mail server configured).

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SITE_EMAIL: "studio@example.com" }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Undoes quoted-printable so the text part of an .eml can be searched. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

describe("home contact form to the photographer's outbox", () => {
  it("ends as an .eml file holding the visitor's message", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Name *").fill("Lena Ortiz");
    await form.getByLabel("Email *").fill("lena@example.com");
    await form.getByLabel("Location").fill("Scottsdale, Arizona");
    await form.getByLabel("Tell Me About Your Vision *").fill("A desert elopement at sunrise, just us two.");
    await form.getByRole("button", { name: /send/i }).click();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="toast"]')?.textContent?.includes("Message sent successfully!"),
    );
    expect(await form.getByLabel("Name *").inputValue()).toBe("");

    const folder = path.join(server.dataDir, "outbox");
    // The file transport writes "<name>.eml.tmp" and renames it: only a finished .eml counts.
    const delivered = () => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : []);
    await expect.poll(() => delivered().length, { timeout: 10_000 }).toBe(1);
    const file = delivered()[0]!;
    expect(file).toMatch(/\.eml$/);
    const eml = decodeQuotedPrintable(fs.readFileSync(path.join(folder, file), "utf8"));
    expect(eml).toMatch(/^Subject: New contact message from Lena Ortiz$/m);
    expect(eml).toMatch(/^To: studio@example.com$/m);
    expect(eml).toMatch(/^Reply-To: lena@example.com$/m);
    expect(eml).toContain("Location: Scottsdale, Arizona");
    expect(eml).toContain("A desert elopement at sunrise, just us two.");
    expect(errors).toEqual([]);
  });
});
